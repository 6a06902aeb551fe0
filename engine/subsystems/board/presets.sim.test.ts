/**
 * Board on the presets and on multi-group configs: mirror-3-dc with a whole DC down, a write-only
 * group (written, never read), bridge mode with a DISCONNECTED pile (not contacted at all). Message
 * counts of one publish and one subscription are checked against what the protocol must send.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation, type ClusterSimulation as Simulation } from '../../cluster.ts';
import { loadPreset } from '../../presets.ts';
import type { ClusterConfig, RingGroup } from '../../model/config/types.ts';
import type { Topology } from '../../model/topology/types.ts';
import { targetsFor, writeReplicas } from './targets.ts';
import { createBoardChecker } from './invariants/board.ts';

const S = 1_000_000;
const PATH = 'gpc+/Root/db1';

function sent(s: Simulation, from: number, to: number): Record<string, number> {
  const c: Record<string, number> = {};
  for (const e of s.trace.events)
    if (e.kind === 'msg.sent' && e.t >= from && e.t < to) c[e.msg] = (c[e.msg] ?? 0) + 1;
  return c;
}
function lastView(s: Simulation, label: string) {
  return s.trace.events.filter((e) => e.kind === 'board.view' && e.subscriber === label).at(-1);
}
function check(s: Simulation, topology: Topology, config: ClusterConfig): string[] {
  const c = createBoardChecker({ topology, config, seed: 0 });
  return [...s.trace.events.flatMap((e) => c.observe(e)), ...(c.finish?.(s.now) ?? [])];
}
function withBoardGroups(config: ClusterConfig, groups: RingGroup[]): ClusterConfig {
  return { ...config, board: { ringGroups: groups } };
}

describe('board on presets', () => {
  it('mirror-3-dc: one publish = 9 publishes + 9 acks, one subscription = 9 lookups + 9 infos; a DC down keeps it visible', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const s = createClusterSimulation({ topology, config, seed: 4 });
    const targets = targetsFor({ topology, config, seed: 0 }, 'board', { kind: 'path', path: PATH });
    const n = writeReplicas(targets).length;
    expect(n).toBe(9);
    s.schedule(0, { kind: 'board.publish', node: 1, path: PATH, payload: 'n1', publisher: 'ep' });
    s.schedule(S, { kind: 'board.subscribe', node: 20, path: PATH, subscriber: 'disco' });
    s.runUntilSync(2 * S);
    expect(sent(s, 0, S)).toMatchObject({ 'board.publish': n, 'board.publishAck': n });
    // the subscriber's lookup asks all 9 (counted group); the result to its owner is local
    expect(sent(s, S, 2 * S)).toEqual({
      cmd: 1,
      'board.lookup': n,
      'board.info': n,
      'board.lookupResult': 1,
    });
    s.schedule(2 * S, { kind: 'dc.down', dc: 'dc3' });
    s.schedule(3 * S, { kind: 'board.subscribe', node: 10, path: PATH, subscriber: 'late' });
    s.runUntilSync(6 * S);
    expect(lastView(s, 'disco@n20')).toMatchObject({ payloads: ['n1'] });
    expect(lastView(s, 'late@n10')).toMatchObject({ payloads: ['n1'] });
    expect(check(s, topology, config)).toEqual([]);
  });

  it('a write-only group receives every publish but lookups never wait for it', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const primary = config.board.ringGroups[0]!;
    // a second group on the racks' second nodes, write-only (reconfiguration step 1)
    const second: RingGroup = {
      ...primary,
      writeOnly: true,
      actorIdOffset: 16,
      rings: primary.rings.map((r) => ({ replicas: [r.replicas[r.replicas.length - 1]!] })),
    };
    const cfg = withBoardGroups(config, [primary, second]);
    const s = createClusterSimulation({ topology, config: cfg, seed: 8 });
    s.schedule(0, { kind: 'board.publish', node: 3, path: PATH, payload: 'n3', publisher: 'ep' });
    s.schedule(S, { kind: 'board.subscribe', node: 4, path: PATH, subscriber: 'disco' });
    s.runUntilSync(2 * S);
    const wo = s.trace.events.filter((e) => e.kind === 'replica.changed' && e.replica.startsWith('ssb:16:'));
    expect(wo).toHaveLength(5);
    const c = sent(s, S, 2 * S);
    expect(c['board.lookup']).toBe(5);
    expect(lastView(s, 'disco@n4')).toMatchObject({ payloads: ['n3'] });
  });

  it('bridge: a DISCONNECTED pile is not contacted; the PRIMARY pile alone serves', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const [a, b] = config.board.ringGroups;
    const cfg = withBoardGroups(config, [a!, { ...b!, state: 'DISCONNECTED' }]);
    const s = createClusterSimulation({ topology, config: cfg, seed: 2 });
    const pileB = topology.nodes.filter((x) => x.pile === 'B').map((x) => x.id);
    s.schedule(0, { kind: 'board.publish', node: 1, path: PATH, payload: 'n1', publisher: 'ep' });
    s.schedule(S, { kind: 'board.subscribe', node: 2, path: PATH, subscriber: 'disco' });
    s.runUntilSync(2 * S);
    const toB = s.trace.events.filter(
      (e) => e.kind === 'msg.sent' && e.msg.startsWith('board.') && pileB.includes(e.to.node),
    );
    expect(toB).toEqual([]);
    expect(lastView(s, 'disco@n2')).toMatchObject({ payloads: ['n1'] });
    // both piles synchronized: both groups are written and both must answer the subscription
    const s2 = createClusterSimulation({ topology, config, seed: 2 });
    s2.schedule(0, { kind: 'board.publish', node: 1, path: PATH, payload: 'n1', publisher: 'ep' });
    s2.schedule(S, { kind: 'board.subscribe', node: 2, path: PATH, subscriber: 'disco' });
    s2.runUntilSync(2 * S);
    expect(sent(s2, 0, S)['board.publish']).toBe(10);
    expect(sent(s2, S, 2 * S)['board.lookup']).toBe(10);
    expect(lastView(s2, 'disco@n2')).toMatchObject({ payloads: ['n1'] });
  });
});
