/** Shared fixtures of the SelfHeal tests (not part of the public API). */
import { buildTopology } from '../topology/build.ts';
import type { NodeId, Topology } from '../topology/types.ts';

/** One DC, `racks` racks of `perRack` nodes (node ids rack-major from 1). */
export function racks(count: number, perRack = 1): Topology {
  return buildTopology({
    name: `r${count}x${perRack}`,
    realms: 1,
    racksPerRealm: count,
    nodesPerRack: perRack,
  });
}

/** Every node of `t` GOOD (0) except `bad` (BAD = 4). */
export function states(t: Topology, bad: readonly NodeId[] = []): Map<NodeId, number> {
  return new Map(t.nodes.map((n) => [n.id, bad.includes(n.id) ? 4 : 0]));
}
