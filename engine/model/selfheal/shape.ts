/**
 * The ring-group shape YDB's recommended-config generator picks for a set of nodes:
 * `TStateStoragePerPileGenerator::CalculateRingsParameters`
 * (ydb/core/blobstorage/nodewarden/distconf_statestorage_config_generator.cpp).
 *
 * One node group (fewer than 3 datacenters): fewer than 5 nodes → one ring per node, NToSelect 1
 * (under 3 nodes) or 3; otherwise min(nodes, 8) rings, NToSelect 5. Three node groups (≥ 3
 * datacenters, one group per datacenter): 3 rings per group when the smallest group has ≥ 3 nodes
 * (NToSelect 9 over the 9 rings), else 1 ring per group (NToSelect 3). Replicas per ring:
 * 1 + nodes / 1000, back to 1 when the rings would not fit in the smallest group.
 *
 * Where the model guesses: YDB's `FillNodeGroups` (the version read) puts every datacenter's nodes
 * into group 0 even when it sizes the list to 3; the model takes one group per datacenter (the three
 * largest, by node count then name), which is what the sizing and `NToSelect 9` are written for.
 * A rack is the fail domain here; YDB counts racks only when it picks nodes, not in the shape.
 */
import type { SimNode } from '../topology/types.ts';

export interface RingShape {
  readonly ntoSelect: number;
  /** Rings of the whole group (all node groups together). */
  readonly rings: number;
  readonly perRing: number;
}

/** Node groups as YDB forms them: one, or three (one per datacenter) from 3 datacenters up. */
function nodeGroups(nodes: readonly SimNode[]): readonly (readonly SimNode[])[] {
  const byDc = new Map<string, SimNode[]>();
  for (const n of nodes) byDc.set(n.realm, [...(byDc.get(n.realm) ?? []), n]);
  if (byDc.size < 3) return [nodes];
  return [...byDc]
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))
    .slice(0, 3)
    .map(([, g]) => g);
}

/** `CalculateRingsParameters` for `nodes` (the live members of one pile, or of the cluster). */
export function recommendedShape(nodes: readonly SimNode[]): RingShape {
  const groups = nodeGroups(nodes);
  const minNodes = Math.min(...groups.map((g) => g.length));
  if (groups.length === 1) {
    if (minNodes < 5) return { rings: minNodes, ntoSelect: minNodes < 3 ? 1 : 3, perRing: 1 };
    return { rings: Math.min(minNodes, 8), ntoSelect: 5, perRing: 1 + Math.floor(minNodes / 1000) };
  }
  const perGroup = minNodes < 3 ? 1 : 3;
  const total = groups.reduce((s, g) => s + g.length, 0);
  const perRing = (1 + Math.floor(total / 1000)) * perGroup > minNodes ? 1 : 1 + Math.floor(total / 1000);
  return { rings: perGroup * groups.length, ntoSelect: perGroup < 3 ? 3 : 9, perRing };
}
