/**
 * A named Board subscriber: owns a lookup in Subscription mode (as YDB's discovery cache does with
 * EnableSubscriptionsInDiscovery, ydb/core/discovery/discovery.cpp), keeps the current publications
 * of the path and emits `board.view` whenever the list of payloads changes. If the subscription
 * reports NotAvailable it starts a new one after the Board back-off (YDB: the owner re-creates it).
 */
import { actorKey, sameActor } from '../actor-id.ts';
import type { ActorContext, ActorId, Behaviour, Envelope } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import { type BoardInbox, type BoardUpdate } from './messages.ts';
import { PUBLISH_FIRST, newRetryState, nextRetryDelay, type RetryState } from './backoff.ts';
import type { LookupArgs } from './lookup.ts';

export interface SubscriberArgs {
  readonly path: string;
  readonly name: string;
}

export interface SubscriberState {
  readonly path: string;
  readonly name: string;
  lookup: ActorId | null;
  /** Owner key -> payload, as last reported. */
  readonly view: Map<string, string>;
  /** Payload list last emitted (sorted), null before the first result. */
  emitted: string[] | null;
  readonly retry: RetryState;
  initialised: boolean;
}

/** `board.view` subscriber label and op id: `<name>@n<node>`, unique per node. */
export function subscriberLabel(name: string, node: number): string {
  return `${name}@n${node}`;
}

function start(s: SubscriberState, ctx: ActorContext): void {
  const args: LookupArgs = { path: s.path, mode: 'subscription', owner: ctx.self };
  s.lookup = ctx.spawn('board.lookup', args);
  s.retry.lastRetryAt = ctx.now;
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

function receive(s: SubscriberState, env: Envelope, ctx: ActorContext): void {
  const m = env.msg as BoardInbox;
  switch (m.kind) {
    case 'board.lookupResult':
      if (!fromLookup(s, env)) return;
      if (m.status === 'notAvailable') return notAvailable(s, ctx);
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
    case 'board.lookupUpdate':
      if (!fromLookup(s, env)) return;
      if (m.status === 'notAvailable') return notAvailable(s, ctx);
      apply(s, m.updates);
      return emitView(s, ctx);
    case 'board.resubscribe':
      if (s.lookup === null) start(s, ctx);
      return;
    case 'sys.poison':
      if (s.lookup) ctx.send(s.lookup, { kind: 'sys.poison' });
      ctx.stop();
      return;
    // it talks only to its own lookup: a poison to a finished one bounces (undelivered), it watches
    // no session, replica traffic and the other timers belong to other actors, commands to board-agent
    case 'cmd':
    case 'sys.disconnected':
    case 'sys.undelivered':
    case 'board.publish':
    case 'board.publishAck':
    case 'board.cleanup':
    case 'board.lookup':
    case 'board.info':
    case 'board.infoUpdate':
    case 'board.unsubscribe':
    case 'board.retryPublish':
    case 'board.reconnect':
    case 'board.sessionCheck':
      return;
    default:
      return assertNever(m, 'board subscriber message');
  }
}

function init(ctx: ActorContext, args: unknown): SubscriberState {
  const a = args as SubscriberArgs;
  const s: SubscriberState = {
    path: a.path,
    name: a.name,
    lookup: null,
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

export const boardSubscriber: Behaviour<SubscriberState> = { type: 'board.subscriber', init, receive };
