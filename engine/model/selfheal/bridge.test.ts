/** SelfHeal in bridge mode: one recommended ring group per pile, each from that pile's nodes. */
import { describe, expect, it } from 'vitest';
import { cluster, flat, groups } from '../reconfig/testing.ts';
import { buildTopology } from '../topology/build.ts';
import { decideSelfHeal } from './decision.ts';
import { recommendConfig } from './generator.ts';
import { states } from './testing.ts';

// Two piles, one DC each, 5 racks of 2 nodes: pile A = nodes 1..10, pile B = 11..20.
const T = buildTopology({ name: 'b', realms: 2, racksPerRealm: 5, nodesPerRack: 2, piles: ['A', 'B'] });
const A = flat([1, 3, 5, 7, 9], 5, { pile: 'A', state: 'PRIMARY' });
const B = flat([11, 13, 15, 17, 19], 5, { pile: 'B', state: 'SYNCHRONIZED' });
const CUR = cluster(groups(A, B));
const nodes = (g: { rings: readonly { replicas: readonly number[] }[] } | undefined) =>
  g?.rings.flatMap((r) => r.replicas);

describe('SelfHeal per pile (TStateStoragePerPileGenerator per pile)', () => {
  it('builds one group per pile from its own nodes, keeping the pile and its state', () => {
    const r = recommendConfig({ topology: T, current: CUR, nodeStates: states(T, [13]) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [ga, gb] = r.targets.statestorage;
    expect(r.targets.statestorage).toHaveLength(2);
    expect([ga?.pile, ga?.state, gb?.pile, gb?.state]).toEqual(['A', 'PRIMARY', 'B', 'SYNCHRONIZED']);
    expect(nodes(ga)).toEqual([1, 3, 5, 7, 9]);
    expect(nodes(gb)).toEqual([11, 14, 15, 17, 19]);
    // Board ranks StateStorage's nodes second best, yet never takes a node of the other pile.
    for (const s of ['board', 'schemeboard'] as const)
      for (const g of r.targets[s]) {
        const pileOf = (n: number) => T.nodes.find((x) => x.id === n)?.pile;
        expect(nodes(g)?.every((n) => pileOf(n) === g.pile)).toBe(true);
      }
  });

  it('a dead node of pile B: one replacement in pile B; Board spreading makes the run FULL', () => {
    const d = decideSelfHeal({ topology: T, current: CUR, nodeStates: states(T, [13]), forceHeal: true });
    expect(d.kind).toBe('FULL');
    if (d.kind !== 'FULL') return;
    expect(d.targets.statestorage?.map((g) => g.pile)).toEqual(['A', 'B']);
    expect(nodes(d.targets.statestorage?.[1])).toEqual([11, 14, 15, 17, 19]);
  });

  it('with pile-up the three subsystems share nodes: a one-node swap 13 → 14 inside pile B', () => {
    const d = decideSelfHeal({
      topology: T,
      current: CUR,
      nodeStates: states(T, [13]),
      pileup: true,
      forceHeal: true,
    });
    expect(d).toMatchObject({ kind: 'ONE_NODE', from: 13, to: 14 });
  });
});

describe('one global replacement (nodesToReplace is shared by the subsystems)', () => {
  it('a subsystem with no bad node of its own still takes the ONE_NODE / FULL test with pile-up', () => {
    const t = buildTopology({ name: 'r9', realms: 1, racksPerRealm: 9, nodesPerRack: 1 });
    const cur = cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5)));
    // Board holds no bad node and the recommended nodes, only in another ring order.
    const current = { ...cur, board: groups(flat([2, 1, 4, 5, 6, 7, 8, 9], 5)) };
    const base = { topology: t, current, nodeStates: states(t, [3]), forceHeal: true };
    const d = decideSelfHeal({ ...base, pileup: true });
    expect(d.kind).toBe('ONE_NODE');
    if (d.kind !== 'ONE_NODE') return;
    expect(d.verdicts.board.kind).toBe('ONE_NODE');
    expect(d.subsystems).toEqual(['statestorage', 'board', 'schemeboard']);
    // Without pile-up its all-good nodes end the check first (YDB's "has bad nodes" test).
    const off = decideSelfHeal(base);
    expect(off.kind !== 'ERROR' && off.verdicts.board).toEqual({ kind: 'NONE', why: 'all-nodes-good' });
  });
});
