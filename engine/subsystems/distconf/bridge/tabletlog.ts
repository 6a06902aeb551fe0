/**
 * `bsproxy`: a node's DS proxy for its tablets' logs in a bridge cluster. A tablet's `bs.*` request
 * (blobstorage/contract.ts `blobStorageFor`) is sent to every VDisk of the groups the node's
 * dsproxy-proxy mode names — both piles while SYNCHRONIZED for a block or a write, the primary one
 * for a read — as tablet_sys.cpp's TEvBlock / TEvPut through bridge.cpp's proxy. It is answered once
 * each group has its quorum of accepting VDisks (`CheckQuorumForGroup`); a VDisk's block refusal
 * fails it at once (a stale leader is fenced); while a group lacks quorum (drives lost, nodes
 * unheard) the request waits, is resent to silent VDisks, and the tablet does not go on: its commit
 * is not acknowledged. A read merges the log blobs of a quorum of the primary group, so a new
 * generation starts from its predecessor's rows. A refusal by the proxy check (the proxy is stale)
 * waits for the keeper to adopt a newer config, then the request goes again under it.
 */
import type { ActorContext, ActorId, Behaviour, Envelope, InboxOf } from '../../../kernel/actor.ts';
import { writeTargets, type ProxyView } from '../../../model/bridge/dsproxy.ts';
import { groupHasQuorum, staticGroups } from '../../../model/bridge/staticgroup.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { BlobStorageMessage, LocalDbRows } from '../../blobstorage/contract.ts';
import { TABLET_LOG_SERVICE } from '../../blobstorage/contract.ts';
import { proxyConfigOf } from './dsproxy.ts';
import { pileMap } from './links.ts';
import { onTabletLogRequest } from './tabletlogVDisk.ts';
import type { TabletLogMessage, TabletLogRequest } from './tabletlogMessages.ts';

const TICK_US = 250_000;
/** A request unanswered this long is resent to its silent VDisks. */
const RESEND_US = 500_000;
/** A request waiting this long is reported (`bridge.tabletLog` waiting). */
const STALL_US = 1_000_000;
const MAX_PENDING = 64;

type Result = Extract<TabletLogMessage, { kind: 'bridge.tlogResult' }>;

interface PendingOp {
  readonly from: ActorId;
  readonly req: TabletLogRequest;
  op: ProxyView;
  /** `pile:node` of every VDisk that answered under `op`. */
  readonly heard: Set<string>;
  /** Group pile → VDisk nodes that accepted; and their answers (reads merge them). */
  readonly accepted: Map<number, Set<NodeId>>;
  readonly answers: Result[];
  since: number;
  sentAt: number;
  resent: boolean;
  waiting: boolean;
  /** The last refusal by a VDisk's proxy check, reported while the request waits. */
  reason: string | null;
}

export interface TabletLogState {
  seq: number;
  readonly ops: Map<number, PendingOp>;
}

const viewOf = (ctx: ActorContext): ProxyView => {
  const c = proxyConfigOf(ctx);
  return { primary: c.primary, pairs: c.pairs, ppGeneration: c.ppGeneration };
};

const targets = (p: PendingOp): readonly number[] =>
  p.req.kind === 'block' || p.req.kind === 'write' ? writeTargets(p.op) : [p.op.primary];

function toRequest(m: BlobStorageMessage): TabletLogRequest | null {
  switch (m.kind) {
    case 'bs.discover':
      return { kind: 'discover', tabletId: m.tabletId };
    case 'bs.read':
      return { kind: 'read', tabletId: m.tabletId };
    case 'bs.block':
      return { kind: 'block', tabletId: m.tabletId, generation: m.generation };
    case 'bs.write':
      return {
        kind: 'write',
        tabletId: m.tabletId,
        generation: m.generation,
        step: m.step,
        ...(m.rows ? { rows: m.rows } : {}),
      };
    default:
      return null;
  }
}

function send(id: number, p: PendingOp, ctx: ActorContext): void {
  const groups = staticGroups(ctx.world.topology);
  p.sentAt = ctx.now;
  for (const pile of targets(p))
    for (const v of groups[pile]?.realms.flat() ?? [])
      if (!p.heard.has(`${pile}:${v.node}`))
        ctx.send(
          { node: v.node, name: TABLET_LOG_SERVICE },
          { kind: 'bridge.tlog', id, pile, op: p.op, req: p.req },
        );
}

/** The first target group short of its quorum of accepting VDisks, or undefined when all have it. */
function shortGroup(p: PendingOp, ctx: ActorContext): number | undefined {
  const groups = staticGroups(ctx.world.topology);
  return targets(p).find((pile) => {
    const g = groups[pile];
    const got = p.accepted.get(pile);
    return !g || !got || !groupHasQuorum(g, (v) => got.has(v.node));
  });
}

function replay(answers: readonly Result[]): LocalDbRows {
  const seen = new Map<string, readonly [number, number, LocalDbRows]>();
  for (const a of answers) for (const e of a.entries ?? []) seen.set(`${e[0]}:${e[1]}`, e);
  const db: Record<string, unknown> = {};
  const sorted = [...seen.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [, , rows] of sorted)
    for (const [k, v] of Object.entries(rows)) {
      if (v === null) delete db[k];
      else db[k] = v;
    }
  return db;
}

function reply(p: PendingOp, ok: boolean, blocked: number): BlobStorageMessage {
  const r = p.req;
  const t = r.tabletId;
  switch (r.kind) {
    case 'block':
      return { kind: 'bs.blocked', tabletId: t, generation: r.generation, ok, blockedGeneration: blocked };
    case 'write':
      return {
        kind: 'bs.written',
        tabletId: t,
        generation: r.generation,
        step: r.step,
        ok,
        blockedGeneration: blocked,
      };
    case 'discover': {
      const last = Math.max(0, ...p.answers.map((a) => a.last));
      return { kind: 'bs.discovered', tabletId: t, lastGeneration: last, blockedGeneration: blocked };
    }
    case 'read':
      return { kind: 'bs.rows', tabletId: t, rows: replay(p.answers) };
  }
}

function event(
  p: PendingOp,
  state: 'waiting' | 'resumed' | 'refused',
  ctx: ActorContext,
  extra: object = {},
): void {
  const r = p.req;
  ctx.emit({
    kind: 'bridge.tabletLog',
    tabletId: r.tabletId,
    op: r.kind,
    state,
    ...(r.kind === 'block' || r.kind === 'write' ? { generation: r.generation } : {}),
    ...extra,
  });
}

function onResult(s: TabletLogState, msg: Result, from: NodeId, ctx: ActorContext): void {
  const p = s.ops.get(msg.id);
  if (!p || msg.pile === undefined) return;
  const key = `${msg.pile}:${from}`;
  if (p.heard.has(key)) return;
  p.heard.add(key);
  const r = p.req;
  // a resent block finding its own generation already blocked is this block's earlier copy
  const own = r.kind === 'block' && p.resent && msg.blocked === r.generation;
  if (!msg.ok && msg.reason === 'blocked' && !own) {
    s.ops.delete(msg.id);
    event(p, 'refused', ctx, { group: pileMap(ctx.world.topology).names[msg.pile] ?? '', reason: 'blocked' });
    ctx.send(p.from, reply(p, false, msg.blocked));
    return;
  }
  if (!msg.ok && !own) {
    // the proxy and this VDisk hold different configs: asked again at the next resend, by when the
    // older side has adopted the newer state (or under the proxy's new config, `tick`)
    p.heard.delete(key);
    p.reason = msg.reason ?? 'refused';
    return;
  }
  const acc = p.accepted.get(msg.pile) ?? new Set<NodeId>();
  acc.add(from);
  p.accepted.set(msg.pile, acc);
  p.answers.push(msg);
  if (shortGroup(p, ctx) !== undefined) return;
  s.ops.delete(msg.id);
  if (p.waiting) event(p, 'resumed', ctx);
  const blocked = Math.max(0, ...p.answers.map((a) => a.blocked));
  ctx.send(p.from, reply(p, true, blocked));
}

function tick(s: TabletLogState, ctx: ActorContext): void {
  ctx.schedule(TICK_US, { kind: 'bridge.tlogTick' });
  const view = viewOf(ctx);
  const names = pileMap(ctx.world.topology).names;
  for (const [id, p] of s.ops) {
    if (view.ppGeneration !== p.op.ppGeneration) {
      // the keeper adopted a newer proxy config: the request goes again under it
      p.op = view;
      p.heard.clear();
      p.accepted.clear();
      p.answers.length = 0;
      send(id, p, ctx);
      continue;
    }
    if (!p.waiting && ctx.now - p.since >= STALL_US) {
      p.waiting = true;
      const short = shortGroup(p, ctx);
      const group = names[short ?? p.op.primary] ?? '';
      event(p, 'waiting', ctx, { group, reason: p.reason ?? 'no-disk-quorum' });
    }
    if (ctx.now - p.sentAt >= RESEND_US) {
      p.resent = true;
      send(id, p, ctx);
    }
  }
}

function onRequest(s: TabletLogState, m: BlobStorageMessage, from: ActorId, ctx: ActorContext): void {
  const req = toRequest(m);
  if (!req) return;
  const id = ++s.seq;
  const p: PendingOp = {
    from,
    req,
    op: viewOf(ctx),
    heard: new Set(),
    accepted: new Map(),
    answers: [],
    since: ctx.now,
    sentAt: ctx.now,
    resent: false,
    waiting: false,
    reason: null,
  };
  s.ops.set(id, p);
  for (const old of s.ops.keys()) {
    if (s.ops.size <= MAX_PENDING) break;
    s.ops.delete(old);
  }
  send(id, p, ctx);
}

const INBOX = [
  'bs.discover',
  'bs.block',
  'bs.write',
  'bs.read',
  'bridge.tlog',
  'bridge.tlogResult',
  'bridge.tlogTick',
] as const;
type In = InboxOf<BlobStorageMessage | TabletLogMessage, typeof INBOX>;

export const tabletLog: Behaviour<TabletLogState, In> = {
  type: 'bridge.bsproxy',
  inbox: INBOX,
  init(ctx) {
    ctx.schedule(TICK_US, { kind: 'bridge.tlogTick' });
    return { seq: 0, ops: new Map() };
  },
  receive(s, env: Envelope<In>, ctx) {
    const m = env.msg;
    switch (m.kind) {
      case 'bridge.tlog': {
        const res = onTabletLogRequest(m, ctx);
        if (res) ctx.send(env.from, res);
        return;
      }
      case 'bridge.tlogResult':
        return onResult(s, m, env.from.node, ctx);
      case 'bridge.tlogTick':
        return tick(s, ctx);
      default:
        return onRequest(s, m, env.from, ctx);
    }
  },
};
