import { describe, expect, it } from 'vitest';
import { buildTopology } from '../model/topology/build.ts';
import { cluster, flat, groups } from '../model/reconfig/testing.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { BOOT_GRACE_US, CONFIG_QUORUMS_INTERSECT, disjointSubsystem, reconfigChecker } from './reconfig.ts';

const G1 = flat([1, 2, 3, 4, 5], 3);
const G2 = flat([6, 7, 8, 9, 10], 3);
const world = {
  topology: buildTopology({ name: 't', realms: 1, racksPerRealm: 10, nodesPerRack: 1 }),
  config: cluster(groups(G1)),
  seed: 0,
};
const step = (n: number) =>
  [
    cluster(groups(G1, { ...G2, writeOnly: true })),
    cluster(groups(G1, G2)),
    cluster(groups(G2, { ...G1, writeOnly: true })),
    cluster(groups(G2)),
  ][n - 1]!;
const committed = (version: number): TraceEvent => ({
  kind: 'config.committed',
  t: 0,
  node: 1,
  version,
  command: 'config.replace',
  config: step(version - 1),
});
const applied = (node: number, version: number, t = 1): TraceEvent => ({
  kind: 'config.applied',
  t,
  node,
  version,
});

describe('config-quorums-intersect', () => {
  it('adjacent steps always share a counted group; two steps apart do not', () => {
    expect(disjointSubsystem(world.config, step(1))).toBeUndefined();
    expect(disjointSubsystem(step(1), step(2))).toBeUndefined();
    expect(disjointSubsystem(step(2), step(3))).toBeUndefined();
    expect(disjointSubsystem(world.config, step(3))).toBe('statestorage');
    expect(disjointSubsystem(step(1), step(4))).toBe('statestorage');
  });

  it('reports live nodes two steps apart, once per pair of versions', () => {
    const c = reconfigChecker(world);
    expect(c.name).toBe(CONFIG_QUORUMS_INTERSECT);
    const out = [2, 3, 4, 5].flatMap((v) => [...c.observe(committed(v)), ...c.observe(applied(2, v))]);
    expect(out).toEqual([
      'n1 runs config v1 and n2 v4: their counted statestorage ring groups are disjoint, so their quorums need not intersect',
      'n1 runs config v1 and n2 v5: their counted statestorage ring groups are disjoint, so their quorums need not intersect',
    ]);
  });

  it('a step at a time across every node is fine; a down node does not count, a rebooted one after its grace', () => {
    const c = reconfigChecker(world);
    const ids = world.topology.nodes.map((n) => n.id);
    const out: string[] = [...c.observe({ kind: 'node.down', t: 0, node: 0, target: 10 })];
    for (const v of [2, 3, 4, 5]) {
      out.push(...c.observe(committed(v)));
      for (const n of ids.filter((x) => x !== 10)) out.push(...c.observe(applied(n, v)));
    }
    expect(out).toEqual([]);
    expect(c.observe({ kind: 'node.up', t: 10, node: 0, target: 10 })).toEqual([]);
    expect(c.observe(applied(3, 5, 20))).toEqual([]);
    const late = c.observe({ kind: 'note', t: 10 + BOOT_GRACE_US, node: 0, text: 'tick' } as TraceEvent);
    expect(late).toEqual([
      'n10 runs config v1 and n1 v5: their counted statestorage ring groups are disjoint, so their quorums need not intersect',
    ]);
  });
});
