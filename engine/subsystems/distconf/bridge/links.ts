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

/** Per topology object (a run's topology is one object; membership changes make a new one). */
const maps = new WeakMap<Topology, PileMap>();

/** The piles' names and each node's pile, built once per topology: the keeper asks on every message. */
export function pileMap(t: Topology): PileMap {
  let m = maps.get(t);
  if (!m) {
    const names = t.piles.map((p) => p.id);
    const pileOf = new Map<NodeId, number>();
    for (const n of t.nodes) if (n.pile !== undefined) pileOf.set(n.id, names.indexOf(n.pile));
    m = { names, pileOf, nodes: t.nodes.map((n) => n.id) };
    maps.set(t, m);
  }
  return m;
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

/**
 * Why `self` refuses a session `peer` offers, or null: the static-node branch of
 * `TDistconfBridgeConnectionCheckerActor::ProcessPeerConfig` (nodewarden/distconf_connectivity.cpp),
 * in its order and with its texts. `mine` is the state this node holds, `theirs` the one the peer's
 * handshake carries. `ValidateClusterState` (primary and promoted SYNCHRONIZED, pile count) always
 * holds here: the model never builds another state. Past the generation check YDB accepts two
 * SYNCHRONIZED piles; otherwise it compares the unsynced-config records and histories, which this
 * model does not keep, so it accepts there too.
 */
export function handshakeRefusal(
  mine: ClusterState,
  theirs: ClusterState,
  m: PileMap,
  self: NodeId,
  peer: NodeId,
): string | null {
  const own = m.pileOf.get(self);
  const other = m.pileOf.get(peer);
  if (own === undefined || other === undefined || own === other) return null;
  const disconnected = "can't establish connection to node belonging to disconnected pile";
  if (mine.perPile[other] === 'DISCONNECTED') return `${disconnected}: remote disconnected`;
  if (mine.perPile[own] === 'DISCONNECTED') return `${disconnected}: local disconnected`;
  // CheckStateCompatibility: the states must match in every pile, primary and promoted; a generation
  // that differs alone makes the lower side advance its own (AdvanceClusterStateGeneration).
  if (
    mine.primary !== theirs.primary ||
    mine.promoted !== theirs.promoted ||
    mine.perPile.some((x, i) => x !== theirs.perPile[i])
  )
    return 'ClusterState is different';
  if (mine.generation < theirs.generation) return 'ClusterState generation mismatch: updating local';
  if (theirs.generation < mine.generation) return 'ClusterState generation mismatch: updating peer';
  return null;
}
