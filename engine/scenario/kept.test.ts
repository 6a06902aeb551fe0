import { describe, expect, it } from 'vitest';
import { exportJson, traceStreamWriter } from '../kernel/traceio.ts';
import { LimitExceededError } from '../limits.ts';
import { parseScenario, type Scenario } from './load.ts';
import { runScenarioSync } from './runner.ts';

const T = '72075186224037888';

function scenario(): Scenario {
  const r = parseScenario({
    name: 'kept',
    description: 'what a run keeps',
    preset: 'single-dc-8-racks',
    durationMs: 3000,
    steps: [
      { at: 10, do: { kind: 'tablet.boot', node: 6, tabletId: T } },
      { at: 10, expect: 'leader', by: 800, tabletId: T, node: 6 },
      { at: 1000, do: { kind: 'node.restart', node: 6, downForUs: 200_000 } },
      { at: 3000, expect: 'invariants' },
    ],
  });
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.scenario;
}

describe('what a scenario run keeps', () => {
  it('stops a full-mode run past the limit of kept events with one line naming it', () => {
    const run = () => runScenarioSync(scenario(), { maxKeptEvents: 50 });
    expect(run).toThrow(LimitExceededError);
    expect(run).toThrow(/^run stopped at [\d.]+ ms: .*more than 50 trace events .*\(MAX_KEPT_EVENTS\)/);
  });

  it('keeps no event in stream mode, with the same verdicts and hash as a full run', () => {
    const full = runScenarioSync(scenario());
    const stream = runScenarioSync(scenario(), { traceMode: 'stream', maxKeptEvents: 50 });
    expect(stream.sim.trace.kept).toBe(0);
    expect(stream.sim.trace.events).toHaveLength(0);
    expect(stream.traceHash).toBe(full.traceHash);
    expect(stream.ok).toBe(true);
    expect(stream.expectations.map((e) => e.ok)).toEqual(full.expectations.map((e) => e.ok));
  });

  it('streams, chunk by chunk, the export a full run gives', () => {
    const full = runScenarioSync(scenario());
    const chunks: string[] = [];
    const w = traceStreamWriter((c) => chunks.push(c), 1024);
    const r = runScenarioSync(scenario(), { traceMode: 'stream', onTrace: (e) => w.events(e) });
    // the end's verdicts come after the last round
    const off = r.sim.trace.subscribe((e) => w.events(e));
    r.sim.trace.flush(r.sim.now);
    off();
    w.end(r.sim.export());
    expect(chunks.length).toBeGreaterThan(2);
    expect(JSON.parse(chunks.join(''))).toEqual(JSON.parse(exportJson(full.sim.export())));
  });
});
