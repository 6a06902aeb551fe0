import { describe, expect, it } from 'vitest';
import { replayClusterTrace as replayTrace } from '../cluster.ts';
import type { CheckerFactory } from '../invariants/types.ts';
import { parseScenario, type Scenario } from './load.ts';
import { runScenario, runScenarioSync } from './runner.ts';

const T = '72075186224037888';

function scenario(steps: unknown[], extra: Record<string, unknown> = {}): Scenario {
  const r = parseScenario({
    name: 'unit',
    description: 'runner test',
    preset: 'single-dc-8-racks',
    durationMs: 3000,
    steps,
    ...extra,
  });
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.scenario;
}

// Boot a tablet on n6, kill its node, boot it on n9: a small run touching faults and elections.
const reelection = [
  { at: 10, do: { kind: 'tablet.boot', node: 6, tabletId: T } },
  { at: 10, expect: 'leader', by: 800, tabletId: T, node: 6 },
  { at: 1000, do: { kind: 'node.down', node: 6 } },
  { at: 1000, expect: 'leader', tabletId: T, exists: false },
  { at: 1000, expect: 'node', node: 6, status: 'down' },
  { at: 1100, do: { kind: 'tablet.boot', node: 9, tabletId: T } },
  { at: 1100, expect: 'leader', by: 2500, tabletId: T, node: 9, minGeneration: 2 },
  { at: 3000, expect: 'invariants' },
];

describe('scenario runner', () => {
  it('evaluates expectations at `at` and within `by` windows', () => {
    const r = runScenarioSync(scenario(reelection));
    expect(r.expectations.map((e) => [e.step, e.ok])).toEqual([
      [1, true],
      [3, true],
      [4, true],
      [6, true],
      [7, true],
    ]);
    const win = r.expectations.find((e) => e.step === 6);
    // met some time after the boot at 1100 ms, well before the end of the window
    expect(win?.checkedAtMs).toBeGreaterThan(1100);
    expect(win?.checkedAtMs).toBeLessThan(2500);
    expect(r.ok).toBe(true);
    expect(r.durationMs).toBe(3000);
    expect(r.messages.bySubsystem.statestorage).toBeGreaterThan(0);
    expect(r.messages.sent).toBe(Object.values(r.messages.byKind).reduce((a, b) => a + b, 0));
  });

  it('a failed expectation fails the run with its detail; a window that never holds fails at its end', () => {
    const r = runScenarioSync(
      scenario([
        { at: 10, do: { kind: 'tablet.boot', node: 6, tabletId: T } },
        { at: 10, expect: 'leader', by: 500, tabletId: T, node: 7 },
        { at: 600, expect: 'node', node: 6, status: 'down' },
      ]),
    );
    expect(r.ok).toBe(false);
    expect(r.expectations[0]).toMatchObject({
      ok: false,
      checkedAtMs: 500,
      detail: expect.stringMatching(/^not by 500 ms: leader n6 gen/),
    });
    expect(r.expectations[1]).toMatchObject({ ok: false, detail: 'n6 is up' });
  });

  it('a status-only window (node, record, availability) is met when the node status changes', () => {
    const r = runScenarioSync(
      scenario([
        // two racks down (tolerated), then n6 of a third rack restarts: some records lose quorum meanwhile
        { at: 200, do: { kind: 'rack.down', rack: 'dc1-r1' } },
        { at: 200, do: { kind: 'rack.down', rack: 'dc1-r2' } },
        { at: 200, do: { kind: 'node.restart', node: 6, downForUs: 300_000 } },
        { at: 100, expect: 'node', node: 6, status: 'up', by: 2000 },
        { at: 300, expect: 'node', node: 6, status: 'up', by: 2000 },
        { at: 100, expect: 'record', subsystem: 'statestorage', key: T, read: true, by: 150 },
        { at: 100, expect: 'availability', maxShare: 0.999, samples: 500, by: 2000 },
      ]),
    );
    expect(r.expectations.map((e) => [e.ok, e.checkedAtMs])).toEqual([
      [true, 100],
      [true, 500],
      [true, 100],
      [true, 200],
    ]);
  });

  it('is deterministic: same scenario and seed → same hash; another seed → another trace', () => {
    const a = runScenarioSync(scenario(reelection));
    const b = runScenarioSync(scenario(reelection));
    const c = runScenarioSync(scenario(reelection), { seed: 2 });
    expect(b.traceHash).toBe(a.traceHash);
    expect(b.eventCount).toBe(a.eventCount);
    expect(b.messages).toEqual(a.messages);
    expect(c.seed).toBe(2);
    expect(c.traceHash).not.toBe(a.traceHash);
  });

  it('async and sync drivers agree, and the command log replays to the same hash', async () => {
    const sync = runScenarioSync(scenario(reelection));
    const async = await runScenario(scenario(reelection));
    expect(async.traceHash).toBe(sync.traceHash);
    const { sameHash } = await replayTrace(sync.sim.export());
    expect(sameHash).toBe(true);
  });

  it('feeds every event to the checkers; violations fail the run and are annotated, not hashed', () => {
    const electionsSeen: CheckerFactory = () => ({
      name: 'no-elections-allowed',
      observe: (e) =>
        e.kind === 'leader.elected' ? [`tablet ${e.tabletId} elected gen ${e.generation}`] : [],
      finish: () => ['finished'],
    });
    const clean = runScenarioSync(scenario(reelection), { checkers: [] });
    const r = runScenarioSync(scenario(reelection), { checkers: [electionsSeen] });
    expect(r.ok).toBe(false);
    expect(r.invariants).toEqual(['no-elections-allowed']);
    expect(r.violations.map((v) => v.message)).toEqual([
      `tablet ${T} elected gen 2`,
      `tablet ${T} elected gen 3`,
      'finished',
    ]);
    expect(r.expectations.find((e) => e.kind === 'invariants')).toMatchObject({ ok: false });
    expect(r.sim.trace.events.filter((e) => e.kind === 'invariant.violated')).toHaveLength(3);
    expect(
      r.sim.trace.events.filter((e) => e.kind === 'expect.met' || e.kind === 'expect.failed'),
    ).toHaveLength(r.expectations.length);
    expect(r.traceHash).toBe(clean.traceHash);
  });

  it('a checker that throws is reported as a violation, not a crash', () => {
    const broken: CheckerFactory = () => ({
      name: 'throws',
      observe: (e) => {
        if (e.kind === 'node.down') throw new Error('boom');
        return [];
      },
    });
    const r = runScenarioSync(scenario(reelection), { checkers: [broken] });
    expect(r.violations).toEqual([{ invariant: 'throws', message: 'checker threw: boom', t: 1000 }]);
  });
});
