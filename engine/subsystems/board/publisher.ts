/**
 * Board publisher (ydb/core/base/board_publish.cpp, TBoardPublishActor + its per-replica
 * TBoardReplicaPublishActor children, folded here into one slot per replica). Sends the payload once
 * to every selected replica of every contacted ring group, write-only groups included; no ack is
 * awaited. A slot whose replica's session breaks (replica node down or restarted, partition) is
 * re-published after YDB's back-off; poison (unpublish) sends Cleanup to every replica.
 */
import { actorKey } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId } from '../../kernel/actor.ts';
import type { BoardResolvingInbox } from './messages.ts';
import { PUBLISH_FIRST, newRetryState, nextRetryDelay, type RetryState } from './backoff.ts';
import { SESSION_TIMEOUT_US } from '../interconnect-session.ts';
import { targetsFor, writeReplicas } from './targets.ts';

export interface PublisherArgs {
  readonly path: string;
  readonly payload: string;
}

interface Slot {
  readonly replica: ActorId;
  /** A publish is out and its session is believed alive (YDB: the child actor exists). */
  live: boolean;
  /** The replica acked the current attempt (its session is up). */
  confirmed: boolean;
  attempt: number;
  scheduled: boolean;
  readonly retry: RetryState;
}

export interface PublisherState {
  readonly path: string;
  readonly payload: string;
  readonly slots: Map<string, Slot>;
}

function publish(s: PublisherState, slot: Slot, key: string, ctx: ActorContext): void {
  slot.live = true;
  slot.confirmed = false;
  slot.attempt++;
  ctx.schedule(SESSION_TIMEOUT_US, { kind: 'board.sessionCheck', replica: key, attempt: slot.attempt });
  slot.retry.lastRetryAt = ctx.now;
  // FlagSubscribeOnSession: the session to the replica's node is watched
  if (slot.replica.node !== ctx.self.node) ctx.watchNode(slot.replica.node);
  ctx.send(slot.replica, { kind: 'board.publish', path: s.path, payload: s.payload });
}

/** CalmGone: the slot's replica became unreachable; schedule a re-publish. */
function gone(slot: Slot, key: string, ctx: ActorContext): void {
  if (!slot.live) return;
  slot.live = false;
  if (slot.scheduled) return;
  slot.scheduled = true;
  ctx.schedule(
    nextRetryDelay(slot.retry, ctx.now, PUBLISH_FIRST, () => ctx.random()),
    {
      kind: 'board.retryPublish',
      replica: key,
    },
  );
}

/**
 * Publishes to every replica the config selects that has no slot yet, and drops slots of replicas
 * it no longer selects: at start, and when the proxy re-sends the replica list after a config change
 * (board_publish.cpp starts / stops per-replica publish actors on TEvResolveBoard updates).
 */
function resolve(s: PublisherState, ctx: ActorContext): void {
  const now = writeReplicas(targetsFor(ctx.world, 'board', { kind: 'path', path: s.path }));
  const keys = new Set(now.map(actorKey));
  for (const k of [...s.slots.keys()]) if (!keys.has(k)) s.slots.delete(k);
  for (const replica of now) {
    if (s.slots.has(actorKey(replica))) continue;
    const slot: Slot = {
      replica,
      live: false,
      confirmed: false,
      attempt: 0,
      scheduled: false,
      retry: newRetryState(),
    };
    s.slots.set(actorKey(replica), slot);
    publish(s, slot, actorKey(replica), ctx);
  }
}

function init(ctx: ActorContext, args: unknown): PublisherState {
  const a = args as PublisherArgs;
  const s: PublisherState = { path: a.path, payload: a.payload, slots: new Map() };
  ctx.emit({ kind: 'op.started', subsystem: 'board', op: 'publish', opId: actorKey(ctx.self), key: a.path });
  resolve(s, ctx);
  return s;
}

export const boardPublisher = actorByKind<PublisherState, BoardResolvingInbox>()('board.publisher', init, {
  'board.replicasChanged': (s, _m, ctx) => resolve(s, ctx),
  'board.publishAck': (s, _m, _ctx, env) => {
    // YDB waits for no ack (it exists so replicas notice a gone publisher); here it also tells
    // that the session came up, see SESSION_TIMEOUT_US
    const slot = s.slots.get(actorKey(env.from));
    if (slot) slot.confirmed = true;
  },
  'board.sessionCheck': (s, m, ctx) => {
    const slot = s.slots.get(m.replica);
    if (slot && slot.attempt === m.attempt && !slot.confirmed) gone(slot, m.replica, ctx);
  },
  'sys.disconnected': (s, m, ctx) => {
    for (const [k, slot] of s.slots) if (slot.replica.node === m.node) gone(slot, k, ctx);
  },
  'sys.undelivered': (s, m, ctx) => {
    const k = actorKey(m.to);
    const slot = s.slots.get(k);
    if (slot && m.original === 'board.publish') gone(slot, k, ctx);
  },
  'board.retryPublish': (s, m, ctx) => {
    const slot = s.slots.get(m.replica);
    if (!slot) return;
    slot.scheduled = false;
    if (!slot.live) publish(s, slot, m.replica, ctx);
  },
  'sys.poison': (s, _m, ctx) => {
    // PassAway poisons the live children; each sends TEvReplicaBoardCleanup to its replica
    for (const slot of s.slots.values()) if (slot.live) ctx.send(slot.replica, { kind: 'board.cleanup' });
    ctx.stop();
  },
});
