/**
 * Bridge mode: what a full SelfHeal run does to each pile. YDB's generator gives every pile its
 * own new ring group from its own nodes (distconf_generate.cpp), so a pile's nodes only leave or
 * join that pile's groups; this lists them per pile, for the trace and the SelfHeal card.
 */
import { RING_SUBSYSTEMS, type ClusterConfig, type RingGroup, type Subsystem } from '../config/types.ts';
import type { NodeId } from '../topology/types.ts';

export interface PileMove {
  readonly pile: string;
  /** Nodes holding a replica of the pile's counted groups now and none of its new groups. */
  readonly leave: readonly NodeId[];
  /** Nodes of the pile's new groups that hold none of its counted groups now. */
  readonly join: readonly NodeId[];
}

const nodesOf = (groups: readonly RingGroup[], pile: string) =>
  new Set(groups.filter((g) => g.pile === pile).flatMap((g) => g.rings.flatMap((r) => r.replicas)));

/** Per pile (in `piles` order), over the moved subsystems; empty without piles. */
export function pileMoves(
  piles: readonly string[],
  current: ClusterConfig,
  targets: Partial<Record<Subsystem, readonly RingGroup[]>>,
): PileMove[] {
  return piles.map((pile) => {
    const before = new Set<NodeId>();
    const after = new Set<NodeId>();
    for (const s of RING_SUBSYSTEMS) {
      const t = targets[s];
      if (t === undefined) continue;
      for (const n of nodesOf(
        current[s].ringGroups.filter((g) => !g.writeOnly),
        pile,
      ))
        before.add(n);
      for (const n of nodesOf(t, pile)) after.add(n);
    }
    const sorted = (xs: Iterable<NodeId>) => [...xs].sort((a, b) => a - b);
    return {
      pile,
      leave: sorted([...before].filter((n) => !after.has(n))),
      join: sorted([...after].filter((n) => !before.has(n))),
    };
  });
}
