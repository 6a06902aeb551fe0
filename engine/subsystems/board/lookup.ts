/**
 * Board lookup (ydb/core/base/board_lookup.cpp, TBoardLookupActor). Asks every selected replica of
 * each counted ring group. One-shot (first / second / majority): OK as soon as any group has the
 * threshold of replicas with info, NotAvailable once all replied without. Subscription: initial OK
 * when every group has the threshold of answers (with or without info), then streams deltas; a
 * replica whose session breaks is re-asked after back-off, its entries kept while another replica
 * still reports them; NotAvailable when every group lost more than n - threshold replicas.
 */
import { actorKey, sameActor } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId } from '../../kernel/actor.ts';
import { type BoardInbox, type BoardUpdate, type LookupCookie, type LookupMode } from './messages.ts';
import { LOOKUP_FIRST, nextRetryDelay } from './backoff.ts';
import { SESSION_TIMEOUT_US } from '../interconnect-session.ts';
import { targetsFor } from './targets.ts';
import {
  addInfo,
  allGroupsAnswered,
  allGroupsNotAvailable,
  allGroupsReplied,
  anyGroupHasInfo,
  clearReplica,
  lookupGroups,
  removeInfo,
  slotKey,
  type InfoTable,
  type LookupGroup,
  type LookupReplica,
} from './lookup-state.ts';

export interface LookupArgs {
  readonly path: string;
  readonly mode: LookupMode;
  /** Receives board.lookupResult (and board.lookupUpdate in subscription mode). */
  readonly owner: ActorId;
}

export interface LookupState extends InfoTable {
  readonly path: string;
  readonly mode: LookupMode;
  readonly owner: ActorId;
  phase: 'lookup' | 'subscribe';
  readonly groups: LookupGroup[];
}

const isSub = (s: LookupState) => s.mode === 'subscription';

function send(s: LookupState, r: LookupReplica, cookie: LookupCookie, ctx: ActorContext): void {
  if (r.actor.node !== ctx.self.node) ctx.watchNode(r.actor.node);
  const replica = slotKey(cookie.group, cookie.index);
  ctx.schedule(SESSION_TIMEOUT_US, { kind: 'board.sessionCheck', replica, attempt: cookie.reconnect });
  ctx.send(r.actor, { kind: 'board.lookup', path: s.path, subscribe: isSub(s), cookie });
}

function finish(s: LookupState, ctx: ActorContext, ok: boolean): void {
  const entries = [...s.info.values()];
  if (!isSub(s)) {
    const detail = ok ? `OK ${entries.length} entries` : 'NotAvailable';
    const base = {
      subsystem: 'board',
      op: 'board.lookup',
      opId: actorKey(ctx.self),
      key: s.path,
      detail,
    } as const;
    ctx.emit({ ...base, kind: ok ? 'op.quorum' : 'op.failed' });
  }
  if (ok) {
    ctx.send(s.owner, { kind: 'board.lookupResult', path: s.path, status: 'ok', entries });
    if (isSub(s)) {
      s.phase = 'subscribe';
      return;
    }
  } else if (s.phase === 'subscribe') {
    ctx.send(s.owner, { kind: 'board.lookupUpdate', path: s.path, status: 'notAvailable', updates: [] });
  } else {
    ctx.send(s.owner, { kind: 'board.lookupResult', path: s.path, status: 'notAvailable', entries: [] });
  }
  passAway(s, ctx);
}

function passAway(s: LookupState, ctx: ActorContext): void {
  if (isSub(s))
    for (const g of s.groups) for (const r of g.replicas) ctx.send(r.actor, { kind: 'board.unsubscribe' });
  ctx.stop();
}

/** CheckCompletion. */
function check(s: LookupState, ctx: ActorContext): void {
  if (s.phase === 'lookup') {
    if ((!isSub(s) && anyGroupHasInfo(s.groups)) || (isSub(s) && allGroupsAnswered(s.groups)))
      return finish(s, ctx, true);
    if (!isSub(s) ? allGroupsReplied(s.groups) : allGroupsNotAvailable(s.groups))
      return finish(s, ctx, false);
  } else if (allGroupsNotAvailable(s.groups)) finish(s, ctx, false);
}

function push(s: LookupState, ctx: ActorContext, updates: BoardUpdate[]): void {
  if (s.phase !== 'subscribe' || updates.length === 0) return;
  ctx.send(s.owner, { kind: 'board.lookupUpdate', path: s.path, status: 'ok', updates });
}

/** The replica became unreachable: count it NotAvailable, drop what only it reported, reconnect. */
function lost(s: LookupState, g: LookupGroup, idx: number, ctx: ActorContext, reconnect: boolean): void {
  const r = g.replicas[idx]!;
  if (r.status === 'unknown') g.replied++;
  if (r.status !== 'notAvailable') {
    if (r.status === 'ready') g.hasInfo--;
    else if (r.status === 'noInfo') g.noInfo--;
    if (r.status !== 'reconnect') g.notAvailable++;
    r.status = 'notAvailable';
  }
  push(s, ctx, clearReplica(s, r, slotKey(g.group, idx)));
  if (reconnect && isSub(s) && !r.scheduled) {
    r.scheduled = true;
    const delay = nextRetryDelay(r.retry, ctx.now, LOOKUP_FIRST, () => ctx.random());
    ctx.schedule(delay, { kind: 'board.reconnect', group: g.group, index: idx });
  }
}

function slotOf(s: LookupState, c: LookupCookie): [LookupGroup, LookupReplica] | null {
  const g = s.groups.find((x) => x.group === c.group);
  const r = g?.replicas[c.index];
  return g && r && r.reconnect === c.reconnect ? [g, r] : null;
}

function init(ctx: ActorContext, args: unknown): LookupState {
  const a = args as LookupArgs;
  const targets = targetsFor(ctx.world, 'board', { kind: 'path', path: a.path });
  const s: LookupState = {
    path: a.path,
    mode: a.mode,
    owner: a.owner,
    phase: 'lookup',
    groups: lookupGroups(targets, a.mode),
    info: new Map(),
    infoReplicas: new Map(),
  };
  if (a.mode !== 'subscription') {
    ctx.emit({
      kind: 'op.started',
      subsystem: 'board',
      op: 'board.lookup',
      opId: actorKey(ctx.self),
      key: a.path,
    });
  }
  for (const g of s.groups)
    g.replicas.forEach((r, i) => send(s, r, { group: g.group, index: i, reconnect: 0 }, ctx));
  // "lookup on unconfigured statestorage board service" -> NotAvailable
  if (s.groups.length === 0) finish(s, ctx, false);
  return s;
}

export const boardLookup = actorByKind<LookupState, BoardInbox>()('board.lookup', init, {
  'board.info': (s, m, ctx) => {
    const hit = slotOf(s, m.cookie);
    if (!hit || (hit[1].status !== 'unknown' && hit[1].status !== 'reconnect')) return;
    const [g, r] = hit;
    if (r.status === 'unknown') g.replied++;
    else g.notAvailable--;
    const slot = slotKey(g.group, m.cookie.index);
    const updates: BoardUpdate[] = [];
    if (m.dropped) {
      r.status = 'noInfo';
      g.noInfo++;
    } else {
      r.status = 'ready';
      g.hasInfo++;
      for (const e of m.entries) {
        const u = addInfo(s, r, slot, e);
        if (u) updates.push(u);
      }
    }
    push(s, ctx, updates);
    return check(s, ctx);
  },
  'board.infoUpdate': (s, m, ctx) => {
    const hit = slotOf(s, m.cookie);
    if (!hit || (hit[1].status !== 'ready' && hit[1].status !== 'noInfo')) return;
    const slot = slotKey(m.cookie.group, m.cookie.index);
    const u = m.update.dropped
      ? removeInfo(s, hit[1], slot, actorKey(m.update.owner))
      : addInfo(s, hit[1], slot, { owner: m.update.owner, payload: m.update.payload });
    if (u) push(s, ctx, [u]);
  },
  'sys.disconnected': (s, m, ctx) => {
    for (const g of s.groups)
      g.replicas.forEach((r, i) => r.actor.node === m.node && lost(s, g, i, ctx, true));
    return check(s, ctx);
  },
  'sys.undelivered': (s, m, ctx) => {
    if (m.original !== 'board.lookup') return;
    // YDB: an undelivered lookup marks the replica NotAvailable without a reconnect
    for (const g of s.groups)
      g.replicas.forEach((r, i) => {
        if (sameActor(r.actor, m.to) && (r.status === 'unknown' || r.status === 'reconnect'))
          lost(s, g, i, ctx, false);
      });
    return check(s, ctx);
  },
  'board.reconnect': (s, m, ctx) => {
    const g = s.groups.find((x) => x.group === m.group);
    const r = g?.replicas[m.index];
    if (!r) return;
    r.scheduled = false;
    if (r.status !== 'notAvailable') return;
    r.reconnect++;
    r.status = 'reconnect';
    r.retry.lastRetryAt = ctx.now;
    send(s, r, { group: m.group, index: m.index, reconnect: r.reconnect }, ctx);
  },
  'board.sessionCheck': (s, m, ctx) => {
    // no answer over a new session: as if interconnect reported the node disconnected
    const [gi, ii] = m.replica.split(':').map(Number);
    const g = s.groups.find((x) => x.group === gi);
    const r = g?.replicas[ii ?? -1];
    if (!g || !r || r.reconnect !== m.attempt || (r.status !== 'unknown' && r.status !== 'reconnect')) return;
    lost(s, g, ii!, ctx, true);
    return check(s, ctx);
  },
  'sys.poison': (s, _m, ctx) => passAway(s, ctx),
});
