/**
 * What every observer in the cluster sees right now, folded from the trace: each Board
 * subscriber's payload list (`board.view`), each node's scheme cache entries (`schema.view`) and
 * each tablet's leader and generation (`leader.elected` / `leader.demoted` / `tablet.stopped`).
 * Observers are volatile actors: when their node goes down they die with it (a node that comes
 * back starts with none), so the fold marks them gone and keeps their last view for reading.
 * Pure and host-independent: the same trace gives the same state.
 */
import type { TraceEvent } from '../../../engine/subsystems/index.ts';

export interface BoardObserver {
  /** Label from the trace, `<name>@n<node>` (engine/subsystems/board/subscriber.ts subscriberLabel). */
  readonly subscriber: string;
  readonly node: number;
  readonly path: string;
  /** Payloads the subscriber sees (sorted by the subscriber); null before its first view. */
  readonly payloads: readonly string[] | null;
  /** Payloads the last change took away (an unpublish, a dead publisher), shown struck through. */
  readonly removed: readonly string[];
  readonly sinceUs: number;
  /** Its node went down after it subscribed: the actor is dead and this is its last view. */
  readonly gone: boolean;
}

export interface SchemaObserver {
  readonly node: number;
  readonly path: string;
  readonly version: number;
  readonly generation: number;
  readonly deleted: boolean;
  /** Versions this cache went through, oldest first (for "v1 → v2"). */
  readonly versions: readonly number[];
  readonly sinceUs: number;
  readonly gone: boolean;
}

export type TabletEventKind = 'elected' | 'demoted' | 'stopped' | 'node-down';

export interface TabletEvent {
  readonly t: number;
  readonly kind: TabletEventKind;
  readonly node: number;
  readonly generation: number | null;
  readonly reason: string | null;
}

export interface TabletObserver {
  readonly tabletId: string;
  /** Node of the live leader with the highest generation, null when none is alive. */
  readonly leaderNode: number | null;
  /** Highest generation ever elected (the next boot must take a higher one). */
  readonly generation: number;
  /** Live leaders: actor key (`node/name`) → generation. A stale one may linger until demoted. */
  readonly live: ReadonlyMap<string, { readonly node: number; readonly generation: number }>;
  readonly history: readonly TabletEvent[];
}

export interface ObserverState {
  readonly board: ReadonlyMap<string, BoardObserver>;
  /** Keyed by `<node>|<path>`. */
  readonly schema: ReadonlyMap<string, SchemaObserver>;
  readonly tablets: ReadonlyMap<string, TabletObserver>;
}

/** Most tablet events kept per tablet (older ones are dropped first). */
export const TABLET_HISTORY_LIMIT = 24;

export const emptyObservers = (): ObserverState => ({
  board: new Map(),
  schema: new Map(),
  tablets: new Map(),
});

export const schemaObserverKey = (node: number, path: string) => `${node}|${path}`;

const actorKey = (a: { node: number; name: string }) => `${a.node}/${a.name}`;

function withTablet(
  s: ObserverState,
  tabletId: string,
  f: (t: TabletObserver) => TabletObserver,
): ObserverState {
  const prev = s.tablets.get(tabletId) ?? {
    tabletId,
    leaderNode: null,
    generation: 0,
    live: new Map(),
    history: [],
  };
  const tablets = new Map(s.tablets);
  tablets.set(tabletId, f(prev));
  return { ...s, tablets };
}

/** Recomputes the derived leader from the live set and appends `ev` to the history. */
function tabletAfter(
  t: TabletObserver,
  live: Map<string, { node: number; generation: number }>,
  ev: TabletEvent,
): TabletObserver {
  let best: { node: number; generation: number } | null = null;
  for (const l of live.values()) if (!best || l.generation > best.generation) best = l;
  const generation = Math.max(t.generation, ev.kind === 'elected' ? (ev.generation ?? 0) : 0);
  return {
    ...t,
    live,
    leaderNode: best?.node ?? null,
    generation,
    history: [...t.history, ev].slice(-TABLET_HISTORY_LIMIT),
  };
}

function nodeGone(s: ObserverState, node: number, t: number): ObserverState {
  const board = new Map(s.board);
  for (const [k, b] of board) if (b.node === node && !b.gone) board.set(k, { ...b, gone: true });
  const schema = new Map(s.schema);
  for (const [k, c] of schema) if (c.node === node && !c.gone) schema.set(k, { ...c, gone: true });
  const tablets = new Map(s.tablets);
  for (const [id, tab] of tablets) {
    const dead = [...tab.live].filter(([, l]) => l.node === node);
    if (dead.length === 0) continue;
    const live = new Map(tab.live);
    for (const [k] of dead) live.delete(k);
    const generation = Math.max(...dead.map(([, l]) => l.generation));
    tablets.set(id, tabletAfter(tab, live, { t, kind: 'node-down', node, generation, reason: 'node down' }));
  }
  return { board, schema, tablets };
}

/** Folds one event; returns `s` itself when the event changes nothing an observer sees. */
export function foldObserverEvent(s: ObserverState, e: TraceEvent): ObserverState {
  switch (e.kind) {
    case 'op.started': {
      // A subscriber announces itself before its first view, so it shows as "waiting".
      if (e.op !== 'board.subscribe' || s.board.get(e.opId)?.gone === false) return s;
      const board = new Map(s.board);
      board.set(e.opId, {
        subscriber: e.opId,
        node: e.node,
        path: e.key,
        payloads: null,
        removed: [],
        sinceUs: e.t,
        gone: false,
      });
      return { ...s, board };
    }
    case 'board.view': {
      const prev = s.board.get(e.subscriber);
      const before = prev && !prev.gone ? (prev.payloads ?? []) : [];
      const board = new Map(s.board);
      board.set(e.subscriber, {
        subscriber: e.subscriber,
        node: e.node,
        path: e.path,
        payloads: e.payloads,
        removed: before.filter((p) => !e.payloads.includes(p)),
        sinceUs: e.t,
        gone: false,
      });
      return { ...s, board };
    }
    case 'schema.view': {
      const key = schemaObserverKey(e.node, e.path);
      const prev = s.schema.get(key);
      const versions = prev && !prev.gone ? prev.versions : [];
      const schema = new Map(s.schema);
      schema.set(key, {
        node: e.node,
        path: e.path,
        version: e.version,
        generation: e.generation,
        deleted: e.deleted,
        versions: versions.at(-1) === e.version ? versions : [...versions, e.version].slice(-8),
        sinceUs: e.t,
        gone: false,
      });
      return { ...s, schema };
    }
    case 'leader.elected':
      return withTablet(s, e.tabletId, (t) => {
        const live = new Map(t.live);
        live.set(actorKey(e.actor), { node: e.actor.node, generation: e.generation });
        const ev = {
          t: e.t,
          kind: 'elected',
          node: e.actor.node,
          generation: e.generation,
          reason: null,
        } as const;
        return tabletAfter(t, live, ev);
      });
    case 'leader.demoted':
    case 'tablet.stopped': {
      const known = s.tablets.get(e.tabletId);
      const key = actorKey(e.actor);
      // A contender that never won stops too: show it only for a tablet someone watches.
      if (!known && e.kind === 'tablet.stopped') return s;
      return withTablet(s, e.tabletId, (t) => {
        const was = t.live.get(key);
        if (e.kind === 'tablet.stopped' && !was) return t;
        const live = new Map(t.live);
        live.delete(key);
        const generation = e.kind === 'leader.demoted' ? e.generation : (was?.generation ?? null);
        const kind = e.kind === 'leader.demoted' ? 'demoted' : 'stopped';
        return tabletAfter(t, live, { t: e.t, kind, node: e.actor.node, generation, reason: e.reason });
      });
    }
    case 'node.down':
    case 'node.crashed':
      return nodeGone(s, e.target, e.t);
    default:
      return s;
  }
}

export function foldObservers(s: ObserverState, batch: readonly TraceEvent[]): ObserverState {
  let out = s;
  for (const e of batch) out = foldObserverEvent(out, e);
  return out;
}
