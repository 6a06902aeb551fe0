/**
 * SchemeBoard on the real runtime, with the SchemeShard elected through the real StateStorage:
 * 1 DC, 8 racks x 1 node; every subsystem one group of 8 one-replica rings, nto_select 5.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation, type ClusterSimulation as Simulation } from '../../cluster.ts';
import type { TraceEvent } from '../unions.ts';
import { blockWorld } from '../testing/block.ts';
import { targetsFor } from '../board/contract.ts';
import { createSchemeBoardChecker } from './invariants/schemeboard.ts';

function violations(s: Simulation): string[] {
  const c = createSchemeBoardChecker({ topology, config, seed: 0 });
  const out = s.trace.events.flatMap((e) => c.observe(e));
  return [...out, ...(c.finish?.(s.now) ?? [])];
}

const { topology, config } = blockWorld;
const S = 1_000_000;
const TABLE = { type: 'table' as const, columns: [{ name: 'id', type: 'Uint64', key: true }] };
const WIDER = { ...TABLE, columns: [...TABLE.columns, { name: 'v', type: 'Utf8' }] };
const ALL = topology.nodes.map((n) => n.id);

type View = TraceEvent & { kind: 'schema.view' };
function views(s: Simulation, path: string, node?: number): View[] {
  return s.trace.events.filter(
    (e): e is View => e.kind === 'schema.view' && e.path === path && (node === undefined || e.node === node),
  );
}
const lastVersion = (s: Simulation, path: string, node: number) => views(s, path, node).at(-1)?.version;

function boot(seed = 5) {
  const s = createClusterSimulation({ topology, config, seed });
  s.schedule(0, { kind: 'schemeshard.boot', node: 1, tabletId: '72057594046678944' });
  for (const n of ALL) s.schedule(10_000, { kind: 'schemeboard.subscribe', node: n, path: '/Root/db1' });
  return s;
}

describe('schemeboard on the simulation', () => {
  it('a schema change reaches every subscribed cache; the SchemeShard reports it committed', () => {
    const s = boot();
    s.schedule(S, { kind: 'schema.change', node: 3, op: 'create', path: '/Root/db1' });
    s.runUntilSync(3 * S);
    expect(s.trace.events.find((e) => e.kind === 'leader.elected')).toBeTruthy();
    for (const n of ALL) expect(lastVersion(s, '/Root/db1', n)).toBe(1);
    expect(
      s.trace.events.filter((e) => e.kind === 'schema.committed' && e.path === '/Root/db1'),
    ).toHaveLength(1);
    s.schedule(3 * S, { kind: 'schema.change', node: 5, op: 'drop', path: '/Root/db1' });
    s.runUntilSync(5 * S);
    for (const n of ALL) expect(views(s, '/Root/db1', n).at(-1)).toMatchObject({ version: 2, deleted: true });
    expect(violations(s)).toEqual([]);
  });

  it('with a rack down (nto 5 of 8 rings) the change still reaches every live cache', () => {
    const s = boot(9);
    const replicas = targetsFor({ topology, config, seed: 0 }, 'schemeboard', {
      kind: 'path',
      path: '/Root/db1',
    })[0]!.replicas;
    const victim = replicas.map((r) => r.node).find((n) => n !== 1)!;
    s.schedule(2 * S, { kind: 'rack.down', rack: topology.nodes.find((n) => n.id === victim)!.domain });
    s.schedule(3 * S, {
      kind: 'schema.change',
      node: 2 === victim ? 3 : 2,
      op: 'create',
      path: '/Root/db1',
      object: TABLE,
    });
    s.runUntilSync(6 * S);
    for (const n of ALL) if (n !== victim) expect(lastVersion(s, '/Root/db1', n)).toBe(1);
    expect(s.trace.events.some((e) => e.kind === 'schema.committed' && e.path === '/Root/db1')).toBe(true);
  });

  it('a partitioned subscriber resynchronises after heal', () => {
    const s = boot(13);
    const cut = 8;
    s.schedule(2 * S, { kind: 'link.cut', a: { nodes: [cut] }, b: { nodes: ALL.filter((n) => n !== cut) } });
    s.schedule(3 * S, { kind: 'schema.change', node: 2, op: 'create', path: '/Root/db1', object: TABLE });
    s.schedule(4 * S, {
      kind: 'schema.change',
      node: 2,
      op: 'alter',
      path: '/Root/db1',
      object: { ...TABLE, indexes: ['by_id'] },
    });
    s.runUntilSync(8 * S);
    expect(lastVersion(s, '/Root/db1', 2)).toBe(2);
    expect(lastVersion(s, '/Root/db1', cut) ?? 0).toBe(0);
    s.schedule(8 * S, { kind: 'link.heal', a: { nodes: [cut] }, b: { nodes: ALL.filter((n) => n !== cut) } });
    s.runUntilSync(20 * S);
    expect(lastVersion(s, '/Root/db1', cut)).toBe(2);
    expect(violations(s)).toEqual([]);
  });

  it('a stale description never replaces a newer one (a replica that missed the alter answers last)', () => {
    const s = createClusterSimulation({ topology, config, seed: 21 });
    const replicas = targetsFor({ topology, config, seed: 0 }, 'schemeboard', {
      kind: 'path',
      path: '/Root/db1',
    })[0]!.replicas;
    const stale = replicas.map((r) => r.node).find((n) => n !== 1)!;
    const reader = ALL.find((n) => n !== 1 && n !== stale)!;
    s.schedule(0, { kind: 'schemeshard.boot', node: 1, tabletId: '72057594046678944' });
    s.schedule(S, { kind: 'schema.change', node: 2, op: 'create', path: '/Root/db1', object: TABLE });
    // the populator can no longer reach the stale replica: it keeps v1
    s.schedule(2 * S, { kind: 'link.cut', a: { nodes: [1] }, b: { nodes: [stale] } });
    s.schedule(3 * S, {
      kind: 'schema.change',
      node: reader,
      op: 'alter',
      path: '/Root/db1',
      object: { ...TABLE, indexes: ['i'] },
    });
    // the reader subscribes late; the stale replica's answer is the slowest
    s.schedule(4 * S, { kind: 'link.delay', a: { nodes: [reader] }, b: { nodes: [stale] }, extraUs: 50_000 });
    s.schedule(4 * S + 1, { kind: 'schemeboard.subscribe', node: reader, path: '/Root/db1' });
    s.runUntilSync(6 * S);
    const staleHas = s.trace.events
      .filter((e) => e.kind === 'replica.changed' && e.node === stale && e.key === '/Root/db1')
      .at(-1);
    expect(staleHas).toMatchObject({ summary: 'table v1 g2 id 2' });
    expect(views(s, '/Root/db1', reader).map((v) => v.version)).toEqual([2]);
    expect(violations(s)).toEqual([]);
  });

  it('a SchemeShard booted elsewhere after its node died reads its schema back and goes on from it', () => {
    const s = boot(17);
    s.schedule(S, { kind: 'schema.change', node: 3, op: 'create', path: '/Root/db1', object: TABLE });
    s.schedule(2 * S, { kind: 'node.down', node: 1 });
    s.schedule(3 * S, { kind: 'schemeshard.boot', node: 2, tabletId: '72057594046678944' });
    s.schedule(6 * S, { kind: 'schema.change', node: 4, op: 'create', path: '/Root/db1', object: TABLE });
    s.schedule(7 * S, { kind: 'schema.change', node: 4, op: 'alter', path: '/Root/db1', object: WIDER });
    s.runUntilSync(10 * S);
    const elected = s.trace.events.filter((e) => e.kind === 'leader.elected');
    expect(elected.map((e) => e.kind === 'leader.elected' && e.generation)).toEqual([2, 3]);
    // gen 3 knows /Root/db1 (the second create is refused) and alters it to v2, never back to v1
    const committed = s.trace.events.filter((e) => e.kind === 'schema.committed' && e.path === '/Root/db1');
    expect(committed.map((e) => e.kind === 'schema.committed' && [e.generation, e.version])).toEqual([
      [2, 1],
      [3, 1],
      [3, 2],
    ]);
    // gen 3 republishes what it read back as its own (g3 v1), then its alter (g3 v2)
    for (const n of ALL.filter((x) => x !== 1)) {
      expect(views(s, '/Root/db1', n).map((v) => [v.generation, v.version])).toEqual([
        [0, 0],
        [2, 1],
        [3, 1],
        [3, 2],
      ]);
    }
    expect(violations(s)).toEqual([]);
  });
});
