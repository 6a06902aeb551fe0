/** Fixtures the bridge tests share: a two-pile cluster and a two-pile cluster state. Tests only. */
import { buildTopology } from '../topology/build.ts';
import type { Topology } from '../topology/types.ts';
import type { ClusterState, PileState } from './state.ts';

/** Piles A and B, one DC each of `racks` racks x 2 nodes (with one rack: A n1, n2; B n3, n4). */
export function twoPileTopology(racks = 1): Topology {
  return buildTopology({ name: 'b', realms: 2, racksPerRealm: racks, nodesPerRack: 2, piles: ['A', 'B'] });
}

/** Generation 1 with pile states `a`, `b`. */
export const twoPileState = (a: PileState, b: PileState, primary = 0, promoted = primary): ClusterState => ({
  perPile: [a, b],
  primary,
  promoted,
  generation: 1,
});
