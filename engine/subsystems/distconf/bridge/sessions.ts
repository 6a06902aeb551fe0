/**
 * The interconnect handshake of bridge mode (nodewarden/distconf_connectivity.cpp): before a session
 * the two nodes exchange their storage configs, cluster state included, and the accepting side
 * refuses the session when the states conflict (`ProcessPeerConfig`, links.ts `handshakeRefusal`).
 * Here the first heartbeat a node hears from a peer of another pile after not hearing it (start,
 * restart, a healed cut) is that handshake. A refused peer is held down in the kernel
 * (`ctx.refusePeers`, with the DISCONNECTED piles' nodes) until the retry, when the next heartbeat is
 * a new handshake — so the pair reconnects once both hold the same state.
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import type { ClusterState } from '../../../model/bridge/state.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { stateView } from './keeper.ts';
import { handshakeRefusal, refusedPeers, type PileMap } from './links.ts';
import type { BridgeActorState, SessionRefusal } from './node.ts';

/**
 * How long a refused session stays down before the next handshake. YDB's interconnect retries a
 * failed handshake with its own backoff (not read); one second of virtual time is the model's.
 */
export const SESSION_RETRY_US = 1_000_000;

/** The peers the node holds down now: DISCONNECTED piles' nodes and refused sessions not yet retried. */
function refusalSet(s: BridgeActorState, m: PileMap, self: NodeId, now: number): NodeId[] {
  const held = new Set(refusedPeers(s.stored, m, self));
  for (const [n, r] of s.sessions) if (r.until > now) held.add(n);
  return m.nodes.filter((n) => held.has(n));
}

/** Tells the kernel the refusal set when it changed. */
export function syncRefusals(s: BridgeActorState, m: PileMap, ctx: ActorContext): void {
  const next = refusalSet(s, m, ctx.self.node, ctx.now);
  const prev = s.refusing;
  if (next.length === prev.length && next.every((n, k) => n === prev[k])) return;
  s.refusing = next;
  ctx.refusePeers(next);
}

/**
 * The handshake with `peer`, whose heartbeat carries `theirs`: true when the session is accepted.
 * A refusal is logged with both nodes' states; on "updating local" the node takes the peer's
 * generation, as the root it asks (AdvanceClusterStateGeneration) would commit it.
 */
export function handshake(
  s: BridgeActorState,
  peer: NodeId,
  theirs: ClusterState,
  m: PileMap,
  ctx: ActorContext,
): { accepted: boolean; advance: boolean } {
  const reason = rejoining(s.stored, theirs, m, ctx.self.node, peer)
    ? null
    : handshakeRefusal(s.stored, theirs, m, ctx.self.node, peer);
  const prev = s.sessions.get(peer);
  if (reason === null) {
    if (prev) {
      s.sessions.delete(peer);
      ctx.emit({ kind: 'bridge.session', peer, accepted: true, reason: '', ...views(s.stored, theirs, m) });
      syncRefusals(s, m, ctx);
    }
    return { accepted: true, advance: false };
  }
  const next: SessionRefusal = {
    until: ctx.now + SESSION_RETRY_US,
    reason,
    mine: s.stored.generation,
    theirs: theirs.generation,
  };
  s.sessions.set(peer, next);
  if (!prev || prev.reason !== reason || prev.mine !== next.mine || prev.theirs !== next.theirs)
    ctx.emit({ kind: 'bridge.session', peer, accepted: false, reason, ...views(s.stored, theirs, m) });
  syncRefusals(s, m, ctx);
  return { accepted: false, advance: reason.endsWith('updating local') };
}

/**
 * Either state has one of the two piles catching up (NOT_SYNCHRONIZED): a rejoin under way. YDB's
 * path for it (the unsynced-config merge, MergeUnsyncedPileConfig, and how a rejoining pile's nodes
 * first learn the state that brings them back) was not read in full, so the model lets states
 * through here as it did before the handshake was modelled: the rejoining state reaches the pile.
 */
function rejoining(
  mine: ClusterState,
  theirs: ClusterState,
  m: PileMap,
  self: NodeId,
  peer: NodeId,
): boolean {
  const piles = [m.pileOf.get(self) ?? -1, m.pileOf.get(peer) ?? -1];
  const back = (st: ClusterState) =>
    piles.some((p) => st.perPile[p]?.startsWith('NOT_SYNCHRONIZED') === true);
  return back(mine) || back(theirs);
}

function views(mine: ClusterState, theirs: ClusterState, m: PileMap) {
  const a = stateView(mine, m.names);
  const b = stateView(theirs, m.names);
  return {
    perPile: a.perPile,
    primary: a.primary,
    promoted: a.promoted,
    generation: a.generation,
    peerPerPile: b.perPile,
    peerPrimary: b.primary,
    peerPromoted: b.promoted,
    peerGeneration: b.generation,
  };
}
