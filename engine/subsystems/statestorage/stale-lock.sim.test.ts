/**
 * Bridge mode, two piles: a Lock left on one replica of the non-PRIMARY pile's ring group. A
 * candidate cut off from the PRIMARY group locks the other pile's group, fails, and its Cleanup
 * misses one replica. Leader data comes only from PRIMARY groups (statestorage_proxy.cpp
 * ProcessEvInfo). The tablet's log lives in the PRIMARY pile's static group, on the nodes it is cut
 * from, so its log read waits for the heal before any Lock goes out; Hive's suggestion, raised on
 * every start, moves past a lock left behind.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../cluster.ts';
import { loadPreset } from '../../presets.ts';
import type { Command, TraceEvent } from '../unions.ts';
import { tabletGroups } from './groups.ts';

const T = '72075186224037890';
const S = 1_000_000;
const { topology, config } = loadPreset('bridge-2-piles');
const [primary, other] = tabletGroups({ topology, config, seed: 0 }, T, 'request');
const primaryNodes = primary!.replicas.map((r) => r.node);
/** Slot 2 of 5: with equal latencies its refusal arrives third, after two acceptances → RACE. */
const stale = other!.replicas[2]!;
const pileA = topology.nodes.filter((n) => n.pile === topology.piles[0]!.id).map((n) => n.id);
const [first, cutOff, next] = pileA.filter((n) => !primaryNodes.includes(n));

/** How long a request takes to see a cut link's replicas as unavailable (this run's timing). */
const LINK_DETECT_US = 100_000;

type Ev<K extends TraceEvent['kind']> = TraceEvent & { kind: K };

/** Boots → the stale lock → `reboots` (each a `tablet.boot`, with or without Hive's generation). */
function run(reboots: (at: number) => [number, Command][]) {
  const s = createClusterSimulation({ topology, config, seed: 3, latency: { jitterFraction: 0 } });
  // the lookup fails on the PRIMARY group once the cut is noticed, then the Lock goes out
  const lockSentUs = 2 * S + LINK_DETECT_US;
  const cmds: [number, Command][] = [
    [0, { kind: 'tablet.boot', node: first!, tabletId: T, generation: 1 }],
    [S, { kind: 'tablet.kill', node: first!, tabletId: T }],
    [2 * S - 1, { kind: 'link.cut', a: { nodes: [cutOff!] }, b: { nodes: primaryNodes } }],
    [2 * S, { kind: 'tablet.boot', node: cutOff!, tabletId: T, generation: 2 }],
    // the Lock has reached the other pile; its Cleanup will not reach this replica
    [
      lockSentUs + LINK_DETECT_US / 2,
      { kind: 'link.cut', a: { nodes: [cutOff!] }, b: { nodes: [stale.node] } },
    ],
    [3 * S, { kind: 'net.healAll' }],
    ...reboots(4 * S),
  ];
  for (const [t, c] of cmds) s.schedule(t, c);
  s.runUntilSync(20 * S);
  const events = s.trace.events;
  const of = <K extends TraceEvent['kind']>(k: K) => events.filter((e): e is Ev<K> => e.kind === k);
  const staleHistory = of('replica.changed')
    .filter((e) => e.replica === stale.name && e.node === stale.node && e.key === T)
    .map((e) => e.summary);
  const left = new RegExp(`^leader ${cutOff}:\\S+ gen (\\d+):0 locked$`).exec(staleHistory[2] ?? '');
  return { of, staleHistory, staleGeneration: left ? Number(left[1]) : null };
}

describe('a Lock left on one replica of the non-PRIMARY group (bridge-2-piles)', () => {
  it('a candidate cut off from the PRIMARY pile cannot read its log there, so it locks nothing while cut off', () => {
    // The PRIMARY pile's static group sits on the nodes it is cut from: its log read (through the
    // node's dsproxy) waits for the heal, and the Lock goes out only after it.
    const boot = (node: number): Command => ({ kind: 'tablet.boot', node, tabletId: T });
    const r = run((at) => [0, 1, 2].map((k): [number, Command] => [at + k * 2 * S, boot(next!)]));
    const locks = r
      .of('replica.changed')
      .filter((e) => e.key === T && e.summary.startsWith(`leader ${cutOff}:`));
    expect(locks.length).toBeGreaterThan(0);
    expect(locks.every((e) => e.t >= 3 * S)).toBe(true);
    // no boot of `next` loses to a stale lock: the first one is elected
    expect(r.of('leader.elected').map((e) => e.actor.node)).toEqual([first, next, next, next]);
    expect(r.of('tablet.stopped').some((e) => e.reason === 'boot-race')).toBe(false);
  });

  it("Hive's next boot suggests a newer generation: its lock supersedes the stale one and it is elected", () => {
    const r = run((at) => [[at, { kind: 'tablet.boot', node: next!, tabletId: T, generation: 3 }]]);
    const elected = r.of('leader.elected');
    expect(elected.map((e) => e.actor.node)).toEqual([first, next]);
    // Hive's suggestions 1, 2 (the candidate that left its lock), 3
    expect(r.staleGeneration).toBe(2);
    expect(elected.map((e) => e.generation)).toEqual([1, 3]);
    expect(r.staleHistory.at(-1)).toMatch(new RegExp(`^leader ${next}:\\S+ gen 3:0$`));
  });
});
