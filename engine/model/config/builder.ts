import type { Topology } from '../topology/types.ts';
import { indexTopology } from '../topology/build.ts';
import type { ClusterConfig, Ring, RingGroup, Subsystem, SubsystemConfig } from './types.ts';

/** How to derive one subsystem's rings from a topology. Every field has a YDB-like default. */
export interface PlacementOptions {
  /** Rings per realm (the seeds' `k`): default 3 with ≥ 3 realms, else up to 8 racks in all. */
  readonly ringsPerRealm?: number;
  /** Replicas per ring, taken from the rack's first nodes: default min(nodes in rack, 3). */
  readonly replicasPerRing?: number;
  /** Default: YDB's generator rule (see `defaultNtoSelect`). */
  readonly ntoSelect?: number;
  readonly ringSpecificNodeSelection?: boolean;
}

export interface BuildOptions {
  readonly statestorage?: PlacementOptions;
  readonly board?: PlacementOptions;
  readonly schemeboard?: PlacementOptions;
  /** Options applied to all three subsystems (per-subsystem options win). */
  readonly all?: PlacementOptions;
}

/**
 * YDB's auto-generated `NToSelect` (distconf_statestorage_config_generator.cpp, TDistconfGenerateConfigTest):
 * with < 3 DCs: 1 ring → 1, 3–4 rings → 3, ≥ 5 rings → 5; with ≥ 3 DCs: 9 rings → 9 (3 per DC).
 * Generalised: the largest odd number ≤ rings, capped at 5 for one/two DCs and at 9 for three or more.
 */
function defaultNtoSelect(rings: number, realms: number): number {
  const cap = realms >= 3 ? 9 : 5;
  const n = Math.min(rings, cap);
  return n % 2 === 1 ? n : Math.max(1, n - 1);
}

function placeRings(topology: Topology, realmIds: readonly string[], opts: PlacementOptions): Ring[] {
  const idx = indexTopology(topology);
  const realms = realmIds.length;
  // Generator: < 3 DCs behave as one node group with at most 8 rings; ≥ 3 DCs get 3 rings each.
  const perRealm = opts.ringsPerRealm ?? (realms >= 3 ? 3 : Math.ceil(8 / Math.max(1, realms)));
  const rings: Ring[] = [];
  for (const realm of realmIds) {
    const racks = topology.domains.filter((d) => d.realm === realm);
    for (const rack of racks.slice(0, perRealm)) {
      const nodes = idx.nodesOfDomain.get(rack.id) ?? [];
      const count = Math.max(1, Math.min(nodes.length, opts.replicasPerRing ?? 3));
      if (nodes.length > 0) rings.push({ replicas: nodes.slice(0, count) });
    }
  }
  return rings;
}

function buildGroup(
  topology: Topology,
  realmIds: readonly string[],
  opts: PlacementOptions,
  pile?: string,
  primary = true,
): RingGroup {
  const rings = placeRings(topology, realmIds, opts);
  const group: RingGroup = {
    ntoSelect: opts.ntoSelect ?? defaultNtoSelect(rings.length, realmIds.length),
    writeOnly: false,
    rings,
    ...(opts.ringSpecificNodeSelection ? { ringSpecificNodeSelection: true } : {}),
  };
  return pile === undefined ? group : { ...group, pile, state: primary ? 'PRIMARY' : 'SYNCHRONIZED' };
}

/** One subsystem: one ring group, or one per pile in bridge mode (the first pile is PRIMARY). */
export function buildSubsystemConfig(topology: Topology, opts: PlacementOptions = {}): SubsystemConfig {
  if (topology.piles.length === 0) {
    return {
      ringGroups: [
        buildGroup(
          topology,
          topology.realms.map((r) => r.id),
          opts,
        ),
      ],
    };
  }
  return {
    ringGroups: topology.piles.map((p, i) =>
      buildGroup(
        topology,
        topology.realms.filter((r) => r.pile === p.id).map((r) => r.id),
        opts,
        p.id,
        i === 0,
      ),
    ),
  };
}

/** A sound config for all three subsystems (one ring per rack, ≤ k rings per realm). */
export function buildConfig(topology: Topology, options: BuildOptions = {}): ClusterConfig {
  const make = (s: Subsystem) => buildSubsystemConfig(topology, { ...options.all, ...options[s] });
  return { statestorage: make('statestorage'), board: make('board'), schemeboard: make('schemeboard') };
}
