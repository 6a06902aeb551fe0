import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import { loadPreset } from '../presets.ts';
import { availableAfterHealOracle } from './oracles.ts';
import { createPileSplitTracker, STATE_DIFFERS } from './pile-split.ts';

const S = 1_000_000;
const MS = 1_000;
const TABLET = '72075186224037888';
const A = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const B = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

describe('a cluster-state commit cut between the piles', () => {
  it('leaves the piles refusing each other after the heal; the availability oracle explains the failures', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const sim = createClusterSimulation({ topology, config, seed: 1, latency: { jitterFraction: 0 } });
    sim.schedule(0.1 * S, { kind: 'tablet.boot', node: 10, tabletId: TABLET, generation: 1 });
    // The switchover's first step (B PROMOTED) is proposed at once and acknowledged by both piles
    // within ~20 ms; the root commits it at its next 100 ms tick. The cut falls in between: pile A
    // commits generation 1, pile B keeps generation 0 (it accepted the proposal, never the commit).
    sim.schedule(1017 * MS, { kind: 'bridge.switchover', node: 8, newPrimary: 'B' });
    sim.schedule(1050 * MS, { kind: 'link.cut', a: { nodes: A }, b: { nodes: B } });
    sim.schedule(3 * S, { kind: 'link.heal', a: { nodes: A }, b: { nodes: B } });
    for (const [k, node] of [4, 6, 17].entries())
      sim.schedule(6 * S + k * 500 * MS, { kind: 'tablet.request', node, tabletId: TABLET });
    sim.runUntilSync(12 * S);
    const events = sim.trace.events;

    const committed = events.filter((e) => e.kind === 'bridge.committed');
    expect(committed.map((e) => e.kind === 'bridge.committed' && [e.generation, e.promoted])).toContainEqual([
      1,
      'B',
    ]);
    const afterHeal = events.filter((e) => e.t >= 3 * S);
    expect(
      afterHeal.some((e) => e.kind === 'bridge.session' && !e.accepted && e.reason === STATE_DIFFERS),
    ).toBe(true);
    expect(afterHeal.some((e) => e.kind === 'bridge.session' && e.accepted)).toBe(false);

    const piles = createPileSplitTracker();
    for (const e of events) piles.observe(e);
    expect(piles.split).toBe(true);
    // requests after the heal fail to resolve: the StateStorage proxies lack the other pile's ring group
    const failed = afterHeal.filter((e) => e.kind === 'op.failed' && e.op === 'tablet.request');
    expect(failed.length).toBeGreaterThan(0);
    const oracle = availableAfterHealOracle(3 * S);
    expect(events.flatMap((e) => oracle.observe(e))).toEqual([]);
  });
});
