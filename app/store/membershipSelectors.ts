/**
 * Who is in the cluster now, read from the engine's membership fold (engine/folds/membership.ts):
 * a reserved slot is drawn as an empty place and a decommissioned node as gone, not as down nodes.
 */
import { isMember, type NodeId } from '../../engine/index.ts';
import type { AppState } from './types.ts';

export type MemberState = 'member' | 'reserved' | 'left';

type S = Pick<AppState, 'membership'>;

export function memberState(s: S, node: NodeId): MemberState {
  const m = s.membership;
  if (m === null || isMember(m, node)) return 'member';
  return m.reserved.has(node) ? 'reserved' : 'left';
}

/** A member SelfHeal is draining (its replicas moving off before it leaves). */
export const isDraining = (s: S, node: NodeId): boolean => s.membership?.draining.has(node) ?? false;

/** A rack whose every node is a reserved slot not joined yet. */
export function rackReserved(s: S & Pick<AppState, 'topology'>, rack: string): boolean {
  const m = s.membership;
  if (m === null || m.reserved.size === 0) return false;
  const nodes = s.topology.nodes.filter((n) => n.domain === rack);
  return nodes.length > 0 && nodes.every((n) => m.reserved.has(n.id));
}

/** Nodes of the topology that are not members now (reserved or decommissioned). */
export function outsideCount(s: S): number {
  return s.membership === null ? 0 : s.membership.reserved.size + s.membership.left.size;
}
