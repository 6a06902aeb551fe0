/**
 * StateStorage on the real runtime: 1 DC, 8 racks × 1 node, one ring group of 8 one-replica rings,
 * nto_select 5 (YDB's generated single-DC config). Invariant checkers watch every run.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../cluster.ts';
import type { Command, TraceEvent } from '../unions.ts';
import type { ClusterConfig, RingGroup } from '../../model/config/types.ts';
import { blockGroup as group, blockWorld } from '../testing/block.ts';
import { tabletGroups } from './groups.ts';
import { statestorageCheckers } from './invariants/statestorage.ts';

const T = '72075186224037888';
const S = 1_000_000;
const world = blockWorld;
const { topology, config } = world;
const replicaNodes = tabletGroups(world, T, 'request')[0]!.replicas.map((r) => r.node);
const otherNodes = topology.nodes.map((n) => n.id).filter((n) => !replicaNodes.includes(n));

type Ev<K extends TraceEvent['kind']> = TraceEvent & { kind: K };
function run(cmds: [number, Command][], untilUs: number, seed = 7) {
  const s = createClusterSimulation({ topology, config, seed });
  for (const [t, c] of cmds) s.schedule(t, c);
  s.runUntilSync(untilUs);
  const events = s.trace.events;
  const checkers = statestorageCheckers.map((f) => f(world));
  const violations = events.flatMap((e) => checkers.flatMap((c) => c.observe(e)));
  const of = <K extends TraceEvent['kind']>(k: K) => events.filter((e): e is Ev<K> => e.kind === k);
  return { s, events, violations, of };
}
const boot = (node: number): Command => ({ kind: 'tablet.boot', node, tabletId: T });

describe('StateStorage on the simulation', () => {
  it('boot → elected (gen 2: lock gen 1, then update 1 + max, as tablet_sys.cpp); a client resolves and is served', () => {
    const r = run(
      [
        [0, boot(otherNodes[0]!)],
        [S, { kind: 'tablet.request', node: replicaNodes[0]!, tabletId: T }],
      ],
      3 * S,
    );
    expect(r.of('leader.elected').map((e) => [e.generation, e.actor.node])).toEqual([[2, otherNodes[0]]]);
    expect(r.of('tablet.resolved').map((e) => e.generation)).toEqual([2]);
    expect(
      r
        .of('op.quorum')
        .filter((e) => e.op === 'tablet.request')
        .map((e) => e.detail),
    ).toEqual(['OK gen 2']);
    expect(r.violations).toEqual([]);
  });

  it('leader node dies, booted elsewhere → higher generation, client re-resolves after its cache fails', () => {
    const [a, b] = otherNodes;
    const client = replicaNodes[1]!;
    const r = run(
      [
        [0, boot(a!)],
        [S, { kind: 'tablet.request', node: client, tabletId: T }],
        [2 * S, { kind: 'node.down', node: a! }],
        [3 * S, boot(b!)],
        [5 * S, { kind: 'tablet.request', node: client, tabletId: T }],
      ],
      8 * S,
    );
    expect(r.of('leader.elected').map((e) => [e.generation, e.actor.node])).toEqual([
      [2, a],
      [3, b],
    ]);
    expect(
      r
        .of('op.quorum')
        .filter((e) => e.op === 'tablet.request')
        .map((e) => e.detail),
    ).toEqual(['OK gen 2', 'OK gen 3']);
    expect(r.violations).toEqual([]);
  });

  it('a partitioned old leader learns it was demoted when the partition heals', () => {
    const [a, b] = otherNodes;
    const rest = topology.nodes.map((n) => n.id).filter((n) => n !== a);
    const r = run(
      [
        [0, boot(a!)],
        [S, { kind: 'link.cut', a: { nodes: [a!] }, b: { nodes: rest } }],
        [S + 200_000, boot(b!)],
        [2 * S, { kind: 'link.heal', a: { nodes: [a!] }, b: { nodes: rest } }],
      ],
      6 * S,
    );
    expect(r.of('leader.elected').map((e) => e.generation)).toEqual([2, 3]);
    const demoted = r.of('leader.demoted');
    expect(demoted).toHaveLength(1);
    expect(demoted[0]).toMatchObject({ generation: 2, actor: { node: a } });
    expect(demoted[0]!.t).toBeGreaterThan(2 * S);
    expect(r.violations).toEqual([]);
  });

  it('a leader cut off for longer than 3 s demotes itself by isolation', () => {
    const a = otherNodes[0]!;
    const rest = topology.nodes.map((n) => n.id).filter((n) => n !== a);
    const r = run(
      [
        [0, boot(a)],
        [S, { kind: 'link.cut', a: { nodes: [a] }, b: { nodes: rest } }],
      ],
      6 * S,
    );
    expect(r.of('leader.demoted').map((e) => e.reason)).toEqual(['isolated']);
  });

  it('is deterministic: the same seed gives the same trace hash', () => {
    const cmds: [number, Command][] = [
      [0, boot(otherNodes[0]!)],
      [0, boot(otherNodes[1]!)],
      [S, { kind: 'tablet.request', node: 1, tabletId: T }],
    ];
    expect(run(cmds, 3 * S, 11).s.hash()).toBe(run(cmds, 3 * S, 11).s.hash());
  });

  it('two tablets racing for the same generation: exactly one wins, the other stops', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = run(
        [
          [0, boot(otherNodes[0]!)],
          [0, boot(otherNodes[1]!)],
        ],
        5 * S,
        seed,
      );
      expect(r.of('leader.elected')).toHaveLength(1);
      expect(r.of('tablet.stopped')).toHaveLength(1);
      expect(r.of('tablet.stopped')[0]!.reason).toMatch(/^boot-/);
      expect(r.violations).toEqual([]);
    }
  });

  it('rack failure with nto 5 of 8 rings: re-election still works', () => {
    const a = replicaNodes[0]!; // the leader's rack also holds one of the tablet's replicas
    const rack = topology.nodes.find((n) => n.id === a)!.domain;
    const r = run(
      [
        [0, boot(a)],
        [S, { kind: 'rack.down', rack }],
        [2 * S, boot(otherNodes[0]!)],
      ],
      5 * S,
    );
    expect(r.of('leader.elected').map((e) => e.generation)).toEqual([2, 3]);
    expect(r.violations).toEqual([]);
  });

  it('a restarted replica comes back empty and is refilled by the guardian', () => {
    const victim = replicaNodes[2]!;
    const r = run(
      [
        [0, boot(otherNodes[0]!)],
        [S, { kind: 'node.restart', node: victim, downForUs: S }],
      ],
      5 * S,
    );
    const leader = r.of('leader.elected')[0]!;
    const refills = r.of('replica.changed').filter((e) => e.node === victim && e.t > 2 * S);
    expect(refills).toHaveLength(1);
    expect(refills[0]!.summary).toBe(`leader ${leader.actor.node}:${leader.actor.name} gen 2:0`);
  });

  it('followers register and are listed by lookups', () => {
    const r = run(
      [
        [0, boot(otherNodes[0]!)],
        [S, { kind: 'follower.boot', node: otherNodes[1]!, tabletId: T }],
      ],
      3 * S,
    );
    expect(r.of('op.quorum').filter((e) => e.op === 'follower.register')).toHaveLength(1);
    const withFollower = r.of('replica.changed').filter((e) => e.summary.includes('+1 followers'));
    expect(withFollower.length).toBeGreaterThanOrEqual(3);
  });

  it('a restarted replica gets the follower back (re-registration)', () => {
    const victim = replicaNodes[0]!;
    const r = run(
      [
        [0, boot(otherNodes[0]!)],
        [S, { kind: 'follower.boot', node: otherNodes[1]!, tabletId: T }],
        [2 * S, { kind: 'node.restart', node: victim, downForUs: 500_000 }],
      ],
      6 * S,
    );
    const onVictim = r.of('replica.changed').filter((e) => e.node === victim && e.t > 2.5 * S);
    expect(onVictim.at(-1)!.summary).toMatch(/gen 2:0 \+1 followers$/);
  });

  it('message counts: one election and one client request (figures for the report)', () => {
    const r = run(
      [
        [0, boot(otherNodes[0]!)],
        [S, { kind: 'tablet.request', node: otherNodes[1]!, tabletId: T }],
      ],
      2 * S,
    );
    const electedAt = r.of('leader.elected')[0]!.t;
    const sent = r.of('msg.sent');
    const guardian = r.s.trace.events.find(
      (e): e is Ev<'msg.sent'> => e.kind === 'msg.sent' && e.msg === 'ss.replica.lookup' && e.t === electedAt,
    )!.from;
    const isGuardian = (e: Ev<'msg.sent'>) =>
      (e.from.node === guardian.node && e.from.name === guardian.name) ||
      (e.to.node === guardian.node && e.to.name === guardian.name);
    const election = sent.filter((e) => e.t <= electedAt && e.msg.startsWith('ss.') && !isGuardian(e));
    // 3 round trips (lookup, lock, update) × (5 requests + 5 replies) + 3 client↔proxy pairs = 36,
    // + 2 TEvUpdateSignature after the SigAsync lookup and lock answered at a majority
    expect(election.length).toBe(38);
    expect(election.filter((e) => e.msg === 'ss.signature')).toHaveLength(2);
    // guardian: lookup + IsGuardian update of each of the 5 replicas, with replies
    expect(sent.filter((e) => e.t < S && isGuardian(e))).toHaveLength(20);
    // client: resolve, SigNone lookup (1 + 5 + 5 + 1), answer, pipe request + response
    const req = sent.filter((e) => e.t >= S && e.msg.startsWith('ss.'));
    expect(req).toHaveLength(16);
  });

  it('a write-only ring group receives the election writes but never decides it', () => {
    // write-only rings on the nodes group 0 does not select for this tablet
    const wo: RingGroup = {
      ntoSelect: 3,
      writeOnly: true,
      actorIdOffset: 1,
      rings: otherNodes.map((n) => ({ replicas: [n] })),
    };
    const cfg: ClusterConfig = { ...config, statestorage: { ringGroups: [group, wo] } };
    const [x, y, z] = otherNodes as [number, number, number];
    const s = createClusterSimulation({ topology, config: cfg, seed: 3 });
    // two of the three write-only replicas are down: the write-only group has no majority
    s.schedule(0, { kind: 'node.down', node: x });
    s.schedule(0, { kind: 'node.down', node: z });
    s.schedule(S, boot(y));
    s.schedule(2 * S, { kind: 'node.up', node: x });
    s.runUntilSync(5 * S);
    const ev = s.trace.events;
    expect(ev.filter((e) => e.kind === 'leader.elected')).toHaveLength(1);
    const onY = ev.filter(
      (e) => e.kind === 'replica.changed' && e.node === y && e.replica.startsWith('ssr:1:'),
    );
    expect(onY.length).toBeGreaterThanOrEqual(1); // the live write-only replica got the writes
    // node x came back empty; the guardian refilled its write-only replica
    const refill = ev.filter(
      (e) => e.kind === 'replica.changed' && e.node === x && e.replica.startsWith('ssr:1:'),
    );
    expect(refill).toHaveLength(1);
  });
});
