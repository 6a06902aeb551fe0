/**
 * A partition cuts a switchover's commit between the piles: pile A commits, pile B keeps the older
 * state, and after the heal they refuse each other ("ClusterState is different"). The root in A
 * drops the proposal that lost its quorum ("quorum lost", distconf's SwitchToError), so the
 * operator's failover of B is checked on its own instead of queueing behind it for ever; the failover
 * and a rejoin bring B back through sync, with one PRIMARY pile and every node on one state.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import { loadPreset } from '../presets.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { availableAfterHealOracle } from './oracles.ts';
import { operatorRepair } from './operator.ts';
import { createPileSplitTracker, STATE_DIFFERS } from './pile-split.ts';

const S = 1_000_000;
const MS = 1_000;
const TABLET = '72075186224037888';
const A = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const B = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

function splitRun(repairAtUs?: number) {
  const { topology, config } = loadPreset('bridge-2-piles');
  const sim = createClusterSimulation({ topology, config, seed: 1, latency: { jitterFraction: 0 } });
  sim.schedule(0.1 * S, { kind: 'tablet.boot', node: 10, tabletId: TABLET, generation: 1 });
  // The switchover's first step (B PROMOTED) is proposed at once and acknowledged by both piles
  // within ~20 ms; the root commits it at its next 100 ms tick. The cut falls in between: pile A
  // commits generation 1, pile B keeps generation 0 (it accepted the proposal, never the commit).
  sim.schedule(1017 * MS, { kind: 'bridge.switchover', node: 8, newPrimary: 'B' });
  sim.schedule(1050 * MS, { kind: 'link.cut', a: { nodes: A }, b: { nodes: B } });
  sim.schedule(3 * S, { kind: 'link.heal', a: { nodes: A }, b: { nodes: B } });
  sim.runUntilSync(4 * S);
  const piles = createPileSplitTracker();
  for (const e of sim.trace.events) piles.observe(e);
  if (repairAtUs !== undefined && piles.sides)
    for (const c of operatorRepair(piles.sides, topology, repairAtUs, 'A').commands)
      sim.schedule(c.atUs, c.command);
  for (const [k, node] of [4, 6, 17].entries())
    sim.schedule(12 * S + k * 500 * MS, { kind: 'tablet.request', node, tabletId: TABLET });
  sim.runUntilSync(16 * S);
  return { events: sim.trace.events, sides: piles.sides };
}

const lastApplied = (events: readonly TraceEvent[]) => {
  const by = new Map<number, string>();
  for (const e of events)
    if (e.kind === 'bridge.applied')
      by.set(e.node, `${e.generation} ${e.primary} ${e.promoted} ${e.perPile.join('/')}`);
  return by;
};

describe('a cluster-state commit cut between the piles', () => {
  it('leaves the piles refusing each other after the heal; the root drops the proposal that lost its quorum', () => {
    const { events, sides } = splitRun();
    expect(
      events
        .filter((e) => e.kind === 'bridge.committed')
        .map((e) => e.kind === 'bridge.committed' && [e.generation, e.promoted]),
    ).toContainEqual([1, 'B']);
    const afterHeal = events.filter((e) => e.t >= 3 * S);
    expect(
      afterHeal.some((e) => e.kind === 'bridge.session' && !e.accepted && e.reason === STATE_DIFFERS),
    ).toBe(true);
    expect(afterHeal.some((e) => e.kind === 'bridge.session' && e.accepted)).toBe(false);
    // A holds generation 1, B generation 0: the operator keeps A's side and gives up B
    expect(sides).not.toBeNull();
    const dropped = events.filter((e) => e.kind === 'bridge.refused' && e.code === 'quorum-lost');
    expect(dropped.map((e) => e.kind === 'bridge.refused' && [e.command, e.reason, e.proposal])).toEqual([
      ['promote', 'quorum lost', 2],
    ]);
    // unrepaired, requests after the heal fail: the proxies lack the other pile's ring group
    const failed = afterHeal.filter((e) => e.kind === 'op.failed' && e.op === 'tablet.request');
    expect(failed.length).toBeGreaterThan(0);
    const oracle = availableAfterHealOracle(3 * S);
    expect(events.flatMap((e) => oracle.observe(e)).length).toBeGreaterThan(0);
  });

  it("the operator's failover of the other pile and its rejoin restore one PRIMARY pile and convergence", () => {
    const { events } = splitRun(5 * S);
    const commands = events.filter(
      (e) => e.t >= 5 * S && (e.kind === 'bridge.committed' || e.kind === 'bridge.queued'),
    );
    // nothing waits in the queue: the failover commits on pile A's quorum alone, then the rejoin
    expect(commands.map((e) => e.kind === 'bridge.committed' && `${e.cause} ${e.perPile.join('/')}`)).toEqual(
      [
        'failover SYNCHRONIZED/DISCONNECTED',
        'rejoin SYNCHRONIZED/NOT_SYNCHRONIZED_1',
        'regain-quorum SYNCHRONIZED/NOT_SYNCHRONIZED_2',
        'sync-finished SYNCHRONIZED/SYNCHRONIZED',
      ],
    );
    // every node of both piles ends on the same state, pile A the one PRIMARY
    const applied = lastApplied(events);
    expect([...applied.keys()].sort((a, b) => a - b)).toEqual([...A, ...B]);
    expect(new Set(applied.values())).toEqual(new Set(['5 A A SYNCHRONIZED/SYNCHRONIZED']));
    expect(events.some((e) => e.t >= 5 * S && e.kind === 'bridge.session' && e.accepted)).toBe(true);
    // and every tablet request after the repair succeeds, from either pile
    const oracle = availableAfterHealOracle(10 * S);
    expect(events.flatMap((e) => oracle.observe(e))).toEqual([]);
    const started = events.filter(
      (e) => e.kind === 'op.started' && e.op === 'tablet.request' && e.t >= 12 * S,
    );
    expect(started).toHaveLength(3);
  });
});
