/**
 * YDB's CMS maintenance check for StateStorage (ydb/core/cms/cms.cpp `TryToLockStateStorageReplica`,
 * ring states from ydb/core/cms/cluster_info.cpp `TStateStorageRingInfo::CountState`). CMS looks at
 * StateStorage rings only: it collects the StateStorage config (info_collector.cpp) and has no check
 * for Board or SchemeBoard replicas; their answer comes from quorum.ts's exact rule instead.
 *
 * What YDB does, modelled here: a ring is "Restart" when any of its replica nodes is down or locked,
 * "Disabled" when `IsDisabled`; the node's own ring is left out of the count (a disabled own ring
 * allows at once) and counts as one more restarting ring. MAX_AVAILABILITY allows one unavailable
 * ring; KEEP_AVAILABLE allows (nto_select - 1) / 2 counting disabled rings too. Nodes of one request
 * are checked one after another, each allowed node locked for the next (CMS's temporary locks).
 * Guesses: CMS reads a single ring list; with several ring groups the rule is applied to each
 * counted group. The "Locked" state (a node started less than a timeout ago) needs start times the
 * model does not keep, so it is always 0.
 */
import type { ClusterConfig, RingGroup } from '../config/types.ts';
import { isContacted } from '../quorum/quorum.ts';
import type { NodeId } from '../topology/types.ts';

/** YDB EAvailabilityMode: MODE_MAX_AVAILABILITY (CMS's default) or MODE_KEEP_AVAILABLE. */
export type CmsMode = 'max-availability' | 'keep-available';
export const CMS_MODES: readonly CmsMode[] = ['max-availability', 'keep-available'];

export interface CmsRefusal {
  /** The requested node CMS refused. */
  readonly node: NodeId;
  /** StateStorage ring group and ring (0-based) of that node. */
  readonly group: number;
  readonly ring: number;
  /** Other rings already unavailable (down, locked by this request, or disabled in keep-available). */
  readonly unavailableRings: readonly number[];
  readonly restartRings: number;
  readonly lockedRings: number;
  readonly disabledRings: number;
  readonly maxUnavailable: number;
  /** CMS's own text, word for word as cms.cpp builds it. */
  readonly reason: string;
}

/** The ring of a node in a group; YDB keeps one ring per node (StateStorageNodeToRingId, the last wins). */
function ringOf(g: RingGroup, node: NodeId): number | undefined {
  let found: number | undefined;
  g.rings.forEach((r, i) => {
    if (r.replicas.includes(node)) found = i;
  });
  return found;
}

function checkNode(
  g: RingGroup,
  group: number,
  node: NodeId,
  unavailable: (n: NodeId) => boolean,
  mode: CmsMode,
): CmsRefusal | undefined {
  const current = ringOf(g, node);
  if (current === undefined || g.rings[current]!.disabled) return undefined;
  const currentRestart = g.rings[current]!.replicas.some(unavailable);
  let restartRings = 0;
  let disabledRings = 0;
  const unavailableRings: number[] = [];
  g.rings.forEach((r, i) => {
    if (i === current) return;
    if (r.disabled) {
      disabledRings++;
      if (mode === 'keep-available') unavailableRings.push(i);
    } else if (r.replicas.some(unavailable)) {
      restartRings++;
      unavailableRings.push(i);
    }
  });
  restartRings++; // "Add current ring to restart rings"
  const lockedRings = 0;
  const shownRestart = currentRestart ? restartRings : restartRings - 1;
  const max = mode === 'max-availability' ? 1 : Math.floor((g.ntoSelect - 1) / 2);
  const used = restartRings + lockedRings + (mode === 'keep-available' ? disabledRings : 0);
  if (used <= max) return undefined;
  const reason =
    `Too many unavailable state storage rings. Restarting rings: ${shownRestart}. ` +
    `Temporary (for a 2 minutes) locked rings: ${lockedRings}. ` +
    (mode === 'keep-available' ? `Disabled rings: ${disabledRings}. ` : '') +
    `Maximum allowed number of unavailable rings for this mode: ${max}`;
  return {
    node,
    group,
    ring: current,
    unavailableRings,
    restartRings: shownRestart,
    lockedRings,
    disabledRings,
    maxUnavailable: max,
    reason,
  };
}

/**
 * CMS's answer for taking `request` down while `alreadyDown` is down: undefined when allowed, else
 * the first refusal (nodes in ascending id order, as CMS walks a request's actions in turn).
 */
export function cmsStateStorageCheck(
  config: ClusterConfig,
  alreadyDown: Iterable<NodeId>,
  request: Iterable<NodeId>,
  mode: CmsMode = 'max-availability',
): CmsRefusal | undefined {
  const locked = new Set(alreadyDown);
  const unavailable = (n: NodeId) => locked.has(n);
  const groups = config.statestorage.ringGroups;
  for (const node of [...new Set(request)].sort((a, b) => a - b)) {
    for (const [i, g] of groups.entries()) {
      if (!isContacted(g.state) || g.writeOnly) continue;
      const refusal = checkNode(g, i, node, unavailable, mode);
      if (refusal) return refusal;
    }
    locked.add(node);
  }
  return undefined;
}
