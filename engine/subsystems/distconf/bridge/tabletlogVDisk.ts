/**
 * A VDisk's side of a tablet's log (tabletlog.ts): one request from a node's dsproxy, checked like
 * any put (mode, submode, PPGeneration: `checkOperation`) and then against the tablet's block, as a
 * VDisk's TEvVBlock / TEvVPut do (ydb/core/blobstorage/vdisk/skeleton: a put below the blocked
 * generation is refused with BLOCKED; a block must raise the generation). A log entry is a blob
 * `log:<tablet>:<gen>:<step>` carrying the rows it commits; reads return the tablet's block, the
 * last generation its log blobs name and, for `read`, every log blob with its rows. Without piles
 * the one group's config is fixed (`proxyConfigOf`), so the check always passes.
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import { checkOperation } from '../../../model/bridge/dsproxy.ts';
import { proxyConfigOf } from './dsproxy.ts';
import { ownDriveLost } from './node.ts';
import { vdiskBlock, vdiskLog, vdiskRaiseBlock, vdiskRows, vdiskStoreLog } from './vdisk.ts';
import { noteExecuted } from './vdiskop.ts';
import {
  tabletLogKinds,
  type LogEntry,
  type TabletLogRequestMessage,
  type TabletLogResult,
} from './tabletlogMessages.ts';

/** A log entry's size on the VDisk [guess: a small commit; YDB's log blobs vary]. */
const LOG_BLOB_BYTES = 4096;

/** The tablet's log blobs on this VDisk with their rows, in (generation, step) order. */
function entriesOf(ctx: ActorContext, tabletId: string): LogEntry[] {
  return vdiskLog(ctx, tabletId).map(([gen, step, id]) => [gen, step, vdiskRows(ctx, id) ?? {}]);
}

/** A request's answer: accepted, or refused naming why (`reason`). */
const answer = (
  ctx: ActorContext,
  msg: TabletLogRequestMessage,
  blocked: number,
  last: number,
  reason?: string,
): TabletLogResult => ({
  kind: tabletLogKinds(ctx.world.topology).result,
  id: msg.id,
  pile: msg.pile,
  ok: reason === undefined,
  ...(reason === undefined ? {} : { reason }),
  blocked,
  last,
});

/**
 * Answers one request; a VDisk whose drive is lost answers nothing (the put waits). [YDB's VDisk
 * on a failed PDisk answers VDISK_ERROR_STATE (skeleton `DatabaseErrorHandle`), and its queue turns
 * lasting silence into ERROR after a minute (queue_backpressure_client.cpp `HandleWatchdog`): not
 * modelled — a lost drive here is silent until it comes back.]
 */
export function onTabletLogRequest(msg: TabletLogRequestMessage, ctx: ActorContext): TabletLogResult | null {
  if (ownDriveLost(ctx)) return null;
  const config = proxyConfigOf(ctx);
  const group = config.groups[msg.pile];
  if (!group) return null;
  const r = msg.req;
  const blocked = vdiskBlock(ctx, r.tabletId);
  // Mode, submode and PPGeneration, strictly: every node on one committed state holds one config.
  const check = checkOperation(group, msg.op);
  if (!check.ok) return answer(ctx, msg, blocked, 0, check.reason);
  // the dsproxy-proxy's report: a cluster without piles has no proxy config to diverge from
  if (ctx.world.topology.piles.length >= 2) noteExecuted(ctx, r.kind, msg.pile, msg.op, group, config);
  const last = Math.max(blocked, vdiskLog(ctx, r.tabletId).at(-1)?.[0] ?? 0);
  switch (r.kind) {
    case 'block': {
      if (r.generation <= blocked) return answer(ctx, msg, blocked, last, 'blocked');
      vdiskRaiseBlock(ctx, r.tabletId, r.generation);
      return answer(ctx, msg, r.generation, Math.max(last, r.generation));
    }
    case 'write': {
      if (r.generation < blocked) return answer(ctx, msg, blocked, last, 'blocked');
      vdiskStoreLog(ctx, r.tabletId, r.generation, r.step, LOG_BLOB_BYTES, r.rows);
      return answer(ctx, msg, blocked, Math.max(last, r.generation));
    }
    case 'discover':
      return answer(ctx, msg, blocked, last);
    case 'read':
      return { ...answer(ctx, msg, blocked, last), entries: entriesOf(ctx, r.tabletId) };
  }
}
