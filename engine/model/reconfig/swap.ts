/**
 * When a one-node swap keeps quorums intersecting. SelfHeal's ReassignStateStorageNode path
 * (distconf_selfheal.cpp) changes a counted group in place, so the old and new group are not the
 * `SameConfiguration`; YDB takes it only when the rings holding bad nodes are at most
 * NToSelect − majority (invoke_ss `SelfHealStateStorage`). With those rings' old replicas down, a
 * majority under the old group uses unchanged rings only, and any majority under the new group
 * needs more than the changed rings: the two meet in an unchanged ring. A ring only marked
 * IsDisabled counts as unchanged (no selection, proxy or replica code reads the flag).
 */
import { majority, type RingGroup } from '../config/types.ts';
import type { NodeId } from '../topology/types.ts';

const sameNodes = (a: readonly NodeId[], b: readonly NodeId[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** `next` is `prev` with some ring slots reassigned away from down nodes, few enough to keep majorities meeting. */
export function quorumsMeetAfterSwap(
  prev: RingGroup,
  next: RingGroup,
  isDown: (n: NodeId) => boolean,
): boolean {
  if (prev.ntoSelect !== next.ntoSelect || prev.rings.length !== next.rings.length) return false;
  if ((prev.state ?? 'PRIMARY') !== (next.state ?? 'PRIMARY')) return false;
  if ((prev.actorIdOffset ?? 0) !== (next.actorIdOffset ?? 0)) return false;
  if ((prev.ringSpecificNodeSelection ?? false) !== (next.ringSpecificNodeSelection ?? false)) return false;
  let changed = 0;
  for (let i = 0; i < prev.rings.length; i++) {
    const a = prev.rings[i]?.replicas ?? [];
    const b = next.rings[i]?.replicas ?? [];
    if (sameNodes(a, b)) continue;
    if (a.length !== b.length || !a.filter((n) => !b.includes(n)).every(isDown)) return false;
    changed++;
  }
  return changed <= prev.ntoSelect - majority(prev.ntoSelect);
}
