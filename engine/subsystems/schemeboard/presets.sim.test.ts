/**
 * SchemeBoard on the presets: mirror-3-dc with a DC down, and a write-only group. One schema change
 * is counted against what the protocol must send: per changed path (the object and its parent
 * directory) one Update and one Ack per replica of the union of its path and PathId selections.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation, type ClusterSimulation as Simulation } from '../../cluster.ts';
import { loadPreset } from '../../presets.ts';
import type { ClusterConfig, RingGroup } from '../../model/config/types.ts';
import type { Topology } from '../../model/topology/types.ts';
import { pathIdTargets } from './targets.ts';
import { writeReplicas } from '../board/contract.ts';
import { createSchemeBoardChecker } from './invariants/schemeboard.ts';

const S = 1_000_000;
const ID = '72057594046678944';
const TABLE = {
  type: 'table' as const,
  columns: [{ name: 'id', type: 'Uint64', key: true }],
  indexes: ['by_x'],
};

function sent(s: Simulation, from: number, to: number): Record<string, number> {
  const c: Record<string, number> = {};
  for (const e of s.trace.events)
    if (e.kind === 'msg.sent' && e.t >= from && e.t < to) c[e.msg] = (c[e.msg] ?? 0) + 1;
  return c;
}
function lastView(s: Simulation, path: string, node: number) {
  return s.trace.events.filter((e) => e.kind === 'schema.view' && e.path === path && e.node === node).at(-1);
}
function check(s: Simulation, topology: Topology, config: ClusterConfig): string[] {
  const c = createSchemeBoardChecker({ topology, config, seed: 0 });
  return [...s.trace.events.flatMap((e) => c.observe(e)), ...(c.finish?.(s.now) ?? [])];
}

describe('schemeboard on presets', () => {
  it('mirror-3-dc: a create sends Update + Ack to the union of both selections, for the object and its parent', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const world = { topology, config, seed: 0 };
    const s = createClusterSimulation({ topology, config, seed: 6 });
    const nodes = topology.nodes.map((n) => n.id);
    s.schedule(0, { kind: 'schemeshard.boot', node: 1, tabletId: ID });
    for (const n of nodes) s.schedule(10_000, { kind: 'schemeboard.subscribe', node: n, path: '/Root/t' });
    s.schedule(2 * S, { kind: 'schema.change', node: 14, op: 'create', path: '/Root/t', object: TABLE });
    s.runUntilSync(3 * S);
    const tUnion = writeReplicas(pathIdTargets(world, ID, '/Root/t', 2)).length;
    const rootUnion = writeReplicas(pathIdTargets(world, ID, '/Root', 1)).length;
    const c = sent(s, 2 * S, 3 * S);
    expect(c['sb.update']).toBe(tUnion + rootUnion);
    expect(c['sb.updateAck']).toBe(tUnion + rootUnion);
    for (const n of nodes) expect(lastView(s, '/Root/t', n)).toMatchObject({ version: 1, deleted: false });
    // every cache subscribed to the path's 9 replicas: 27 caches -> one notify from each replica each
    expect(c['sb.notify']).toBe(9 * nodes.length);

    s.schedule(3 * S, { kind: 'dc.down', dc: 'dc2' });
    s.schedule(4 * S, {
      kind: 'schema.change',
      node: 1,
      op: 'alter',
      path: '/Root/t',
      object: { ...TABLE, indexes: [] },
    });
    s.runUntilSync(8 * S);
    const alive = topology.nodes.filter((n) => n.realm !== 'dc2').map((n) => n.id);
    for (const n of alive) expect(lastView(s, '/Root/t', n)).toMatchObject({ version: 2 });
    expect(
      s.trace.events.filter((e) => e.kind === 'schema.committed' && e.path === '/Root/t').at(-1),
    ).toMatchObject({ version: 2 });
    expect(check(s, topology, config)).toEqual([]);
  });

  it('a write-only group is populated but never needed for the quorum ack', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    // primary on each rack's first node, the write-only group on its second node
    const base = config.schemeboard.ringGroups[0]!;
    const primary: RingGroup = { ...base, rings: base.rings.map((r) => ({ replicas: [r.replicas[0]!] })) };
    const second: RingGroup = {
      ...base,
      writeOnly: true,
      actorIdOffset: 16,
      rings: base.rings.map((r) => ({ replicas: [r.replicas[1]!] })),
    };
    // StateStorage on the first nodes too, so the cut below does not isolate the SchemeShard tablet
    const cfg: ClusterConfig = {
      ...config,
      statestorage: { ringGroups: [primary] },
      schemeboard: { ringGroups: [primary, second] },
    };
    const s = createClusterSimulation({ topology, config: cfg, seed: 3 });
    // the write-only group's nodes are cut off from the SchemeShard: the change still commits
    const woNodes = second.rings.map((r) => r.replicas[0]!);
    s.schedule(0, { kind: 'schemeshard.boot', node: 1, tabletId: ID });
    s.schedule(S, { kind: 'schemeboard.subscribe', node: 3, path: '/Root/t' });
    s.schedule(S, { kind: 'link.cut', a: { nodes: [1] }, b: { nodes: woNodes.filter((n) => n !== 1) } });
    s.schedule(2 * S, { kind: 'schema.change', node: 3, op: 'create', path: '/Root/t', object: TABLE });
    s.runUntilSync(4 * S);
    expect(s.trace.events.some((e) => e.kind === 'schema.committed' && e.path === '/Root/t')).toBe(true);
    expect(lastView(s, '/Root/t', 3)).toMatchObject({ version: 1 });
    // healed: the write-only replicas are filled by the populator's re-handshake and full sync
    s.schedule(4 * S, { kind: 'net.healAll' });
    s.runUntilSync(8 * S);
    const filled = s.trace.events.filter(
      (e) => e.kind === 'replica.changed' && e.replica.startsWith('sbr:16:') && e.key === '/Root/t',
    );
    expect(filled.length).toBeGreaterThan(0);
  });
});
