/**
 * The static groups as the page shows them — each pile's in bridge mode, else the cluster's one
 * (model/blobstorage/group.ts) — derived from two folds' states: which nodes are up
 * (clusterStatus.ts) and which drives are lost (bridge.ts `lostDrives`; none without piles). A VDisk
 * is up when its node is up and its drive is not lost; the group's quorum is its erasure's
 * (`CheckQuorumForGroup`) and, in bridge mode, the pile's disk quorum distconf's check
 * (model/bridge/staticgroup.ts, distconf_quorum.cpp) over those drives.
 */
import { groupHealth, type GroupHealth } from '../model/blobstorage/group.ts';
import {
  groupHasQuorum,
  pileHasDiskQuorum,
  storageGroups,
  type StaticErasure,
} from '../model/bridge/staticgroup.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';

interface StaticVDiskStatus {
  readonly id: string;
  readonly node: NodeId;
  readonly domain: string;
  readonly up: boolean;
  /** Down because its drive is lost (not only because its node is down). */
  readonly driveLost: boolean;
}

export interface StaticGroupStatus {
  /** The pile's id, or `static` for the one group of a cluster without piles. */
  readonly pile: string;
  readonly erasure: StaticErasure;
  readonly vdisks: readonly StaticVDiskStatus[];
  /** `CheckQuorumForGroup` over the VDisks that are up. */
  readonly groupQuorum: boolean;
  /** Every VDisk up, some down with quorum kept, or below quorum. */
  readonly health: GroupHealth;
  /** `HasDiskQuorum` over the pile's drives that answer (node up, drive not lost); null without piles. */
  readonly driveQuorum: boolean | null;
}

export function staticGroupStatus(
  topology: Topology,
  lostDrives: ReadonlySet<NodeId>,
  nodeUp: (n: NodeId) => boolean,
): StaticGroupStatus[] {
  const driveOk = (n: NodeId) => nodeUp(n) && !lostDrives.has(n);
  const bridge = topology.piles.length >= 2;
  return storageGroups(topology).map((g) => ({
    pile: g.pile,
    erasure: g.erasure,
    vdisks: g.realms.flat().map((v) => ({
      id: v.id,
      node: v.node,
      domain: v.domain,
      up: driveOk(v.node),
      driveLost: lostDrives.has(v.node),
    })),
    groupQuorum: groupHasQuorum(g, (v) => driveOk(v.node)),
    health: groupHealth(g, (v) => driveOk(v.node)),
    driveQuorum: bridge ? pileHasDiskQuorum(topology, g.pile, driveOk) : null,
  }));
}
