/**
 * The per-node scheme cache `sb-cache` (ydb/core/tx/scheme_board/cache.cpp, TSchemeCache, reduced):
 * one SchemeBoard subscriber per subscribed path, the last description each reported, and a
 * `schema.view` event whenever an entry changes. It refuses anything not newer than what it holds
 * (the subscriber already filters; this keeps the cache monotonic even across re-subscriptions).
 */
import { actorByKind, type ActorContext, type ActorId } from '../../kernel/actor.ts';
import { compareDescriptions, type PathDescription } from './messages.ts';
import type { SchemeBoardInbox } from './inbox.ts';
import type { SbSubscriberArgs } from './subscriber.ts';

export const SB_CACHE = 'sb-cache';

interface Entry {
  readonly subscriber: ActorId;
  description: PathDescription | null;
  /** A strong "path does not exist" was reported. */
  absent: boolean;
}

export interface SchemeCacheState {
  readonly entries: Map<string, Entry>;
}

function view(ctx: ActorContext, path: string, d: PathDescription | null): void {
  ctx.emit({
    kind: 'schema.view',
    path,
    version: d?.version ?? 0,
    generation: d?.generation ?? 0,
    deleted: d === null || d.deleted,
  });
}

export const sbCache = actorByKind<SchemeCacheState, SchemeBoardInbox>()(
  'sb.cache',
  () => ({ entries: new Map() }),
  {
    'sb.cacheSubscribe': (s, m, ctx) => {
      if (s.entries.has(m.path)) return;
      const args: SbSubscriberArgs = { path: m.path, owner: ctx.self };
      s.entries.set(m.path, {
        subscriber: ctx.spawn('sb.subscriber', args),
        description: null,
        absent: false,
      });
    },
    'sb.notifyUpdate': (s, m, ctx, env) => {
      const e = s.entries.get(m.path);
      if (!e || env.from.name !== e.subscriber.name) return;
      const d = m.description;
      if (d === null) {
        if (!m.strong || e.description || e.absent) return;
        e.absent = true;
        return view(ctx, m.path, null);
      }
      if (e.description && compareDescriptions(d, e.description) <= 0) return;
      e.description = d;
      return view(ctx, m.path, d);
    },
  },
);
