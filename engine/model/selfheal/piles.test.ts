import { describe, expect, it } from 'vitest';
import type { ClusterConfig, RingGroup } from '../config/types.ts';
import { pileMoves } from './piles.ts';

const g = (pile: string, nodes: number[], writeOnly = false): RingGroup => ({
  ntoSelect: 3,
  writeOnly,
  pile,
  rings: nodes.map((n) => ({ replicas: [n] })),
});
const cfg = (groups: RingGroup[]): ClusterConfig =>
  ({
    statestorage: { ringGroups: groups },
    board: { ringGroups: groups },
    schemeboard: { ringGroups: groups },
  }) as unknown as ClusterConfig;

describe('pileMoves', () => {
  it('lists per pile the nodes leaving and joining its counted groups, write-only leftovers ignored', () => {
    const cur = cfg([g('A', [1, 2, 3]), g('B', [4, 5, 6]), g('B', [9], true)]);
    const moves = pileMoves(['A', 'B'], cur, { statestorage: [g('A', [1, 2, 3]), g('B', [4, 7, 6])] });
    expect(moves).toEqual([
      { pile: 'A', leave: [], join: [] },
      { pile: 'B', leave: [5], join: [7] },
    ]);
  });
  it('is empty without piles', () => {
    expect(pileMoves([], cfg([g('A', [1])]), {})).toEqual([]);
  });
});
