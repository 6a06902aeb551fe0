/**
 * Each pile's static group as the page shows it, derived from two folds' states: which nodes are up
 * (clusterStatus.ts) and which drives are lost (bridge.ts `lostDrives`). A VDisk is up when its node
 * is up and its drive is not lost; the group's and the pile's disk quorum are distconf's checks
 * (model/bridge/staticgroup.ts, distconf_quorum.cpp) over those drives.
 */
import {
  groupHasQuorum,
  pileHasDiskQuorum,
  staticGroups,
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
  readonly pile: string;
  readonly erasure: StaticErasure;
  readonly vdisks: readonly StaticVDiskStatus[];
  /** `CheckQuorumForGroup` over the VDisks that are up. */
  readonly groupQuorum: boolean;
  /** `HasDiskQuorum` over the pile's drives that answer (node up, drive not lost). */
  readonly driveQuorum: boolean;
}

export function staticGroupStatus(
  topology: Topology,
  lostDrives: ReadonlySet<NodeId>,
  nodeUp: (n: NodeId) => boolean,
): StaticGroupStatus[] {
  const driveOk = (n: NodeId) => nodeUp(n) && !lostDrives.has(n);
  return staticGroups(topology).map((g) => ({
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
    driveQuorum: pileHasDiskQuorum(topology, g.pile, driveOk),
  }));
}
