/**
 * Fencing by cluster-state generation (bridge mode). Every proxy → replica request carries the
 * cluster state (generation, guid) the sender's config was built from, and every replica reply
 * carries the replica's (statestorage_proxy.cpp, statestorage_replica.cpp; YDB test cases in
 * docs/bridge.md "Fencing by generation"):
 *  - a proxy request that hears of a newer state (greater generation, or the same one with another
 *    guid) answers ERROR at once and notifies its NodeWarden (`CheckConfigVersion`);
 *  - a replica that receives a newer state still serves the request and notifies its NodeWarden.
 * The notice (TEvNodeWardenNotifyConfigMismatch) is only logged by YDB's NodeWarden (NW51), so here
 * it is the trace event `ss.config.mismatch`; the node learns the new state from the bridge keeper.
 */
import type { ActorContext, World } from '../../kernel/actor.ts';
import type { ClusterStateStamp } from '../../model/config/types.ts';
import type { NodeId } from '../../model/topology/types.ts';

export type { ClusterStateStamp };

/** Proto defaults: what every config outside bridge mode (and the spec's own) carries. */
export const NO_CLUSTER_STATE: ClusterStateStamp = { generation: 0, guid: 0 };

/** The stamp this node's StateStorage config carries. */
export function nodeClusterState(world: World): ClusterStateStamp {
  return world.config.statestorage.clusterState ?? NO_CLUSTER_STATE;
}

/** `Info->ClusterStateGeneration < gen || (== gen && Info->ClusterStateGuid != guid)`. */
export function isNewerClusterState(mine: ClusterStateStamp, theirs: ClusterStateStamp): boolean {
  return (
    theirs.generation > mine.generation ||
    (theirs.generation === mine.generation && theirs.guid !== mine.guid)
  );
}

export function showClusterState(s: ClusterStateStamp): string {
  return `${s.generation}/${s.guid.toString(16)}`;
}

/** TEvNodeWardenNotifyConfigMismatch: `peer` told this node of the newer `seen` state. */
export function notifyMismatch(
  ctx: ActorContext,
  by: 'proxy' | 'replica',
  peer: NodeId,
  mine: ClusterStateStamp,
  seen: ClusterStateStamp,
): void {
  ctx.emit({
    kind: 'ss.config.mismatch',
    by,
    peer,
    generation: seen.generation,
    guid: seen.guid,
    ownGeneration: mine.generation,
    ownGuid: mine.guid,
  });
}
