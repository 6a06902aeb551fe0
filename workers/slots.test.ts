import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPreset, type ClusterConfig } from '../engine/index.ts';
import { assignSlots, partitionSlots } from './slots.ts';

function replicaNodes(config: ClusterConfig): Set<number> {
  const out = new Set<number>();
  for (const sub of Object.values(config))
    for (const g of sub.ringGroups) for (const r of g.rings) for (const n of r.replicas) out.add(n);
  return out;
}

const bump = (xs: number[], k: number | undefined) => {
  xs[k as number] = (xs[k as number] as number) + 1;
};

describe('pool slots', () => {
  it('partitions by datacenter: one slot per DC, every node of a DC in its slot', () => {
    const { topology } = loadPreset('mirror-3-dc');
    const slots = partitionSlots(
      topology,
      topology.nodes.map((n) => n.id),
    );
    expect(new Set(slots.values()).size).toBe(topology.realms.length);
    for (const a of topology.nodes)
      for (const b of topology.nodes) expect(slots.get(a.id) === slots.get(b.id)).toBe(a.realm === b.realm);
  });

  it('spreads the replica nodes of ydb-1000 evenly over the pool', () => {
    const { topology, config } = loadPreset('ydb-1000');
    const nodes = topology.nodes.map((n) => n.id);
    const hosting = replicaNodes(config);
    for (const size of [2, 3, 4, 8]) {
      const slots = assignSlots(nodes, config, size);
      const perSlot = new Array<number>(size).fill(0);
      const all = new Array<number>(size).fill(0);
      for (const n of nodes) bump(all, slots.get(n));
      for (const n of hosting) bump(perSlot, slots.get(n));
      expect(Math.max(...perSlot) - Math.min(...perSlot)).toBeLessThanOrEqual(1);
      expect(Math.max(...all) - Math.min(...all)).toBeLessThanOrEqual(REPLICA_SPREAD);
    }
  });

  it('gives every node one slot in range, the same for the same input', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const nodes = topology.nodes.map((n) => n.id);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (size) => {
        const a = assignSlots(nodes, config, size);
        expect([...a.keys()].sort((x, y) => x - y)).toEqual([...nodes].sort((x, y) => x - y));
        for (const k of a.values()) expect(k >= 0 && k < size).toBe(true);
        expect(assignSlots(nodes, config, size)).toEqual(a);
      }),
    );
  });
});

/** Node counts may differ by what balancing the weights costs: a replica node weighs 1 + 8 × replicas. */
const REPLICA_SPREAD = 30;
