/**
 * StateStorage replica (ydb/core/base/statestorage_replica.cpp, TStateStorageReplica): an in-memory
 * map tabletId → entry. Nothing is persisted: a restarted node's replica starts empty and is refilled
 * by tablet guardians. The signature is this replica incarnation's id (YDB: SelfId().LocalId());
 * Update and Lock are honoured only with the current signature.
 */
import { sameActor } from '../actor-id.ts';
import type { ActorContext, ActorId, Behaviour, Envelope, InboxOf, Us } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import type { StateStorageInbox, TabletEntryInfo } from './messages.ts';
import { EMPTY_INFO, showActor, signatureKey } from './messages.ts';
import type { NodeId } from '../../model/topology/types.ts';
import { REPLICA_TYPE } from './names.ts';
import { isNewerClusterState, nodeClusterState, notifyMismatch, type ClusterStateStamp } from './fencing.ts';

interface Entry {
  state: 'normal' | 'locked' | 'unknown';
  leader: ActorId | null;
  leaderTablet: ActorId | null;
  guardian: ActorId | null;
  generation: number;
  step: number;
  lockedFrom: Us;
  /** follower key → follower (YDB keys by the follower's guardian). */
  followers: Map<string, { follower: ActorId; followerTablet: ActorId }>;
}

export interface ReplicaState {
  readonly signature: number;
  readonly tablets: Map<string, Entry>;
}

function newEntry(): Entry {
  return {
    state: 'unknown',
    leader: null,
    leaderTablet: null,
    guardian: null,
    generation: 0,
    step: 0,
    lockedFrom: 0,
    followers: new Map(),
  };
}

function infoOf(e: Entry, now: Us): TabletEntryInfo {
  const locked = e.state === 'locked';
  return {
    leader: e.leader,
    leaderTablet: e.leaderTablet,
    generation: e.generation,
    step: e.step,
    locked,
    lockedForUs: locked && now > e.lockedFrom ? now - e.lockedFrom : 0,
    followers: [...e.followers.values()],
  };
}

/** NotifyWithTabletInfo: OK + data when the entry has a leader, else ERROR ("no data"). */
function reply(
  st: ReplicaState,
  ctx: ActorContext,
  to: ActorId,
  tabletId: string,
  cookie: number,
  e: Entry | undefined,
): void {
  const has = e !== undefined && e.leader !== null;
  ctx.send(to, {
    kind: 'ss.replica.info',
    tabletId,
    cookie,
    status: has ? 'OK' : 'ERROR',
    signature: st.signature,
    info: has ? infoOf(e, ctx.now) : EMPTY_INFO,
    clusterState: nodeClusterState(ctx.world),
  });
}

/**
 * A request carrying a newer cluster state is still served; the replica only tells its NodeWarden
 * (statestorage_replica.cpp `CheckConfigVersion`). An older one is served silently: the proxy that
 * sent it fences itself when it reads this replica's reply.
 */
function checkClusterState(ctx: ActorContext, env: Envelope, theirs: ClusterStateStamp | undefined): void {
  const mine = nodeClusterState(ctx.world);
  if (theirs && isNewerClusterState(mine, theirs))
    notifyMismatch(ctx, 'replica', env.from.node, mine, theirs);
}

function summarize(e: Entry | undefined): string {
  return e
    ? `leader ${showActor(e.leader)} gen ${e.generation}:${e.step}${e.state === 'locked' ? ' locked' : ''}${e.followers.size ? ` +${e.followers.size} followers` : ''}`
    : 'erased';
}

/** Emits replica.changed when the entry's summary differs from `before` (idempotent writes are silent). */
function changed(ctx: ActorContext, tabletId: string, e: Entry | undefined, before?: string): void {
  const summary = summarize(e);
  if (summary === before) return;
  ctx.emit({
    kind: 'replica.changed',
    subsystem: 'statestorage',
    replica: ctx.self.name,
    key: tabletId,
    summary,
  });
}

function demoteOld(st: ReplicaState, ctx: ActorContext, tabletId: string, e: Entry, proposed: ActorId): void {
  if (e.leader && !sameActor(e.leader, proposed))
    ctx.send(e.leader, { kind: 'ss.replica.demoted', tabletId, signature: st.signature });
}

/** Followers on a lost node are forgotten (TEvNodeDisconnected handler). */
function disconnected(st: ReplicaState, ctx: ActorContext, node: NodeId): void {
  for (const [tabletId, e] of st.tablets) {
    let any = false;
    for (const [k, f] of e.followers) if (f.follower.node === node) any = e.followers.delete(k) || any;
    if (any) changed(ctx, tabletId, e);
  }
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = [
  'ss.replica.lookup',
  'ss.replica.update',
  'ss.replica.lock',
  'ss.replica.cleanup',
  'ss.replica.regFollower',
  'ss.replica.unregFollower',
  'sys.disconnected',
] as const;
type In = InboxOf<StateStorageInbox, typeof INBOX>;

function receive(st: ReplicaState, env: Envelope<In>, ctx: ActorContext): void {
  const msg = env.msg;
  switch (msg.kind) {
    case 'ss.replica.lookup':
    case 'ss.replica.update':
    case 'ss.replica.lock':
    case 'ss.replica.cleanup':
    case 'ss.replica.regFollower':
    case 'ss.replica.unregFollower':
      checkClusterState(ctx, env, msg.clusterState);
      break;
    default:
      break;
  }
  switch (msg.kind) {
    case 'ss.replica.lookup':
      return reply(st, ctx, env.from, msg.tabletId, msg.cookie, st.tablets.get(msg.tabletId));
    case 'ss.replica.update': {
      const x = st.tablets.get(msg.tabletId);
      const allow =
        msg.signature === st.signature &&
        (!x ||
          msg.generation > x.generation ||
          (msg.generation === x.generation && sameActor(msg.leader, x.leader) && msg.step >= x.step));
      let e = x;
      const before = x ? summarize(x) : undefined;
      if (allow) {
        e = x ?? newEntry();
        st.tablets.set(msg.tabletId, e);
        demoteOld(st, ctx, msg.tabletId, e, msg.leader);
        e.generation = msg.generation;
        e.step = msg.step;
        e.leader = msg.leader;
        if (msg.leaderTablet) e.leaderTablet = msg.leaderTablet;
        if (msg.isGuardian) e.guardian = env.from;
        e.state = 'normal';
        e.lockedFrom = 0;
        changed(ctx, msg.tabletId, e, before);
      }
      return reply(st, ctx, env.from, msg.tabletId, msg.cookie, e);
    }
    case 'ss.replica.lock': {
      if (msg.signature !== st.signature)
        return reply(st, ctx, env.from, msg.tabletId, msg.cookie, undefined);
      const e = st.tablets.get(msg.tabletId) ?? newEntry();
      st.tablets.set(msg.tabletId, e);
      const allow =
        msg.generation > e.generation ||
        (e.state === 'locked' && msg.generation === e.generation && sameActor(msg.leader, e.leader));
      if (allow) {
        demoteOld(st, ctx, msg.tabletId, e, msg.leader);
        e.generation = msg.generation;
        e.step = 0;
        e.leader = msg.leader;
        e.leaderTablet = null;
        e.guardian = null;
        e.state = 'locked';
        e.lockedFrom = ctx.now;
        changed(ctx, msg.tabletId, e);
      }
      return reply(st, ctx, env.from, msg.tabletId, msg.cookie, e);
    }
    case 'ss.replica.cleanup': {
      // erase only our own entry, never one with followers attached; no reply
      const e = st.tablets.get(msg.tabletId);
      if (!e || !sameActor(e.leader, msg.leader) || e.followers.size > 0) return;
      st.tablets.delete(msg.tabletId);
      return changed(ctx, msg.tabletId, undefined);
    }
    case 'ss.replica.regFollower': {
      const e = st.tablets.get(msg.tabletId) ?? newEntry();
      st.tablets.set(msg.tabletId, e);
      const before = summarize(e);
      e.followers.set(signatureKey(msg.follower), {
        follower: msg.follower,
        followerTablet: msg.followerTablet,
      });
      ctx.watchNode(msg.follower.node);
      changed(ctx, msg.tabletId, e, before);
      // YDB sends no reply (the follower guardian pings); our register request waits for a majority
      return reply(st, ctx, env.from, msg.tabletId, msg.cookie, e);
    }
    case 'ss.replica.unregFollower': {
      const e = st.tablets.get(msg.tabletId);
      if (e?.followers.delete(signatureKey(msg.follower))) changed(ctx, msg.tabletId, e);
      return;
    }
    case 'sys.disconnected':
      return disconnected(st, ctx, msg.node);
    default:
      return assertNever(msg, 'StateStorage replica message');
  }
}

export const replicaBehaviour: Behaviour<ReplicaState, In> = {
  type: REPLICA_TYPE,
  inbox: INBOX,
  init(ctx) {
    // a new incarnation gets a new signature, so old lookups can't authorise writes
    return { signature: ctx.incarnation, tablets: new Map() };
  },
  receive,
};
