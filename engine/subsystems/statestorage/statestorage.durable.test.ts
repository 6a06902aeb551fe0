/**
 * The election against BlobStorage, the tablet's durable log (engine/subsystems/blobstorage/service.ts), on the
 * real runtime: StateStorage replicas are volatile, so only the log keeps generations from being
 * reused after every replica restarted, and only BlobStorage's block fences a partitioned old leader
 * (ydb/core/tablet/tablet_sys.cpp). Invariant checkers watch every run.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../cluster.ts';
import type { Command, TraceEvent } from '../unions.ts';
import type { ClusterConfig } from '../../model/config/types.ts';
import type { Topology } from '../../model/topology/types.ts';
import { loadPreset } from '../../presets.ts';
import { statestorageCheckers } from './invariants/statestorage.ts';

const T = '72075186224037888';
const S = 1_000_000;

type Ev<K extends TraceEvent['kind']> = TraceEvent & { kind: K };
function run(topology: Topology, config: ClusterConfig, cmds: [number, Command][], untilUs: number) {
  const s = createClusterSimulation({ topology, config, seed: 11 });
  for (const [t, c] of cmds) s.schedule(t, c);
  s.runUntilSync(untilUs);
  const events = s.trace.events;
  const checkers = statestorageCheckers.map((f) => f({ topology, config, seed: 11 }));
  const violations = events.flatMap((e) => checkers.flatMap((c) => c.observe(e)));
  const of = <K extends TraceEvent['kind']>(k: K) => events.filter((e): e is Ev<K> => e.kind === k);
  return { events, violations, of };
}

describe('StateStorage with the durable tablet log', () => {
  it('mirror-3-dc: all DCs down and up (replicas forget everything) → the next boot is elected above gen 2', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const first = topology.nodes.find((n) => n.realm === 'dc1')!.id;
    const second = topology.nodes.find((n) => n.realm === 'dc2')!.id;
    const dcs = ['dc1', 'dc2', 'dc3'];
    const r = run(
      topology,
      config,
      [
        [0, { kind: 'tablet.boot', node: first, tabletId: T }],
        ...dcs.map((dc): [number, Command] => [S, { kind: 'dc.down', dc }]),
        ...dcs.map((dc): [number, Command] => [2 * S, { kind: 'dc.up', dc }]),
        [3 * S, { kind: 'tablet.boot', node: second, tabletId: T }],
        [5 * S, { kind: 'tablet.request', node: second, tabletId: T }],
      ],
      7 * S,
    );
    const elected = r.of('leader.elected').map((e) => [e.generation, e.actor.node]);
    expect(elected).toHaveLength(2);
    expect(elected[0]).toEqual([2, first]);
    // before the fix: [2, second] again (StateStorage alone had forgotten gen 2)
    expect(elected[1]![1]).toBe(second);
    expect(elected[1]![0]).toBeGreaterThan(2);
    expect(
      r
        .of('op.quorum')
        .filter((e) => e.op === 'tablet.request')
        .map((e) => e.detail),
    ).toEqual([`OK gen ${elected[1]![0]}`]);
    expect(r.violations).toEqual([]);
  });

  it('an old leader cut off from the other tablets but not from the disks: its commit is refused by the block', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const ids = topology.nodes.map((n) => n.id);
    const [a, b] = [ids[0]!, ids[1]!];
    // cut from the even nodes (the tablet's StateStorage replicas, the new leader), not from the odd
    // ones, which hold the block-4-2 static group's VDisks: its commit reaches the block
    const rest = ids.filter((n) => n % 2 === 0);
    const r = run(
      topology,
      config,
      [
        [0, { kind: 'tablet.boot', node: a, tabletId: T }],
        [S / 2, { kind: 'tablet.request', node: a, tabletId: T }], // node a's resolver caches a
        [S, { kind: 'link.cut', a: { nodes: [a] }, b: { nodes: rest } }],
        [S + 200_000, { kind: 'tablet.boot', node: b, tabletId: T }],
        [S + 800_000, { kind: 'tablet.request', node: a, tabletId: T }],
      ],
      2 * S,
    );
    expect(r.of('leader.elected').map((e) => [e.generation, e.actor.node])).toEqual([
      [2, a],
      [3, b],
    ]);
    const demoted = r.of('leader.demoted');
    expect(demoted.map((e) => [e.generation, e.actor.node, e.reason])).toEqual([
      [2, a, 'blobstorage-blocked'],
    ]);
    // fenced by its own commit, long before the guardian's 3 s isolation check or any heal
    expect(demoted[0]!.t).toBeGreaterThan(S + 800_000);
    expect(demoted[0]!.t).toBeLessThan(S + 900_000);
    const served = r
      .of('op.quorum')
      .filter((e) => e.op === 'tablet.request')
      .map((e) => e.detail);
    expect(served).toEqual(['OK gen 2']); // the stale leader answered nothing after gen 3
    expect(r.violations).toEqual([]);
  });
  it('a leader cut off from its group’s quorum: its commit answers ERROR and it stops', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const ids = topology.nodes.map((n) => n.id);
    const a = ids[0]!;
    const rest = ids.filter((n) => n !== a);
    const r = run(
      topology,
      config,
      [
        [0, { kind: 'tablet.boot', node: a, tabletId: T }],
        [S / 2, { kind: 'tablet.request', node: a, tabletId: T }], // node a's resolver caches a
        [S, { kind: 'link.cut', a: { nodes: [a] }, b: { nodes: rest } }],
        [S + 800_000, { kind: 'tablet.request', node: a, tabletId: T }],
      ],
      2 * S,
    );
    // one of the 8 VDisks reachable, block-4-2 needs 6: the queues to the others answer ERROR
    // (queue_backpressure_client.cpp), the put fails (dsproxy_put.cpp) and the tablet stops (tablet_sys.cpp)
    const demoted = r.of('leader.demoted');
    expect(demoted.map((e) => [e.generation, e.actor.node, e.reason])).toEqual([[2, a, 'blobstorage-error']]);
    expect(demoted[0]!.t).toBeGreaterThan(S + 800_000);
    expect(r.of('tablet.served').filter((e) => e.t > S)).toEqual([]);
    expect(r.violations).toEqual([]);
  });
});
