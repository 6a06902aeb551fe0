import { describe, expect, it } from 'vitest';
import { initialClusterState, type ClusterState, type PileState } from '../../../model/bridge/state.ts';
import { loadPreset } from '../../../presets.ts';
import { pileMap, refusedPeers } from './links.ts';

const { topology } = loadPreset('bridge-2-piles');
const m = pileMap(topology);
const nodesOf = (pile: number) => m.nodes.filter((n) => m.pileOf.get(n) === pile);
const [a, b] = [nodesOf(0), nodesOf(1)];
const state = (perPile: PileState[]): ClusterState => ({ ...initialClusterState(2), perPile, generation: 1 });

describe('refusedPeers', () => {
  it('a node refuses the nodes of other DISCONNECTED piles, never its own pile', () => {
    const s = state(['SYNCHRONIZED', 'DISCONNECTED']);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(refusedPeers(s, m, a[0] as number)).toEqual(b);
    // The DISCONNECTED pile's own nodes refuse nobody: the rejoining state must reach them.
    expect(refusedPeers(s, m, b[0] as number)).toEqual([]);
  });

  it('refuses nobody once the pile is NOT_SYNCHRONIZED or SYNCHRONIZED', () => {
    for (const p of ['NOT_SYNCHRONIZED_1', 'NOT_SYNCHRONIZED_2', 'SYNCHRONIZED'] as const)
      expect(refusedPeers(state(['SYNCHRONIZED', p]), m, a[0] as number)).toEqual([]);
  });
});
