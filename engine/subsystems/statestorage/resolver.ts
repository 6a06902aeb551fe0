/**
 * The per-node tablet resolver `ss-resolver` (ydb/core/tablet/tablet_resolver.cpp, simplified):
 * resolves TabletId → leader with a SigNone Lookup, caches the answer (only OK answers with a
 * leader tablet are cached), and drops the entry when a client reports a problem with that leader
 * (TEvTabletProblem). Concurrent resolves of one tablet share one lookup. Each real lookup emits
 * op.started / op.quorum|op.failed (op `resolve`) and then `tablet.resolved`; cache hits emit nothing.
 */
import { sameActor } from '../actor-id.ts';
import type { ActorContext, ActorId, Behaviour, InboxOf } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import { type StateStorageInbox } from './messages.ts';
import { localProxy, RESOLVER_TYPE } from './names.ts';

interface Pending {
  readonly cookie: number;
  readonly opId: string;
  readonly waiters: { client: ActorId; cookie: number }[];
}

export interface ResolverState {
  readonly cache: Map<string, { leader: ActorId; generation: number }>;
  readonly pending: Map<string, Pending>;
  /** lookup cookie → tablet id */
  readonly byCookie: Map<number, string>;
  nextCookie: number;
}

function startLookup(
  st: ResolverState,
  ctx: ActorContext,
  tabletId: string,
  waiter: { client: ActorId; cookie: number },
): void {
  const cookie = ++st.nextCookie;
  const opId = `${ctx.self.name}#${cookie}`;
  st.pending.set(tabletId, { cookie, opId, waiters: [waiter] });
  st.byCookie.set(cookie, tabletId);
  ctx.emit({ kind: 'op.started', subsystem: 'statestorage', op: 'resolve', opId, key: tabletId });
  ctx.send(localProxy(ctx), { kind: 'ss.lookup', tabletId, cookie, sigWait: 'none' });
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = ['ss.resolve', 'ss.info'] as const;
type In = InboxOf<StateStorageInbox, typeof INBOX>;

export const resolverBehaviour: Behaviour<ResolverState, In> = {
  type: RESOLVER_TYPE,
  inbox: INBOX,
  init() {
    return { cache: new Map(), pending: new Map(), byCookie: new Map(), nextCookie: 0 };
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    switch (msg.kind) {
      case 'ss.resolve': {
        const cached = st.cache.get(msg.tabletId);
        if (cached && msg.problem && sameActor(cached.leader, msg.problem)) st.cache.delete(msg.tabletId);
        const hit = st.cache.get(msg.tabletId);
        const waiter = { client: env.from, cookie: msg.cookie };
        if (hit) {
          ctx.send(env.from, {
            kind: 'ss.resolved',
            tabletId: msg.tabletId,
            cookie: msg.cookie,
            status: 'OK',
            leader: hit.leader,
            generation: hit.generation,
          });
          return;
        }
        const p = st.pending.get(msg.tabletId);
        if (p) p.waiters.push(waiter);
        else startLookup(st, ctx, msg.tabletId, waiter);
        return;
      }
      case 'ss.info': {
        const tabletId = st.byCookie.get(msg.cookie);
        if (tabletId === undefined || tabletId !== msg.tabletId) return;
        st.byCookie.delete(msg.cookie);
        const p = st.pending.get(tabletId);
        st.pending.delete(tabletId);
        const leader = msg.status === 'OK' ? msg.info.leaderTablet : null;
        const generation = msg.info.generation;
        if (leader) st.cache.set(tabletId, { leader, generation });
        else st.cache.delete(tabletId);
        const base = {
          subsystem: 'statestorage' as const,
          op: 'resolve' as const,
          opId: p?.opId ?? '',
          key: tabletId,
        };
        ctx.emit({
          ...base,
          kind: leader ? 'op.quorum' : 'op.failed',
          detail: `${msg.status} gen ${generation}`,
        });
        ctx.emit({ kind: 'tablet.resolved', tabletId, generation: leader ? generation : 0, leader });
        const status = leader ? 'OK' : msg.status === 'OK' ? 'NODATA' : msg.status;
        for (const w of p?.waiters ?? [])
          ctx.send(w.client, { kind: 'ss.resolved', tabletId, cookie: w.cookie, status, leader, generation });
        return;
      }
      default:
        return assertNever(msg, 'StateStorage resolver message');
    }
  },
};
