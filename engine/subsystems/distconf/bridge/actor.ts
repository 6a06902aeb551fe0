/**
 * `bridge`: distconf's per-node bridge part. Every node holds the committed cluster state, hears
 * peers' heartbeats (carrying their state; a newer one is adopted), drops links to DISCONNECTED
 * piles. The primary pile's first live node runs the keeper (keeper.ts); each proposal is a Paxos
 * round (rounds.ts) acknowledged by node quorum of its mandatory piles. A node keeps its state and
 * promise on disk (node.ts). The scepter (`GlobalQuorum`) needs node quorum in every mandatory pile:
 * without it admin switches still commit, automatic transitions and sync wait, and losing it drops
 * the proposal in flight. A node reaching no primary-pile node runs a command itself.
 */
import type { ActorContext, Behaviour, Envelope, InboxOf } from '../../../kernel/actor.ts';
import { applyClusterState } from '../../../model/bridge/ringgroups.ts';
import { nodeQuorumByPile } from '../../../model/bridge/quorum.ts';
import { initialClusterState, type ClusterState } from '../../../model/bridge/state.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { assertNever } from '../../../util/assert.ts';
import type { BridgeCommand } from './commands.ts';
import type { BridgeEvent } from './events.ts';
import { initKeeper, keeperAbort, keeperAdmin, keeperTick, KEEPER_TICK_US, stateView } from './keeper.ts';
import { linkAllowed, refusedPeers, type PileMap } from './links.ts';
import { handshake, syncRefusals } from './sessions.ts';
import type { BridgeInbox } from './messages.ts';
import { isDriveCommand, onDriveCommand, type DriveCommand } from './drives.ts';
import {
  adoptDsProxy,
  initDsProxy,
  isDsProxyCommand,
  onPut,
  onPutCommand,
  onPutResult,
  type DsProxyCommand,
} from './dsproxy.ts';
import { onGet, onGetCommand, onGetResult } from './dsget.ts';
import { onSyncerReply, syncerTick } from './syncer.ts';
import { onVDiskMessage } from './vdisk.ts';
import {
  BRIDGE_SERVICE,
  broadcast,
  connected,
  driveCounter,
  HEARTBEAT_TIMEOUT_US,
  leaderOf,
  ownDriveLost,
  persist,
  piles,
  type BridgeActorState,
  type BridgeDisk,
} from './node.ts';
import { missingDiskPiles, missingQuorumPiles, bridgeRootEligible } from './quorum.ts';
import { currentRound, onPaxos, resendRound, stampVersion, startRound } from './rounds.ts';
import * as invoke from './forward.ts';
import { stateVersion } from '../version.ts';

export { BRIDGE_SERVICE, type BridgeActorState } from './node.ts';

/** Takes a newer committed state: the node now acts on it. */
function adopt(s: BridgeActorState, state: ClusterState, ctx: ActorContext): void {
  if (state.generation <= s.stored.generation) return;
  s.stored = state;
  adoptDsProxy(s.dsproxy, state);
  if (s.record && s.record.generation <= state.generation) s.record = null;
  persist(s, ctx);
  // Interconnect to a DISCONNECTED pile is held down until a state lets the pile connect again
  // (AllowsConnection=false, bridge.h): the kernel drops messages both ways and a fault heal does not
  // reconnect it. Both ends' actors hear the session break, so e.g. Board replicas drop the entries
  // of publishers across it (board_replica.cpp DisconnectSession), and nothing republishes them
  // before the pile rejoins.
  const m = piles(ctx);
  syncRefusals(s, m, ctx);
  if (s.keeper && !s.keeper.pending && s.keeper.stored.generation < state.generation)
    s.keeper = initKeeper(state, s.keeper.queue);
  if (s.keeper?.pending && s.keeper.pending.state.generation <= state.generation)
    s.keeper = initKeeper(state, s.keeper.queue);
  currentRound(s);
  const names = m.names;
  ctx.emit({ kind: 'bridge.applied', ...stateView(state, names) });
  // The node's ring groups take the pile states (ExtractStateStorageConfig): its proxies stop
  // contacting NOT_SYNCHRONIZED and DISCONNECTED groups and await the others.
  // It runs the version minted with the state, so a node that missed states takes the newest one
  // under the number its peers run. A number not above the running one lost a race with a
  // reconfiguration minted elsewhere: the pile states still apply, under the running number.
  const config = applyClusterState(ctx.world.config, state, names);
  const running = ctx.world.configVersion ?? 1;
  ctx.applyConfig(config, Math.max(running, stateVersion(state) ?? running + 1));
}

function emitAll(s: BridgeActorState, m: PileMap, ctx: ActorContext, events: readonly BridgeEvent[]): void {
  for (const e of events) {
    ctx.emit(e);
    // A new proposal takes a new ballot: its promises may oblige the root to finish another (rounds.ts).
    if (e.kind === 'bridge.proposed' && s.keeper?.pending) {
      stampVersion(s, ctx);
      startRound(s, m, ctx);
    } else if (e.kind === 'bridge.committed' && s.keeper) {
      const prev = s.stored;
      adopt(s, s.keeper.stored, ctx);
      broadcast(s, m, ctx, { kind: 'bridge.commit', state: s.stored }, prev);
    }
  }
  invoke.answerDone(s.invokes, s.keeper, ctx);
}

/** An admin command, from the CLI (`from` 0) or forwarded by a peer; run here when this is the root. */
function admin(s: BridgeActorState, c: BridgeCommand, ctx: ActorContext, from = 0): void {
  const m = piles(ctx);
  const live = connected(s, m, ctx);
  const leader = leaderOf(s, m, live);
  if (leader !== undefined && leader !== ctx.self.node) return invoke.forwardAdmin(s.invokes, leader, c, ctx);
  if (from !== 0) invoke.takeForwarded(s.invokes, c, from);
  s.keeper ??= initKeeper(s.stored);
  const q = nodeQuorumByPile(ctx.world.topology, (n) => live.has(n));
  emitAll(s, m, ctx, [keeperAdmin(s.keeper, c, m.names, q)]);
}

function tick(s: BridgeActorState, ctx: ActorContext): void {
  const m = piles(ctx);
  s.tick++;
  // A refused session whose retry is due is lifted: the peer's next heartbeat is a new handshake.
  if (s.sessions.size > 0) syncRefusals(s, m, ctx);
  if (s.tick % 2 === 0)
    broadcast(s, m, ctx, {
      kind: 'bridge.hb',
      state: s.stored,
      ...(ownDriveLost(ctx) ? { driveLost: true as const } : {}),
    });
  const live = connected(s, m, ctx);
  const self = ctx.self.node;
  // A restarted node has heard nobody yet, so every node of a rack that comes back would find itself
  // the primary pile's first live node and run a keeper beside the real one (two commits of one
  // generation). It listens for a heartbeat timeout first, as distconf binds before it can be root.
  const listening = ctx.incarnation > 1 && ctx.now - s.startedAt < HEARTBEAT_TIMEOUT_US;
  const leader = !listening && leaderOf(s, m, live) === self;
  const root = leader && bridgeRootEligible(ctx.world.topology, s.stored, self, live);
  if (leader && root !== s.root) ctx.emit({ kind: 'bridge.root', root, generation: s.stored.generation });
  if (s.root && !root && s.keeper) emitAll(s, m, ctx, keeperAbort(s.keeper));
  s.root = root;
  if (leader) s.keeper ??= initKeeper(s.stored);
  if (s.keeper) {
    const r = currentRound(s);
    // Outbid (another root promised a higher ballot): start again above it.
    if (s.keeper.pending && (!r || r.outbid)) startRound(s, m, ctx);
    else resendRound(s, m, ctx);
    // In the prepare phase the quorum asked for is of promises, then of acks for the ballot.
    const answered = new Set(currentRound(s)?.answered ?? []);
    const driveOk = driveCounter(s, m, ctx, answered);
    const events = keeperTick(
      s.keeper,
      {
        nodeQuorum: nodeQuorumByPile(ctx.world.topology, (n) => live.has(n)),
        missing: (p) => missingQuorumPiles(ctx.world.topology, p, answered, driveOk),
        missingDisks: (p) => missingDiskPiles(ctx.world.topology, p, driveOk),
        scepter: root,
      },
      m.names,
    );
    emitAll(s, m, ctx, events);
    if (root) emitAll(s, m, ctx, syncerTick(s, s.keeper, m, ctx));
    if (!leader && !s.keeper.pending && s.keeper.queue.length === 0) s.keeper = null;
  }
  ctx.schedule(KEEPER_TICK_US, { kind: 'bridge.tick' });
}

/**
 * A put or get through the node's proxy; every VDisk counts but those whose drive is known lost:
 * bridge.cpp sends to each VDisk of a connected pile and lets the answers decide (so a VDisk reached
 * as a link heals refuses a stale proxy by its PPGeneration).
 */
function dsproxyCommand(s: BridgeActorState, c: DsProxyCommand, m: PileMap, ctx: ActorContext): void {
  if (c.kind === 'dsproxy.get') return onGetCommand(s.dsproxy, c.blob, ctx);
  const self = ctx.self.node;
  const selfLost = ownDriveLost(ctx);
  const vdiskOk = (n: NodeId) => (n === self ? !selfLost : !s.lostDrives.has(n));
  onPutCommand(s.dsproxy, c, vdiskOk, m, ctx);
}

/** What the keeper handles (liveness comes from heartbeats; a session notice only fails forwarded commands). */
const INBOX = [
  'cmd',
  'bridge.admin',
  'bridge.adminDone',
  'sys.disconnected',
  'bridge.tick',
  'bridge.hb',
  'bridge.prepare',
  'bridge.promise',
  'bridge.propose',
  'bridge.ack',
  'bridge.nack',
  'bridge.commit',
  'bridge.put',
  'bridge.putResult',
  'bridge.get',
  'bridge.getResult',
  'bridge.syncRead',
  'bridge.syncData',
  'bridge.syncCopy',
  'bridge.syncCopied',
] as const;
type In = InboxOf<BridgeInbox, typeof INBOX>;

function receive(s: BridgeActorState, env: Envelope<In>, ctx: ActorContext): void {
  const msg = env.msg;
  const m = piles(ctx);
  const from = env.from.node;
  const fromPeer = from !== 0 && from !== ctx.self.node;
  // Torn-down interconnect: nothing from a node this node's state keeps disconnected — except that
  // a node of a DISCONNECTED pile takes a newer state from anyone: that is how a rejoin reaches it.
  const selfCut = s.stored.perPile[m.pileOf.get(ctx.self.node) ?? -1] === 'DISCONNECTED';
  const carriesState = msg.kind === 'bridge.hb' || msg.kind === 'bridge.commit';
  if (fromPeer && !linkAllowed(s.stored, m, ctx.self.node, from) && !(selfCut && carriesState)) return;
  switch (msg.kind) {
    case 'cmd': {
      const c = msg.command as BridgeCommand | DriveCommand | DsProxyCommand;
      if (isDsProxyCommand(c)) return dsproxyCommand(s, c, m, ctx);
      return isDriveCommand(c) ? onDriveCommand(c, ctx) : admin(s, c, ctx);
    }
    case 'bridge.admin':
      return admin(s, msg.command, ctx, from);
    case 'bridge.adminDone':
      return invoke.onAdminDone(s.invokes, msg.ref, ctx);
    case 'sys.disconnected':
      return invoke.onRootDisconnected(s.invokes, msg.node, s.stored.generation, ctx);
    case 'bridge.tick':
      return tick(s, ctx);
    case 'bridge.hb': {
      // A peer unheard for a heartbeat timeout (or refused before) opens a new session: handshake.
      const last = s.heard.get(from);
      const fresh = last === undefined || ctx.now - last > HEARTBEAT_TIMEOUT_US || s.sessions.has(from);
      if (fresh && !selfCut) {
        const { accepted, advance } = handshake(s, from, msg.state, m, ctx);
        if (advance) adopt(s, msg.state, ctx);
        if (!accepted) return;
      }
      s.heard.set(from, ctx.now);
      if (msg.driveLost) s.lostDrives.add(from);
      else s.lostDrives.delete(from);
      return adopt(s, msg.state, ctx);
    }
    case 'bridge.prepare':
    case 'bridge.promise':
    case 'bridge.propose':
    case 'bridge.ack':
    case 'bridge.nack':
      return onPaxos(s, msg, env, m, ctx);
    case 'bridge.commit':
      return adopt(s, msg.state, ctx);
    case 'bridge.put':
      return onPut(s.dsproxy, msg, from, ownDriveLost(ctx), ctx);
    case 'bridge.putResult':
      return onPutResult(s.dsproxy, msg, from, m, ctx);
    case 'bridge.get':
      return onGet(s.dsproxy, msg, from, ownDriveLost(ctx), ctx);
    case 'bridge.getResult':
      return onGetResult(s.dsproxy, msg, from, m, ctx);
    case 'bridge.syncRead':
    case 'bridge.syncCopy':
      return onVDiskMessage(msg, from, ownDriveLost(ctx), ctx);
    case 'bridge.syncData':
    case 'bridge.syncCopied':
      return onSyncerReply(s, msg, from);
    default:
      return assertNever(msg, 'bridge keeper message');
  }
}

export const bridgeKeeper: Behaviour<BridgeActorState, In> = {
  type: 'bridge.keeper',
  inbox: INBOX,
  init(ctx) {
    ctx.schedule(KEEPER_TICK_US, { kind: 'bridge.tick' });
    // A restarted node boots with what it kept on disk (node.ts BridgeDisk). The kernel lifted its
    // refusals when it went down, so it holds a DISCONNECTED pile down again at once.
    const disk = ctx.durable(BRIDGE_SERVICE) as BridgeDisk | undefined;
    const stored = disk?.committed ?? initialClusterState(ctx.world.topology.piles.length);
    const refused = refusedPeers(stored, piles(ctx), ctx.self.node);
    if (refused.length > 0) ctx.refusePeers(refused);
    return {
      sessions: new Map(),
      refusing: refused,
      stored,
      tick: 0,
      heard: new Map(),
      keeper: null,
      startedAt: ctx.now,
      round: null,
      record: disk?.proposal ?? null,
      root: false,
      lostDrives: new Set(),
      dsproxy: initDsProxy(stored),
      syncer: null,
      invokes: invoke.initInvokes(),
    };
  },
  receive,
};
