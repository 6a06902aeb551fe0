/**
 * Cluster topology: piles (bridge mode) → realms (datacenters, fail realms) → domains (racks,
 * fail domains) → nodes (one YDB process each). Plain data, so it crosses worker boundaries as is.
 */

/** YDB node ids are small positive integers, numbered from 1 in realm → rack order. */
export type NodeId = number;

export interface Pile {
  /** Stable id, e.g. `A`; also its display name ("pile A"). */
  readonly id: string;
}

export interface Realm {
  /** Stable id and display name, e.g. `dc1`; unique in the topology. */
  readonly id: string;
  /** Pile this datacenter belongs to (bridge mode only). */
  readonly pile?: string;
}

export interface Domain {
  /** Stable id and display name, e.g. `dc1-r2`; unique in the whole topology. */
  readonly id: string;
  readonly realm: string;
}

export interface SimNode {
  readonly id: NodeId;
  /** Display name, e.g. `n7`. */
  readonly name: string;
  readonly domain: string;
  readonly realm: string;
  readonly pile?: string;
}

export interface Topology {
  /** Preset name or a user-given label. */
  readonly name: string;
  readonly piles: readonly Pile[];
  readonly realms: readonly Realm[];
  readonly domains: readonly Domain[];
  /** Sorted by id; ids are 1..n without gaps for presets, arbitrary unique positives otherwise. */
  readonly nodes: readonly SimNode[];
  /**
   * Node slots the run reserves for growing the cluster: outside it (down, holding nothing, not
   * counted) until `node.add` / `rack.add` / `dc.add` joins them (./membership.ts). Default none.
   */
  readonly reserve?: readonly NodeId[];
}
