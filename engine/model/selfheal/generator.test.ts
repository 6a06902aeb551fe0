import { describe, expect, it } from 'vitest';
import { cluster, flat, groups } from '../reconfig/testing.ts';
import { recommendConfig } from './generator.ts';
import { racks, states } from './testing.ts';

const nodesOf = (g: { rings: readonly { replicas: readonly number[] }[] }) =>
  g.rings.map((r) => [...r.replicas]);

describe('recommendConfig (TStateStoragePerPileGenerator)', () => {
  it('S9: nodes used by StateStorage rank as state 1, so Board and SchemeBoard move to other nodes', () => {
    const t = racks(8, 3);
    const cur = cluster(groups(flat([1, 4, 7, 10, 13, 16, 19, 22], 5)));
    const r = recommendConfig({ topology: t, current: cur, nodeStates: states(t) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(nodesOf(r.targets.statestorage[0]!).flat()).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
    expect(nodesOf(r.targets.board[0]!).flat()).toEqual([2, 5, 8, 11, 14, 17, 20, 23]);
    expect(nodesOf(r.targets.schemeboard[0]!).flat()).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
    expect(r.faulty).toBe(false);
  });

  it('with pile-up the subsystems share the best nodes', () => {
    const t = racks(8, 3);
    const cur = cluster(groups(flat([1, 4, 7, 10, 13, 16, 19, 22], 5)));
    const r = recommendConfig({ topology: t, current: cur, nodeStates: states(t), pileup: true });
    expect(r.ok && nodesOf(r.targets.board[0]!).flat()).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
  });

  it('one ring per rack; a rack whose good node is taken gives its next node', () => {
    const t = racks(8, 2);
    const cur = cluster(groups(flat([1, 3, 5, 7, 9, 11, 13, 15], 5)));
    const r = recommendConfig({ topology: t, current: cur, nodeStates: states(t, [3]) });
    expect(r.ok && nodesOf(r.targets.statestorage[0]!).flat()).toEqual([1, 4, 5, 7, 9, 11, 13, 15]);
  });

  it('keeps the shape (NToSelect, rings, replicas per ring)', () => {
    const t = racks(4, 3);
    const g = {
      ntoSelect: 3,
      writeOnly: false,
      rings: [
        [1, 2],
        [4, 5],
        [7, 8],
        [10, 11],
      ].map((replicas) => ({ replicas })),
    };
    const r = recommendConfig({
      topology: t,
      current: cluster(groups(g)),
      nodeStates: states(t, [5]),
      pileup: true,
    });
    expect(r.ok && r.targets.statestorage[0]?.ntoSelect).toBe(3);
    expect(r.ok && nodesOf(r.targets.statestorage[0]!)).toEqual([
      [1, 2],
      [4, 6],
      [7, 8],
      [10, 11],
    ]);
  });

  it('reports faulty nodes when healthy ones run out, and refuses impossible shapes', () => {
    const t = racks(8);
    const cur = cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5)));
    const r = recommendConfig({ topology: t, current: cur, nodeStates: states(t, [2]) });
    expect(r.ok && r.faulty).toBe(true);
    const small = racks(4);
    const no = recommendConfig({ topology: small, current: cur, nodeStates: states(small) });
    expect(no.ok).toBe(false);
  });

  it('treats absent nodes as the worst state', () => {
    const t = racks(9);
    const cur = cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5)));
    const known = new Map([1, 2, 4, 5, 6, 7, 8, 9].map((n) => [n, 0]));
    const r = recommendConfig({ topology: t, current: cur, nodeStates: known, pileup: true });
    expect(r.ok && nodesOf(r.targets.statestorage[0]!).flat()).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
  });
});
