/**
 * Each pile's static group and the two disk checks distconf adds to node quorum for a config commit
 * (distconf_quorum.cpp `HasConfigQuorum` = `HasDiskQuorum` && `HasStorageQuorum`).
 *
 * Layout: in bridge mode distconf allocates one static group per pile, only on that pile's nodes,
 * all with the same erasure, behind a bridge proxy group listing them (`GenerateFirstConfig` /
 * `AllocateStaticGroup`, distconf_generate.cpp). The group mapper puts fail realms on datacenters
 * and fail domains on racks; here a VDisk sits on the first node of each rack it uses.
 *
 * Checks, per mandatory pile (the others are not looked at):
 * - `HasDiskQuorum`: every node has one drive; in each datacenter of the pile strictly more drives
 *   answered than did not, and strictly more such datacenters than the others.
 * - `HasStorageQuorum`: the pile's static group passes its erasure's `CheckQuorumForGroup`
 *   (blobstorage_groupinfo.cpp): a fail domain counts only when ALL its VDisks answered; the failed
 *   ones must fit the fail model — mirror-3-dc: at most 2 realms with a failed domain and at most 1
 *   with two; the ordinary checker (block-4-2 and the mirror layouts): failed domains ≤ handoff.
 */
import {
  clusterGroup,
  groupHasQuorum,
  groupVDisks,
  placeGroup,
  type Group,
  type GroupErasure,
} from '../blobstorage/group.ts';
import type { NodeId, Topology } from '../topology/types.ts';

export { groupHasQuorum, groupVDisks };
export type StaticErasure = GroupErasure;
export type StaticGroup = Group;

/** The static group of each pile, in the topology's pile order; empty outside bridge mode. */
export function staticGroups(topology: Topology): StaticGroup[] {
  return topology.piles.map((p) =>
    placeGroup(
      topology,
      p.id,
      topology.realms.filter((r) => r.pile === p.id).map((r) => r.id),
    ),
  );
}

/** Groups placed per topology (a run's topology is one object; membership changes make a new one). */
const placed = new WeakMap<Topology, readonly StaticGroup[]>();
const placedPiles = new WeakMap<Topology, readonly StaticGroup[]>();

/** `staticGroups`, placed once per topology: a proxy looks its groups up on every put and answer. */
export function pileGroups(topology: Topology): readonly StaticGroup[] {
  let g = placedPiles.get(topology);
  if (!g) {
    g = staticGroups(topology);
    placedPiles.set(topology, g);
  }
  return g;
}

/**
 * The groups a tablet's log goes to, by index: each pile's static group in bridge mode, else the
 * cluster's one static group (model/blobstorage/group.ts) at index 0.
 */
export function storageGroups(topology: Topology): readonly StaticGroup[] {
  let g = placed.get(topology);
  if (!g) {
    g = topology.piles.length >= 2 ? pileGroups(topology) : [clusterGroup(topology)];
    placed.set(topology, g);
  }
  return g;
}

/** `HasDiskQuorum` for one pile: a strict majority of its datacenters each with a strict majority of drives. */
export function pileHasDiskQuorum(
  topology: Topology,
  pile: string,
  driveOk: (n: NodeId) => boolean,
): boolean {
  const realms = topology.realms.filter((r) => r.pile === pile);
  let ok = 0;
  let err = 0;
  for (const realm of realms) {
    const nodes = topology.nodes.filter((n) => n.realm === realm.id);
    if (nodes.length === 0) continue; // a datacenter without drives is not counted
    const good = nodes.filter((n) => driveOk(n.id)).length;
    if (good > nodes.length - good) ok++;
    else err++;
  }
  return ok > err;
}

/** Both disk checks for `pile`: its drives and its static group, with `driveOk` the drives that answered. */
export function pileHasStorageQuorum(
  topology: Topology,
  group: StaticGroup | undefined,
  driveOk: (n: NodeId) => boolean,
): boolean {
  if (!group) return false;
  return pileHasDiskQuorum(topology, group.pile, driveOk) && groupHasQuorum(group, (v) => driveOk(v.node));
}
