/**
 * A chaos run as a scenario file reproduces the run's trace hash (through JSON, as `sim run` and the
 * page read it); with a bug planted on purpose the failing seed shrinks to a few commands that
 * still fail the same invariant.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/load.ts';
import { runScenarioSync } from '../scenario/runner.ts';
import { PLANTED_BUGS } from './planted.ts';
import { chaosScenario, replayChaos, scenarioSize } from './repro.ts';
import { runChaos } from './runner.ts';
import { shrinkScenario } from './shrink.ts';

describe('chaos: from a failing seed to a small scenario', () => {
  it("the scenario file of a run has the run's trace hash", () => {
    const r = runChaos({ seed: 3, mode: 'beyond', preset: 'single-dc-8-racks' });
    const file = chaosScenario(r);
    // the heal time chaos.available-after-heal judged the run from travels with the file
    expect(r.availableAfterUs).toBeGreaterThanOrEqual(r.timing.faultEndUs + r.timing.recoverUs);
    expect(file.chaos).toEqual({ availableAfterMs: r.availableAfterUs! / 1000 });
    const p = parseScenario(JSON.parse(JSON.stringify(file)));
    if (!p.ok) throw new Error(p.errors.join('\n'));
    expect(runScenarioSync(p.scenario).traceHash).toBe(r.traceHash);
    expect(replayChaos(file).traceHash).toBe(r.traceHash);
  }, 120_000);

  it('a planted bug (BlobStorage forgets the local database) shrinks to a few commands', () => {
    const subsystems = PLANTED_BUGS['forgetful-blobstorage']!();
    const r = runChaos({ seed: 2, mode: 'within', preset: 'single-dc-8-racks', subsystems });
    expect(r.violations[0]?.invariant).toBe('chaos.schema-never-backwards');
    const file = chaosScenario(r);
    expect(replayChaos(file, { subsystems }).traceHash).toBe(r.traceHash);
    const s = shrinkScenario(file, 'chaos.schema-never-backwards', { subsystems });
    expect(s.violation.invariant).toBe('chaos.schema-never-backwards');
    expect(s.file.steps.length).toBeLessThanOrEqual(4);
    expect(s.after).toEqual(scenarioSize(s.file));
    expect(s.after.durationMs).toBeLessThan(s.before.durationMs);
    expect(s.before.faults + s.before.workload).toBeGreaterThan(20);
    // the shrunk file still fails with the bug and passes without it: the bug is what it shows
    expect(replayChaos(s.file, { subsystems }).violations.map((v) => v.invariant)).toContain(
      'chaos.schema-never-backwards',
    );
    expect(replayChaos(s.file).violations).toEqual([]);
  }, 300_000);
});
