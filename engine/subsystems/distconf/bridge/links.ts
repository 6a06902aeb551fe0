/**
 * Who a node's bridge keeper talks to under the cluster state it holds: interconnect to a
 * DISCONNECTED pile is torn down and not retried (`AllowsConnection=false`, bridge.h) — the node
 * refuses its nodes in the kernel (ctx.refusePeers) until a state lets the pile connect again —
 * while nodes of one pile always reach each other.
 */
import { PILE_STATE_TRAITS, type ClusterState } from '../../../model/bridge/state.ts';
import type { NodeId, Topology } from '../../../model/topology/types.ts';

export interface PileMap {
  readonly names: readonly string[];
  /** Node → its pile index. */
  readonly pileOf: ReadonlyMap<NodeId, number>;
  /** Nodes in topology order. */
  readonly nodes: readonly NodeId[];
}

export function pileMap(t: Topology): PileMap {
  const names = t.piles.map((p) => p.id);
  const pileOf = new Map<NodeId, number>();
  for (const n of t.nodes) if (n.pile !== undefined) pileOf.set(n.id, names.indexOf(n.pile));
  return { names, pileOf, nodes: t.nodes.map((n) => n.id) };
}

export function linkAllowed(state: ClusterState, m: PileMap, a: NodeId, b: NodeId): boolean {
  const pa = m.pileOf.get(a);
  const pb = m.pileOf.get(b);
  if (pa === undefined || pb === undefined) return false;
  if (pa === pb) return true;
  const sa = state.perPile[pa];
  const sb = state.perPile[pb];
  return (
    sa !== undefined &&
    sb !== undefined &&
    PILE_STATE_TRAITS[sa].allowsConnection &&
    PILE_STATE_TRAITS[sb].allowsConnection
  );
}

/**
 * The nodes `self` holds interconnect to down under `state`: those of other piles that do not allow
 * connection (DISCONNECTED). A node of a DISCONNECTED pile itself refuses nobody for it, so the state
 * that rejoins its pile reaches it once the other side lifts its refusal.
 */
export function refusedPeers(state: ClusterState, m: PileMap, self: NodeId): NodeId[] {
  const own = m.pileOf.get(self);
  return m.nodes.filter((n) => {
    const p = m.pileOf.get(n);
    if (p === undefined || p === own) return false;
    const s = state.perPile[p];
    return s !== undefined && !PILE_STATE_TRAITS[s].allowsConnection;
  });
}
