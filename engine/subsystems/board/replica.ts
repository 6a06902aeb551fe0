/**
 * Board replica (ydb/core/base/board_replica.cpp, TBoardReplicaActor). In memory only: per path the
 * publications keyed by publishing actor, each bound to the publisher's interconnect session, and
 * the subscribed lookups. No TTL: an entry dies on Cleanup, on its publisher's session breaking, or
 * when the PublishAck bounces (publisher actor gone). Every change is pushed to the path's subscribers.
 */
import { actorKey } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId } from '../../kernel/actor.ts';
import type { NodeId } from '../../model/topology/types.ts';
import { type BoardEntry, type BoardInbox, type BoardUpdate, type LookupCookie } from './messages.ts';

interface Entry {
  readonly path: string;
  payload: string;
  readonly owner: ActorId;
}

interface Subscriber {
  readonly path: string;
  readonly actor: ActorId;
  readonly cookie: LookupCookie;
}

export interface BoardReplicaState {
  readonly entries: Map<string, Entry>;
  readonly subs: Map<string, Subscriber>;
  /** Nodes whose session we subscribed to (YDB: TEvSubscribe on the interconnect session). */
  readonly sessions: Set<NodeId>;
}

/** Trace summary of a path's entries: `2 pub: n3/a1.4="x" n5/a1.2="y"` (parsed by the invariant). */
export function boardSummary(entries: readonly BoardEntry[]): string {
  const parts = entries.map((e) => `${actorKey(e.owner)}=${JSON.stringify(e.payload)}`).sort();
  return parts.length === 0 ? '0 pub' : `${parts.length} pub: ${parts.join(' ')}`;
}

function entriesOf(s: BoardReplicaState, path: string): BoardEntry[] {
  const out: BoardEntry[] = [];
  for (const e of s.entries.values()) if (e.path === path) out.push({ owner: e.owner, payload: e.payload });
  return out;
}

function changed(s: BoardReplicaState, ctx: ActorContext, path: string, update: BoardUpdate): void {
  for (const sub of s.subs.values()) {
    if (sub.path === path)
      ctx.send(sub.actor, { kind: 'board.infoUpdate', path, update, cookie: sub.cookie });
  }
  ctx.emit({
    kind: 'replica.changed',
    subsystem: 'board',
    replica: ctx.self.name,
    key: path,
    summary: boardSummary(entriesOf(s, path)),
  });
}

function drop(s: BoardReplicaState, ctx: ActorContext, ownerKey: string): void {
  const e = s.entries.get(ownerKey);
  if (!e) return;
  s.entries.delete(ownerKey);
  changed(s, ctx, e.path, { owner: e.owner, payload: '', dropped: true });
}

function subscribeSession(s: BoardReplicaState, ctx: ActorContext, node: NodeId): void {
  if (node === ctx.self.node || s.sessions.has(node)) return;
  s.sessions.add(node);
  ctx.watchNode(node);
}

export const boardReplica = actorByKind<BoardReplicaState, BoardInbox>()(
  'board.replica',
  () => ({ entries: new Map(), subs: new Map(), sessions: new Set() }),
  {
    'board.publish': (s, m, ctx, { from }) => {
      const key = actorKey(from);
      const known = s.entries.get(key);
      // board_replica.cpp: "unconsistent path for same owner" -> ignored, no reply
      if (known && known.path !== m.path) return;
      if (known) known.payload = m.payload;
      else s.entries.set(key, { path: m.path, payload: m.payload, owner: from });
      subscribeSession(s, ctx, from.node);
      changed(s, ctx, m.path, { owner: from, payload: m.payload, dropped: false });
      ctx.send(from, { kind: 'board.publishAck', path: m.path });
    },
    'board.cleanup': (s, _m, ctx, { from }) => drop(s, ctx, actorKey(from)),
    'board.lookup': (s, m, ctx, { from }) => {
      if (m.subscribe) {
        s.subs.set(actorKey(from), { path: m.path, actor: from, cookie: m.cookie });
        subscribeSession(s, ctx, from.node);
      }
      const entries = entriesOf(s, m.path);
      ctx.send(from, {
        kind: 'board.info',
        path: m.path,
        dropped: entries.length === 0,
        entries,
        cookie: m.cookie,
      });
    },
    'board.unsubscribe': (s, _m, _ctx, { from }) => {
      s.subs.delete(actorKey(from));
    },
    'sys.disconnected': (s, m, ctx) => {
      // DisconnectSession: the session's publishers lose their entries, its subscribers are forgotten
      s.sessions.delete(m.node);
      for (const [k, sub] of [...s.subs]) if (sub.actor.node === m.node) s.subs.delete(k);
      for (const [k, e] of [...s.entries]) if (e.owner.node === m.node) drop(s, ctx, k);
    },
    'sys.undelivered': (s, m, ctx) => {
      if (m.original === 'board.publishAck') drop(s, ctx, actorKey(m.to));
      else if (m.original === 'board.info' || m.original === 'board.infoUpdate')
        s.subs.delete(actorKey(m.to));
    },
  },
);
