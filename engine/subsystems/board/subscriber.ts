/**
 * A named Board subscriber: owns a lookup in Subscription mode (as YDB's discovery cache does with
 * EnableSubscriptionsInDiscovery, ydb/core/discovery/discovery.cpp), keeps the current publications
 * of the path and emits `board.view` whenever the list of payloads changes. If the subscription
 * reports NotAvailable it starts a new one after the Board back-off (YDB: the owner re-creates it).
 * When the node applies a configuration that changes the path's counted replicas (the proxy's re-send,
 * statestorage_proxy.cpp `Handle(TEvUpdateGroupConfig)`), it opens a subscription on the new replicas
 * and keeps the old one until the new one's initial answer replaces it, so the view never goes
 * through an empty gap; a removed group's replicas are unsubscribed with the old lookup.
 */
import { actorKey, sameActor } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId, type Envelope } from '../../kernel/actor.ts';
import { type BoardResolvingInbox, type BoardUpdate } from './messages.ts';
import { PUBLISH_FIRST, newRetryState, nextRetryDelay, type RetryState } from './backoff.ts';
import type { LookupArgs } from './lookup.ts';
import { targetsFor } from './targets.ts';

export interface SubscriberArgs {
  readonly path: string;
  readonly name: string;
}

export interface SubscriberState {
  readonly path: string;
  readonly name: string;
  lookup: ActorId | null;
  /** A subscription on the replicas of a newer configuration, waiting for its initial answer. */
  pending: ActorId | null;
  /** The counted replicas (`resolved`) the current or pending lookup was opened on. */
  resolved: string;
  /** Owner key -> payload, as last reported. */
  readonly view: Map<string, string>;
  /** Payload list last emitted (sorted), null before the first result. */
  emitted: string[] | null;
  readonly retry: RetryState;
  initialised: boolean;
}

/** `board.view` subscriber label and op id: `<name>@n<node>`, unique per node. */
function subscriberLabel(name: string, node: number): string {
  return `${name}@n${node}`;
}

/** The counted replicas of the path in the node's current configuration, as one comparable string. */
function resolved(path: string, ctx: ActorContext): string {
  return targetsFor(ctx.world, 'board', { kind: 'path', path })
    .filter((g) => g.counted)
    .map((g) => g.replicas.map(actorKey).join(','))
    .join('|');
}

function spawnLookup(s: SubscriberState, ctx: ActorContext): ActorId {
  const args: LookupArgs = { path: s.path, mode: 'subscription', owner: ctx.self };
  s.resolved = resolved(s.path, ctx);
  return ctx.spawn('board.lookup', args);
}

function start(s: SubscriberState, ctx: ActorContext): void {
  s.lookup = spawnLookup(s, ctx);
  s.retry.lastRetryAt = ctx.now;
}

/** The node applied a new configuration: re-resolve if the path's counted replicas changed. */
function replicasChanged(s: SubscriberState, ctx: ActorContext): void {
  if ((s.lookup === null && s.pending === null) || resolved(s.path, ctx) === s.resolved) return;
  if (s.pending) ctx.send(s.pending, { kind: 'sys.poison' });
  s.pending = spawnLookup(s, ctx);
}

/** The pending subscription answered: it replaces the current one. */
function promote(s: SubscriberState, ctx: ActorContext): void {
  if (s.lookup) ctx.send(s.lookup, { kind: 'sys.poison' });
  s.lookup = s.pending;
  s.pending = null;
}

function emitView(s: SubscriberState, ctx: ActorContext): void {
  const payloads = [...s.view.values()].sort();
  if (s.emitted && s.emitted.length === payloads.length && s.emitted.every((p, i) => p === payloads[i]))
    return;
  s.emitted = payloads;
  ctx.emit({
    kind: 'board.view',
    subscriber: subscriberLabel(s.name, ctx.self.node),
    path: s.path,
    payloads,
  });
}

function apply(s: SubscriberState, updates: readonly BoardUpdate[]): void {
  for (const u of updates) {
    if (u.dropped) s.view.delete(actorKey(u.owner));
    else s.view.set(actorKey(u.owner), u.payload);
  }
}

function fromLookup(s: SubscriberState, env: Envelope): boolean {
  return sameActor(s.lookup, env.from);
}

function notAvailable(s: SubscriberState, ctx: ActorContext): void {
  s.lookup = null;
  const base = { subsystem: 'board', op: 'board.subscribe', key: s.path } as const;
  ctx.emit({
    ...base,
    kind: 'op.failed',
    opId: subscriberLabel(s.name, ctx.self.node),
    detail: 'NotAvailable',
  });
  ctx.schedule(
    nextRetryDelay(s.retry, ctx.now, PUBLISH_FIRST, () => ctx.random()),
    { kind: 'board.resubscribe' },
  );
}

/** The current subscription failed; a pending one (if any) decides whether the owner hears of it. */
function lookupFailed(s: SubscriberState, ctx: ActorContext): void {
  if (s.pending === null) return notAvailable(s, ctx);
  s.lookup = null;
}

/** The new configuration's subscription could not start: the current one stays, if it is alive. */
function pendingFailed(s: SubscriberState, ctx: ActorContext): void {
  s.pending = null;
  if (s.lookup === null) notAvailable(s, ctx);
}

function init(ctx: ActorContext, args: unknown): SubscriberState {
  const a = args as SubscriberArgs;
  const s: SubscriberState = {
    path: a.path,
    name: a.name,
    lookup: null,
    pending: null,
    resolved: '',
    view: new Map(),
    emitted: null,
    retry: newRetryState(),
    initialised: false,
  };
  const opId = subscriberLabel(a.name, ctx.self.node);
  ctx.emit({ kind: 'op.started', subsystem: 'board', op: 'board.subscribe', opId, key: a.path });
  start(s, ctx);
  return s;
}

export const boardSubscriber = actorByKind<SubscriberState, BoardResolvingInbox>()('board.subscriber', init, {
  'board.replicasChanged': (s, _m, ctx) => replicasChanged(s, ctx),
  'board.lookupResult': (s, m, ctx, env) => {
    if (sameActor(s.pending, env.from)) {
      if (m.status === 'notAvailable') return pendingFailed(s, ctx);
      promote(s, ctx);
    } else if (!fromLookup(s, env)) return;
    if (m.status === 'notAvailable') return lookupFailed(s, ctx);
    // a fresh subscription's initial state replaces what the previous one knew
    s.view.clear();
    apply(
      s,
      m.entries.map((e) => ({ owner: e.owner, payload: e.payload, dropped: false })),
    );
    if (!s.initialised) {
      s.initialised = true;
      const base = { subsystem: 'board', op: 'board.subscribe', key: s.path } as const;
      const detail = `OK ${m.entries.length} entries`;
      ctx.emit({ ...base, kind: 'op.quorum', opId: subscriberLabel(s.name, ctx.self.node), detail });
    }
    return emitView(s, ctx);
  },
  'board.lookupUpdate': (s, m, ctx, env) => {
    if (!fromLookup(s, env)) return;
    if (m.status === 'notAvailable') return lookupFailed(s, ctx);
    apply(s, m.updates);
    return emitView(s, ctx);
  },
  'board.resubscribe': (s, _m, ctx) => {
    if (s.lookup === null) start(s, ctx);
  },
  'sys.poison': (s, _m, ctx) => {
    if (s.lookup) ctx.send(s.lookup, { kind: 'sys.poison' });
    if (s.pending) ctx.send(s.pending, { kind: 'sys.poison' });
    ctx.stop();
  },
});
