import { indexTopology, type TopologyIndex } from './build.ts';
import type { NodeId, Topology } from './types.ts';

/** A set of nodes named by node ids, racks (fail domains), datacenters (realms) or piles. */
export interface NodeSet {
  readonly nodes?: readonly NodeId[];
  readonly racks?: readonly string[];
  readonly dcs?: readonly string[];
  readonly piles?: readonly string[];
}

/**
 * Resolves a NodeSet (nodes, racks, DCs, piles) to sorted node ids. Unknown names throw with the
 * offending name, so a scenario or CLI typo is reported instead of silently failing nothing.
 */
export function resolveNodeSet(t: Topology, set: NodeSet, idx: TopologyIndex = indexTopology(t)): NodeId[] {
  const out = new Set<NodeId>();
  const take = (
    kind: string,
    names: readonly string[] | undefined,
    map: ReadonlyMap<string, readonly NodeId[]>,
  ) => {
    for (const name of names ?? []) {
      const nodes = map.get(name);
      if (!nodes)
        throw new Error(`unknown ${kind} '${name}' (known: ${[...map.keys()].join(', ') || 'none'})`);
      for (const n of nodes) out.add(n);
    }
  };
  for (const n of set.nodes ?? []) {
    if (!idx.node.has(n))
      throw new Error(`unknown node ${n} (nodes are ${t.nodes[0]?.id ?? '?'}..${t.nodes.at(-1)?.id ?? '?'})`);
    out.add(n);
  }
  take('rack', set.racks, idx.nodesOfDomain);
  take('datacenter', set.dcs, idx.nodesOfRealm);
  take('pile', set.piles, idx.nodesOfPile);
  return [...out].sort((a, b) => a - b);
}
