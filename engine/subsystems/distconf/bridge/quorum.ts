/**
 * The seams' predicates for bridge mode: a config commit needs node quorum, among the nodes that
 * acknowledged it, in every pile the new state makes mandatory (distconf_quorum.cpp, `mindPrev=false`),
 * and each such pile's drives and static group must have their disk quorum (`HasDiskQuorum`,
 * `HasStorageQuorum`: staticgroup.ts); the root must sit in the primary pile and see quorum in every
 * mandatory pile (`GlobalQuorum`).
 */
import { mandatoryPiles, pileHasNodeQuorum, rootEligible } from '../../../model/bridge/quorum.ts';
import { pileGroups, pileHasStorageQuorum } from '../../../model/bridge/staticgroup.ts';
import type { ClusterState } from '../../../model/bridge/state.ts';
import type { NodeId, Topology } from '../../../model/topology/types.ts';

/**
 * Mandatory piles (names) of `state` lacking node quorum among `nodes` or, with `driveOk`, disk
 * quorum among the drives it accepts; empty = quorum.
 */
export function missingQuorumPiles(
  topology: Topology,
  state: ClusterState,
  nodes: ReadonlySet<NodeId>,
  driveOk?: (n: NodeId) => boolean,
): string[] {
  const names = topology.piles.map((p) => p.id);
  const disks = driveOk ? missingDiskPiles(topology, state, driveOk) : [];
  return mandatoryPiles(state)
    .map((i) => names[i]!)
    .filter((pile) => disks.includes(pile) || !pileHasNodeQuorum(topology, pile, (n) => nodes.has(n)));
}

/** Mandatory piles (names) of `state` whose drives or static group lack disk quorum among `driveOk`. */
export function missingDiskPiles(
  topology: Topology,
  state: ClusterState,
  driveOk: (n: NodeId) => boolean,
): string[] {
  const groups = pileGroups(topology);
  return mandatoryPiles(state)
    .filter((i) => !pileHasStorageQuorum(topology, groups[i], driveOk))
    .map((i) => topology.piles[i]!.id);
}

/** Commit-quorum predicate: every mandatory pile of the proposed state has node quorum among the acks. */
export function bridgeCommitQuorum(
  topology: Topology,
  proposed: ClusterState,
  acked: ReadonlySet<NodeId>,
): boolean {
  return missingQuorumPiles(topology, proposed, acked).length === 0;
}

/** The index of a node's pile in the topology's pile order (-1 outside bridge mode). */
function pileIndexOf(topology: Topology, node: NodeId): number {
  const pile = topology.nodes.find((n) => n.id === node)?.pile;
  return pile === undefined ? -1 : topology.piles.findIndex((p) => p.id === pile);
}

/** Root-election predicate (B12): `node` may be root when it is in the primary pile and `connected` give quorum. */
export function bridgeRootEligible(
  topology: Topology,
  state: ClusterState,
  node: NodeId,
  connected: ReadonlySet<NodeId>,
): boolean {
  const names = topology.piles.map((p) => p.id);
  return rootEligible(state, pileIndexOf(topology, node), (i) =>
    pileHasNodeQuorum(topology, names[i]!, (n) => connected.has(n)),
  );
}
