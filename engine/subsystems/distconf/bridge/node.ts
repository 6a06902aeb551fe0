/**
 * The bridge keeper's per-node state and what both of its halves — the root's rounds (rounds.ts) and
 * the node's own handling (actor.ts) — use to reach peers.
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import type { ClusterState } from '../../../model/bridge/state.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { KEEPER_TICK_US, type KeeperState } from './keeper.ts';
import { linkAllowed, pileMap, type PileMap } from './links.ts';
import type { BridgeMessage } from './messages.ts';
import type { DsProxyState } from './dsproxy.ts';
import type { SyncerHost } from './syncer.ts';
import type { AcceptorRecord, Round } from '../../../model/bridge/paxos.ts';

export const BRIDGE_SERVICE = 'bridge';

/** A session this node refused: down until `until`, then kept (lapsed) until a handshake passes. */
export interface SessionRefusal {
  readonly until: number;
  readonly reason: string;
  /** The generations both sides showed, so a retry that changes nothing logs nothing new. */
  readonly mine: number;
  readonly theirs: number;
}

/** Admin commands on their way to the root and back (forward.ts). */
export interface Invokes {
  /** Forwarded by this node, not answered yet: the root it went to, the command, its `ref`. */
  readonly sent: { readonly root: NodeId; readonly command: string; readonly ref: number }[];
  /** At the root: commands forwarded to it, by `ref`, and the node waiting for each. */
  readonly taken: { readonly ref: number; readonly from: NodeId }[];
}

export interface BridgeActorState extends SyncerHost {
  stored: ClusterState;
  tick: number;
  /** Peer → when it was last heard. */
  readonly heard: Map<NodeId, number>;
  keeper: KeeperState | null;
  /** When this incarnation started (a restarted node first listens: see `tick`). */
  readonly startedAt: number;
  /** The root's ballot for the keeper's pending proposal (paxos.ts). */
  round: Round | null;
  /** The ballot this node promised and the proposal it persisted for the next generation. */
  record: AcceptorRecord | null;
  root: boolean;
  /** Sessions this node refused at the handshake (sessions.ts), by peer. */
  readonly sessions: Map<NodeId, SessionRefusal>;
  /** The peers it last told the kernel to hold down (ctx.refusePeers), in topology order. */
  refusing: readonly NodeId[];
  /** Peers whose heartbeat said their drive is lost (`bridge.hb` `driveLost`). */
  readonly lostDrives: Set<NodeId>;
  /** The node's dsproxy-proxy and its VDisk's group config (dsproxy.ts). */
  readonly dsproxy: DsProxyState;
  /** Admin commands forwarded to the root and taken from peers, until answered (forward.ts). */
  readonly invokes: Invokes;
}

/** A peer unheard for this long counts as gone (heartbeats go every other tick). */
export const HEARTBEAT_TIMEOUT_US = 5 * KEEPER_TICK_US;

/** This node and the peers it heard within the heartbeat timeout whose links its state allows. */
export function connected(s: BridgeActorState, m: PileMap, ctx: ActorContext): Set<NodeId> {
  const self = ctx.self.node;
  const out = new Set<NodeId>([self]);
  for (const [n, at] of s.heard)
    if (ctx.now - at <= HEARTBEAT_TIMEOUT_US && linkAllowed(s.stored, m, self, n)) out.add(n);
  return out;
}

/**
 * The node's drive, as a durable record beside distconf's (NodeWarden owns both): `disk.lose` marks
 * it lost, `disk.restore` brings it back; it stays lost across the node's restarts.
 */
export const DRIVE_KEY = 'drive';
export const ownDriveLost = (ctx: ActorContext): boolean =>
  (ctx.durable(DRIVE_KEY) as { lost?: boolean } | undefined)?.lost === true;

/**
 * Drives the root counts for disk quorum: this node's unless lost, and those of peers connected or
 * among `answered` that did not report theirs lost. [guess: distconf counts the drives that persisted
 * the proposal; a drive of a reachable node is taken as able to, so commits with healthy drives keep
 * their timing.]
 */
export function driveCounter(
  s: BridgeActorState,
  m: PileMap,
  ctx: ActorContext,
  answered: ReadonlySet<NodeId>,
): (n: NodeId) => boolean {
  const live = connected(s, m, ctx);
  const self = ctx.self.node;
  const selfLost = ownDriveLost(ctx);
  return (n) => (n === self ? !selfLost : (live.has(n) || answered.has(n)) && !s.lostDrives.has(n));
}

export const to = (node: NodeId) => ({ node, name: BRIDGE_SERVICE });

export function piles(ctx: ActorContext): PileMap {
  return pileMap(ctx.world.topology);
}

/** Sends `msg` to every node this node's state (or `also`) lets it reach. */
export function broadcast(
  s: BridgeActorState,
  m: PileMap,
  ctx: ActorContext,
  msg: BridgeMessage,
  also?: ClusterState,
): void {
  const self = ctx.self.node;
  for (const n of m.nodes)
    if (n !== self && (linkAllowed(s.stored, m, self, n) || (also && linkAllowed(also, m, self, n))))
      ctx.send(to(n), msg);
}

/** Two different states for one generation. */
export function conflicts(a: ClusterState, b: ClusterState): boolean {
  if (a.generation !== b.generation) return false;
  return a.primary !== b.primary || a.promoted !== b.promoted || a.perPile.some((x, i) => x !== b.perPile[i]);
}

/**
 * What the keeper keeps on the node's disk: the committed state and the ballot promised with the
 * proposal persisted for the next generation. YDB's PDisk metadata record holds the committed
 * StorageConfig (its ClusterState included) and the ProposedStorageConfig (`PersistConfig`,
 * distconf_persistent_storage.cpp), so a restarted node still knows both: it must not promise or
 * accept anew what it already answered, nor forget a DISCONNECTED pile.
 */
export interface BridgeDisk {
  readonly committed: ClusterState;
  readonly proposal: AcceptorRecord | null;
}

export function persist(s: BridgeActorState, ctx: ActorContext): void {
  ctx.storeDurable(BRIDGE_SERVICE, { committed: s.stored, proposal: s.record } satisfies BridgeDisk);
}

/** The node's acceptor record changes, on disk before any answer leaves. */
export function setRecord(s: BridgeActorState, record: AcceptorRecord | null, ctx: ActorContext): void {
  s.record = record;
  persist(s, ctx);
}

/** The first connected node of the primary pile: where the keeper runs. */
export function leaderOf(s: BridgeActorState, m: PileMap, live: ReadonlySet<NodeId>): NodeId | undefined {
  return m.nodes.find((n) => live.has(n) && m.pileOf.get(n) === s.stored.primary);
}
