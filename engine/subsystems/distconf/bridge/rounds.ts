/**
 * The keeper's proposals as Paxos rounds (paxos.ts) on a running node: the root's ballot for its
 * pending proposal (prepare, then propose the state the promises oblige it to finish), and every
 * node's answers as the acceptor of the next generation. The root is a node too: it promises and
 * accepts its own ballot through the same rules.
 */
import type { ActorContext, Envelope } from '../../../kernel/actor.ts';
import { clusterStateGuid, PILE_STATE_TRAITS, type ClusterState } from '../../../model/bridge/state.ts';
import { nodeQuorumByPile, persistsProposedConfig } from '../../../model/bridge/quorum.ts';
import { keeperFinish } from './keeper.ts';
import type { PileMap } from './links.ts';
import type { BridgeMessage } from './messages.ts';
import {
  broadcast,
  conflicts,
  driveCounter,
  ownDriveLost,
  setRecord,
  type BridgeActorState,
} from './node.ts';
import {
  acceptorAccept,
  acceptorPrepare,
  ballotLess,
  newRound,
  nextBallot,
  noteOutbid,
  notePromise,
  sameBallot,
  type Accepted,
  type Ballot,
} from '../../../model/bridge/paxos.ts';
import { missingQuorumPiles } from './quorum.ts';
import { mintConfigVersion, stateVersion, withVersion } from '../version.ts';

/** The round of the keeper's pending proposal, or null (a round outlives no proposal). */
export function currentRound(s: BridgeActorState): BridgeActorState['round'] {
  const p = s.keeper?.pending;
  if (!p || s.round?.generation !== p.state.generation) s.round = null;
  return s.round;
}

/** A new ballot for the pending proposal, above any this node has seen for its generation. */
export function startRound(s: BridgeActorState, m: PileMap, ctx: ActorContext): void {
  const p = s.keeper?.pending;
  if (!p) return;
  const gen = p.state.generation;
  const held = s.record?.generation === gen ? s.record.promised : null;
  const prev = currentRound(s);
  const r = newRound(gen, nextBallot(ctx.self.node, held, prev?.ballot, prev?.outbid));
  s.round = r;
  const own = acceptorPrepare(s.record, gen, r.ballot);
  if (own?.ok) {
    setRecord(s, own.record, ctx);
    notePromise(r, ctx.self.node, own.record.accepted);
  }
  broadcast(s, m, ctx, { kind: 'bridge.prepare', generation: gen, ballot: r.ballot });
  maybePropose(s, m, ctx);
}

/** Re-sends the round's current request (messages may have been lost). */
export function resendRound(s: BridgeActorState, m: PileMap, ctx: ActorContext): void {
  const r = currentRound(s);
  const p = s.keeper?.pending;
  if (!r || !p) return;
  if (r.phase === 'prepare')
    broadcast(s, m, ctx, { kind: 'bridge.prepare', generation: r.generation, ballot: r.ballot });
  else broadcast(s, m, ctx, { kind: 'bridge.propose', state: p.state, ballot: r.ballot });
}

/**
 * Once node quorum of every mandatory pile of the pending proposal promised the ballot (and the
 * pile's drives and static group have disk quorum: quorum.ts), the root
 * proposes: the highest-ballot state a promise reported (it may have been committed by a root whose
 * commit reached nobody), else its own.
 */
function maybePropose(s: BridgeActorState, m: PileMap, ctx: ActorContext): void {
  const r = currentRound(s);
  const k = s.keeper;
  if (!r || !k?.pending || r.phase !== 'prepare') return;
  const answered = new Set(r.answered);
  const driveOk = driveCounter(s, m, ctx, answered);
  if (missingQuorumPiles(ctx.world.topology, k.pending.state, answered, driveOk).length > 0) return;
  if (r.highest && conflicts(r.highest.state, k.pending.state) && !failedOver(r, k.pending.state, ctx))
    ctx.emit(keeperFinish(k, r.highest.state, m.names));
  // The same state persisted by an earlier root keeps the version minted with it: some node may
  // have applied it under that number.
  else if (r.highest && stateVersion(r.highest.state) !== undefined)
    k.pending = { ...k.pending, state: r.highest.state };
  const state = k.pending.state;
  r.phase = 'accept';
  r.answered = [];
  const self = ctx.self.node;
  if (persistsProposedConfig(state, m.pileOf.get(self) ?? -1)) {
    const own = acceptorAccept(s.record, state, r.ballot);
    if (own?.ok) {
      setRecord(s, own.record, ctx);
      r.answered.push(self);
    } else if (own) noteOutbid(r, own.promised);
  }
  broadcast(s, m, ctx, { kind: 'bridge.propose', state, ballot: r.ballot });
}

/**
 * The operator's failover overrides a persisted proposal that needs the pile it fails over: when the
 * promises show no node quorum of that pile holding the proposal, it is not finished. distconf's new
 * root finishes a ProposedStorageConfig only when the disks holding it give it its own quorum
 * (`ProcessCollectConfigs`, distconf_fsm.cpp, `configsWithQuorum`); the model keeps Paxos's stricter
 * rule everywhere else and takes YDB's only here, where the pile is given up — otherwise a proposal
 * cut off with that pile (a switchover a partition split between the piles) would hold the
 * generation for ever and no failover could end the split.
 */
function failedOver(
  r: NonNullable<BridgeActorState['round']>,
  next: ClusterState,
  ctx: ActorContext,
): boolean {
  const held = r.highest?.state;
  if (!held) return false;
  const guid = clusterStateGuid(held);
  const holders = new Set(r.reports.filter(([, g]) => g === guid).map(([n]) => n));
  const quorum = nodeQuorumByPile(ctx.world.topology, (n) => holders.has(n));
  return held.perPile.some(
    (p, i) => PILE_STATE_TRAITS[p].requiresConfigQuorum && next.perPile[i] === 'DISCONNECTED' && !quorum[i],
  );
}

type PaxosMessage = Extract<
  BridgeMessage,
  { kind: 'bridge.prepare' | 'bridge.promise' | 'bridge.propose' | 'bridge.ack' | 'bridge.nack' }
>;

/** Both roles' messages: the node answers as acceptor, the root counts answers for its ballot. */
export function onPaxos(
  s: BridgeActorState,
  msg: PaxosMessage,
  env: Envelope,
  m: PileMap,
  ctx: ActorContext,
): void {
  const from = env.from.node;
  switch (msg.kind) {
    case 'bridge.prepare': {
      if (msg.generation <= s.stored.generation) return;
      const step = acceptorPrepare(s.record, msg.generation, msg.ballot);
      if (!step) return;
      if (!step.ok) return nack(ctx, env, msg.generation, step.promised);
      setRecord(s, step.record, ctx);
      const accepted: Accepted | null = step.record.accepted;
      return ctx.send(env.from, {
        kind: 'bridge.promise',
        generation: msg.generation,
        ballot: msg.ballot,
        accepted,
        ...driveLost(ctx),
      });
    }
    case 'bridge.propose': {
      // A node persists a proposal only when its pile is mandatory in it (distconf propose handler).
      const g = msg.state.generation;
      if (g <= s.stored.generation || !persistsProposedConfig(msg.state, m.pileOf.get(ctx.self.node) ?? -1))
        return;
      const step = acceptorAccept(s.record, msg.state, msg.ballot);
      if (!step) return;
      if (!step.ok) return nack(ctx, env, g, step.promised);
      setRecord(s, step.record, ctx);
      return ctx.send(env.from, {
        kind: 'bridge.ack',
        generation: g,
        ballot: msg.ballot,
        guid: guidOf(msg.state),
        ...driveLost(ctx),
      });
    }
    case 'bridge.promise': {
      noteDrive(s, from, msg.driveLost);
      const r = ours(s, msg.generation, msg.ballot);
      if (!r) return;
      notePromise(r, from, msg.accepted);
      return maybePropose(s, m, ctx);
    }
    case 'bridge.ack': {
      noteDrive(s, from, msg.driveLost);
      const r = ours(s, msg.generation, msg.ballot);
      const p = s.keeper?.pending;
      if (r?.phase === 'accept' && p && guidOf(p.state) === msg.guid && !r.answered.includes(from))
        r.answered.push(from);
      return;
    }
    case 'bridge.nack': {
      const r = currentRound(s);
      if (r && r.generation === msg.generation && ballotLess(r.ballot, msg.promised))
        noteOutbid(r, msg.promised);
      return;
    }
  }
}

/**
 * An answer reports the answering node's drive, as distconf's answers name the drives that persisted
 * the config (distconf_quorum.cpp counts only those): a lost one stays out of the disk quorum.
 */
const driveLost = (ctx: ActorContext): { driveLost?: true } => (ownDriveLost(ctx) ? { driveLost: true } : {});

function noteDrive(s: BridgeActorState, from: number, lost: true | undefined): void {
  if (lost) s.lostDrives.add(from);
  else s.lostDrives.delete(from);
}

function ours(s: BridgeActorState, generation: number, ballot: Ballot): BridgeActorState['round'] {
  const r = currentRound(s);
  return r && r.generation === generation && sameBallot(r.ballot, ballot) ? r : null;
}

function nack(ctx: ActorContext, env: Envelope, generation: number, promised: Ballot): void {
  ctx.send(env.from, { kind: 'bridge.nack', generation, promised });
}

const guidOf = (state: ClusterState) => clusterStateGuid(state);

/**
 * The keeper's new proposal takes its configuration version here, once (version.ts); its state was
 * derived from the stored one, so it still carries that one's number until then.
 */
export function stampVersion(s: BridgeActorState, ctx: ActorContext): void {
  const p = s.keeper?.pending;
  if (!p || !s.keeper) return;
  const version = mintConfigVersion(ctx, stateVersion(s.stored) ?? 0);
  s.keeper.pending = { ...p, state: withVersion(p.state, version) };
}
