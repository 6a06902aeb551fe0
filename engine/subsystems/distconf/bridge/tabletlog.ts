/**
 * `bsproxy`: a node's DS proxy for its tablets' logs, in every cluster. Without piles it puts to the
 * cluster's one static group (model/blobstorage/group.ts) with its erasure's quorum, under BlobStorage's
 * message kinds (`bs.vlog…`); in a bridge cluster to the pile groups, as follows. A tablet's `bs.*` request
 * (blobstorage/contract.ts `blobStorageFor`) is sent to every VDisk of the groups the node's dsproxy-proxy
 * mode names — both piles while SYNCHRONIZED for a block or a write, the primary one for a read — as
 * tablet_sys.cpp's TEvBlock / TEvPut through bridge.cpp's proxy. It is answered once each group has its
 * quorum of accepting VDisks (`CheckQuorumForGroup`); a VDisk's block refusal fails it at once (a stale
 * leader is fenced); while a group lacks quorum (drives lost, nodes unheard) the request waits, is resent to
 * silent VDisks, and the tablet does not go on: its commit is not acknowledged [YDB puts with no deadline
 * (tablet_req_writelog.cpp) and resends nothing on a timer; its VDisk queue answers ERROR after a disconnect
 * or a minute of silence, and a group short of its fail model then fails the put — the resend here stands for
 * the queue's reconnect]. A read merges the log blobs of a quorum of the primary group, so a new generation
 * starts from its predecessor's rows. A refusal by the proxy check (the proxy is stale) waits for the keeper
 * to adopt a newer config, then the request goes again under it.
 */
import type { ActorContext, ActorId, Behaviour, Envelope, InboxOf, Us } from '../../../kernel/actor.ts';
import type { SystemMessage } from '../../../kernel/messages.ts';
import { proxyViewOf, type ProxyView } from '../../../model/bridge/dsproxy.ts';
import { groupHasQuorum, groupVDisks, storageGroups } from '../../../model/bridge/staticgroup.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { BlobStorageMessage } from '../../blobstorage/contract.ts';
import { TABLET_LOG_SERVICE } from '../../blobstorage/contract.ts';
import { proxyConfigOf } from './dsproxy.ts';
import { onTabletLogRequest } from './tabletlogVDisk.ts';
import { errorReply, event, groupName, reply, targets, type PendingOp, type Result } from './tabletlogOp.ts';
import {
  GROUP_LOG_KINDS,
  PILE_LOG_KINDS,
  tabletLogKinds,
  type TabletLogMessage,
  type TabletLogRequest,
} from './tabletlogMessages.ts';

const TICK_US = 250_000;
/** A request unanswered this long is resent to its silent VDisks. */
const RESEND_US = 500_000;
/** A request waiting this long is reported (`bridge.tabletLog` waiting). */
const STALL_US = 1_000_000;
const MAX_PENDING = 64;

export interface TabletLogState {
  seq: number;
  readonly ops: Map<number, PendingOp>;
  /** A tick is scheduled. Bridge mode ticks always; a cluster without piles only while requests wait. */
  ticking: boolean;
  /**
   * Without piles: VDisk nodes whose interconnect session broke, and when. Their queue drains what it
   * holds with ERROR and answers new requests NOTREADY until it asks for readiness again a second
   * later (queue_backpressure_client.cpp: HandleDisconnected → ResetConnection(ERROR, 1 s)).
   */
  readonly down: Map<NodeId, Us>;
}

/** A queue whose session broke asks its VDisk for readiness again after this long (ResetConnection's 1 s). */
const QUEUE_RETRY_US = 1_000_000;

const alwaysTicks = (ctx: ActorContext): boolean => ctx.world.topology.piles.length >= 2;

function scheduleTick(s: TabletLogState, ctx: ActorContext): void {
  s.ticking = true;
  ctx.schedule(TICK_US, { kind: tabletLogKinds(ctx.world.topology).tick });
}

const viewOf = (ctx: ActorContext): ProxyView => proxyViewOf(proxyConfigOf(ctx));

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

/** Node ids stay at or below 2^22 (kernel/network.ts NodeIndex), so pile and node fit one number. */
const NODE_ID_SPAN = 1 << 23;
/** A VDisk of group `pile` on `node`, as a number: `PendingOp.heard` holds these. */
const heardKey = (pile: number, node: NodeId): number => pile * NODE_ID_SPAN + node;

function send(id: number, p: PendingOp, ctx: ActorContext, s: TabletLogState): void {
  const groups = storageGroups(ctx.world.topology);
  const kind = tabletLogKinds(ctx.world.topology).req;
  const answersError = !alwaysTicks(ctx);
  p.sentAt = ctx.now;
  for (const pile of targets(p))
    for (const v of groupVDisks(groups[pile])) {
      if (p.heard.has(heardKey(pile, v.node)) || p.errored.has(v.node)) continue;
      if (answersError && v.node !== ctx.self.node) {
        // a queue whose session broke is not READY: it answers NOTREADY at once, an error for this
        // VDisk (queue_backpressure_client.cpp HandleRequest)
        const since = s.down.get(v.node);
        if (since !== undefined && ctx.now - since < QUEUE_RETRY_US) {
          p.errored.add(v.node);
          continue;
        }
        ctx.watchNode(v.node);
      }
      ctx.send({ node: v.node, name: TABLET_LOG_SERVICE }, { kind, id, pile, op: p.op, req: p.req });
    }
}

/** Whether the VDisks that have not answered ERROR can still give the group its quorum. */
function quorumPossible(p: PendingOp, ctx: ActorContext): boolean {
  const groups = storageGroups(ctx.world.topology);
  return targets(p).every((pile) => {
    const g = groups[pile];
    return g !== undefined && groupHasQuorum(g, (v) => !p.errored.has(v.node));
  });
}

/**
 * Fails the request with ERROR when too many VDisks errored for the erasure's quorum: the quorum
 * tracker's ERROR verdict (dsproxy_block.cpp Process → ReplyAndDie(ERROR); dsproxy_put.cpp likewise).
 * Returns whether it failed.
 */
function failIfNoQuorum(s: TabletLogState, id: number, p: PendingOp, ctx: ActorContext): boolean {
  if (quorumPossible(p, ctx)) return false;
  s.ops.delete(id);
  event(p, 'error', ctx, { group: groupName(ctx, p.op.primary), reason: 'no-quorum' });
  ctx.send(p.from, errorReply(p));
  return true;
}

/** The interconnect session to `node` broke: its queue drains every request with ERROR. */
function onDisconnected(s: TabletLogState, node: NodeId, ctx: ActorContext): void {
  if (alwaysTicks(ctx)) return;
  s.down.set(node, ctx.now);
  for (const [id, p] of s.ops) {
    if (targets(p).some((pile) => p.heard.has(heardKey(pile, node)))) continue;
    p.errored.add(node);
    failIfNoQuorum(s, id, p, ctx);
  }
}

/** The first target group short of its quorum of accepting VDisks, or undefined when all have it. */
function shortGroup(p: PendingOp, ctx: ActorContext): number | undefined {
  const groups = storageGroups(ctx.world.topology);
  return targets(p).find((pile) => {
    const g = groups[pile];
    const got = p.accepted.get(pile);
    return !g || !got || !groupHasQuorum(g, (v) => got.has(v.node));
  });
}

function onResult(s: TabletLogState, msg: Result, from: NodeId, ctx: ActorContext): void {
  s.down.delete(from);
  const p = s.ops.get(msg.id);
  // an answer from a VDisk whose queue already answered ERROR for this request is not counted
  if (!p || msg.pile === undefined || p.errored.has(from)) return;
  const key = heardKey(msg.pile, from);
  if (p.heard.has(key)) return;
  p.heard.add(key);
  const r = p.req;
  // a resent block finding its own generation already blocked is this block's earlier copy
  const own = r.kind === 'block' && p.resent && msg.blocked === r.generation;
  if (!msg.ok && msg.reason === 'blocked' && !own) {
    s.ops.delete(msg.id);
    event(p, 'refused', ctx, { group: groupName(ctx, msg.pile), reason: 'blocked' });
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
  s.ticking = false;
  if (alwaysTicks(ctx) || s.ops.size > 0) scheduleTick(s, ctx);
  const view = viewOf(ctx);
  for (const [id, p] of s.ops) {
    if (view.ppGeneration !== p.op.ppGeneration) {
      // the keeper adopted a newer proxy config: the request goes again under it
      p.op = view;
      p.heard.clear();
      p.accepted.clear();
      p.answers.length = 0;
      p.errored.clear();
      send(id, p, ctx, s);
      continue;
    }
    if (!p.waiting && ctx.now - p.since >= STALL_US) {
      p.waiting = true;
      const short = shortGroup(p, ctx);
      const group = groupName(ctx, short ?? p.op.primary);
      event(p, 'waiting', ctx, { group, reason: p.reason ?? 'no-disk-quorum' });
    }
    if (ctx.now - p.sentAt >= RESEND_US) {
      p.resent = true;
      send(id, p, ctx, s);
      if (failIfNoQuorum(s, id, p, ctx)) continue;
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
    errored: new Set(),
  };
  s.ops.set(id, p);
  for (const old of s.ops.keys()) {
    if (s.ops.size <= MAX_PENDING) break;
    s.ops.delete(old);
  }
  send(id, p, ctx, s);
  if (failIfNoQuorum(s, id, p, ctx)) return;
  if (!s.ticking) scheduleTick(s, ctx);
}

const INBOX = [
  'bs.discover',
  'bs.block',
  'bs.write',
  'bs.read',
  PILE_LOG_KINDS.req,
  PILE_LOG_KINDS.result,
  PILE_LOG_KINDS.tick,
  GROUP_LOG_KINDS.req,
  GROUP_LOG_KINDS.result,
  GROUP_LOG_KINDS.tick,
  'sys.disconnected',
] as const;
type In = InboxOf<BlobStorageMessage | TabletLogMessage | SystemMessage, typeof INBOX>;

export const tabletLog: Behaviour<TabletLogState, In> = {
  type: 'bridge.bsproxy',
  inbox: INBOX,
  init(ctx) {
    const s: TabletLogState = { seq: 0, ops: new Map(), ticking: false, down: new Map() };
    if (alwaysTicks(ctx)) scheduleTick(s, ctx);
    return s;
  },
  receive(s, env: Envelope<In>, ctx) {
    const m = env.msg;
    switch (m.kind) {
      case 'bridge.tlog':
      case 'bs.vlog': {
        const res = onTabletLogRequest(m, ctx);
        if (res) ctx.send(env.from, res);
        return;
      }
      case 'bridge.tlogResult':
      case 'bs.vlogResult':
        return onResult(s, m, env.from.node, ctx);
      case 'bridge.tlogTick':
      case 'bs.vlogTick':
        return tick(s, ctx);
      case 'sys.disconnected':
        return onDisconnected(s, m.node, ctx);
      default:
        return onRequest(s, m, env.from, ctx);
    }
  },
};
