/**
 * SchemeBoard subscriber (ydb/core/tx/scheme_board/subscriber.cpp), one per path of a scheme cache.
 * Subscribes to the path's replicas in every counted ring group (write-only and disconnected groups
 * are ignored, PR #20263), one proxy slot each. Nothing is reported until a majority of proxies in
 * every group gave an initial answer; then the newest state (strong beats weak, a description
 * beats none, then owner generation, PathId, version) is passed on only if it is newer than what was
 * last reported, so a stale replica never rolls the cache back. A failed proxy counts as a weak
 * "no description" and re-subscribes after 10 ms, doubling to 5 s. When the node applies a new
 * configuration (the proxy's re-send, statestorage_proxy.cpp `Handle(TEvUpdateGroupConfig)`), it
 * re-resolves: proxies for replicas of new groups subscribe, those of replicas no longer counted
 * unsubscribe; what was reported stays the floor, so the cache never goes back a version.
 */
import { actorKey } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId, type Us } from '../../kernel/actor.ts';
import { SESSION_TIMEOUT_US } from '../interconnect-session.ts';
import { targetsFor } from '../board/contract.ts';
import { compareDescriptions, type PathDescription } from './messages.ts';
import type { SchemeBoardResolvingInbox } from './inbox.ts';

export const RESUBSCRIBE_START_US: Us = 10_000;
export const RESUBSCRIBE_MAX_US: Us = 5_000_000;

export interface SbSubscriberArgs {
  readonly path: string;
  /** Receives sb.notifyUpdate (the scheme cache). */
  readonly owner: ActorId;
}

interface Proxy {
  readonly actor: ActorId;
  responded: boolean;
  description: PathDescription | null;
  strong: boolean;
  attempt: number;
  answered: number;
  delayUs: Us;
  scheduled: boolean;
}

export interface SbSubscriberState {
  readonly path: string;
  readonly owner: ActorId;
  readonly proxies: Map<string, Proxy>;
  groups: { readonly majority: number; readonly keys: readonly string[] }[];
  last: PathDescription | null;
  /** A strong "does not exist" was reported (before any description). */
  reportedAbsent: boolean;
}

/** TState ordering: > 0 when `a` is newer than `b`. */
function newer(a: Proxy, b: Proxy): number {
  if (a.strong !== b.strong) return a.strong ? 1 : -1;
  if (!a.description || !b.description) return (a.description ? 1 : 0) - (b.description ? 1 : 0);
  return compareDescriptions(a.description, b.description);
}

function subscribe(s: SbSubscriberState, p: Proxy, key: string, ctx: ActorContext): void {
  p.attempt++;
  if (p.actor.node !== ctx.self.node) ctx.watchNode(p.actor.node);
  ctx.send(p.actor, { kind: 'sb.subscribe', path: s.path });
  ctx.schedule(SESSION_TIMEOUT_US, { kind: 'sb.sessionCheck', replica: key, attempt: p.attempt });
}

function consider(s: SbSubscriberState, ctx: ActorContext): void {
  const majority = s.groups.every(
    (g) => g.keys.filter((k) => s.proxies.get(k)?.responded).length >= g.majority,
  );
  if (!majority) return;
  let best: Proxy | null = null;
  for (const p of s.proxies.values()) if (p.responded && (!best || newer(p, best) > 0)) best = p;
  if (!best) return;
  const d = best.description;
  if (d && (!s.last || compareDescriptions(d, s.last) > 0)) {
    s.last = d;
    ctx.send(s.owner, { kind: 'sb.notifyUpdate', path: s.path, description: d, strong: best.strong });
  } else if (!d && best.strong && !s.last && !s.reportedAbsent) {
    s.reportedAbsent = true;
    ctx.send(s.owner, { kind: 'sb.notifyUpdate', path: s.path, description: null, strong: true });
  }
}

/** The proxy's replica failed: a weak "don't know", and a re-subscribe after back-off. */
function failed(s: SbSubscriberState, p: Proxy, key: string, ctx: ActorContext): void {
  p.responded = true;
  p.description = null;
  p.strong = false;
  if (!p.scheduled) {
    p.scheduled = true;
    p.delayUs = p.delayUs === 0 ? RESUBSCRIBE_START_US : Math.min(p.delayUs * 2, RESUBSCRIBE_MAX_US);
    ctx.schedule(p.delayUs, { kind: 'sb.resubscribe', replica: key });
  }
  consider(s, ctx);
}

/**
 * Subscribes to the counted replicas of the node's current configuration that have no proxy yet and
 * unsubscribes from those no longer counted (subscriber.cpp re-creates its proxies from the new
 * TEvResolveReplicas answer).
 */
function resolve(s: SbSubscriberState, ctx: ActorContext): void {
  const counted = targetsFor(ctx.world, 'schemeboard', { kind: 'path', path: s.path }).filter(
    (g) => g.counted,
  );
  s.groups = counted.map((g) => ({ majority: g.majority, keys: g.replicas.map(actorKey) }));
  const wanted = new Map(counted.flatMap((g) => g.replicas.map((a) => [actorKey(a), a] as const)));
  for (const [key, p] of [...s.proxies]) {
    if (wanted.has(key)) continue;
    s.proxies.delete(key);
    ctx.send(p.actor, { kind: 'sb.unsubscribe', path: s.path });
  }
  for (const [key, actor] of wanted) {
    if (s.proxies.has(key)) continue;
    const p: Proxy = {
      actor,
      responded: false,
      description: null,
      strong: false,
      attempt: 0,
      answered: 0,
      delayUs: 0,
      scheduled: false,
    };
    s.proxies.set(key, p);
    subscribe(s, p, key, ctx);
  }
}

function init(ctx: ActorContext, args: unknown): SbSubscriberState {
  const a = args as SbSubscriberArgs;
  const s: SbSubscriberState = {
    path: a.path,
    owner: a.owner,
    proxies: new Map(),
    groups: [],
    last: null,
    reportedAbsent: false,
  };
  ctx.emit({
    kind: 'op.started',
    subsystem: 'schemeboard',
    op: 'sb.subscribe',
    opId: actorKey(ctx.self),
    key: a.path,
  });
  resolve(s, ctx);
  return s;
}

export const sbSubscriber = actorByKind<SbSubscriberState, SchemeBoardResolvingInbox>()(
  'sb.subscriber',
  init,
  {
    'sb.replicasChanged': (s, _m, ctx) => {
      resolve(s, ctx);
      return consider(s, ctx);
    },
    'sb.notify': (s, m, ctx, env) => {
      const p = s.proxies.get(actorKey(env.from));
      if (!p || m.path !== s.path || p.scheduled) return;
      p.responded = true;
      p.answered = p.attempt;
      p.description = m.description;
      p.strong = m.strong;
      p.delayUs = 0;
      return consider(s, ctx);
    },
    'sys.disconnected': (s, m, ctx) => {
      for (const [k, p] of s.proxies) if (p.actor.node === m.node) failed(s, p, k, ctx);
    },
    'sys.undelivered': (s, m, ctx) => {
      const p = s.proxies.get(actorKey(m.to));
      if (p) failed(s, p, actorKey(m.to), ctx);
    },
    'sb.sessionCheck': (s, m, ctx) => {
      const p = s.proxies.get(m.replica);
      if (p && p.attempt === m.attempt && p.answered < m.attempt && !p.scheduled)
        failed(s, p, m.replica, ctx);
    },
    'sb.resubscribe': (s, m, ctx) => {
      const p = s.proxies.get(m.replica);
      if (!p) return;
      p.scheduled = false;
      subscribe(s, p, m.replica, ctx);
    },
    'sys.poison': (s, _m, ctx) => {
      for (const p of s.proxies.values()) ctx.send(p.actor, { kind: 'sb.unsubscribe', path: s.path });
      ctx.stop();
    },
  },
);
