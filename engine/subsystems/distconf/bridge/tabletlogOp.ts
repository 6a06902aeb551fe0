/**
 * One tablet request in a node's DS proxy (tabletlog.ts): what it waits for, where it goes, and the
 * answers the tablet gets — acknowledged (a read merging the log blobs of a quorum), refused by a
 * block, or ERROR when the group's quorum cannot be reached (dsproxy_put.cpp / dsproxy_block.cpp
 * ReplyAndDie(ERROR); tablet_sys.cpp stops the tablet on it).
 */
import type { ActorContext, ActorId } from '../../../kernel/actor.ts';
import { writeTargets, type ProxyView } from '../../../model/bridge/dsproxy.ts';
import { storageGroups } from '../../../model/bridge/staticgroup.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { applyLogEntry, type BlobStorageMessage, type LocalDbRows } from '../../blobstorage/contract.ts';
import { tabletLogKinds, type TabletLogRequest, type TabletLogResult } from './tabletlogMessages.ts';

export type Result = TabletLogResult;

export interface PendingOp {
  readonly from: ActorId;
  readonly req: TabletLogRequest;
  op: ProxyView;
  /** Every VDisk that answered under `op`, as tabletlog.ts's `heardKey(pile, node)`. */
  readonly heard: Set<number>;
  /** Group pile → VDisk nodes that accepted; and their answers (reads merge them). */
  readonly accepted: Map<number, Set<NodeId>>;
  readonly answers: Result[];
  since: number;
  sentAt: number;
  resent: boolean;
  waiting: boolean;
  /** The last refusal by a VDisk's proxy check, reported while the request waits. */
  reason: string | null;
  /** VDisk nodes whose queue answered ERROR for this request (session down), without piles. */
  readonly errored: Set<NodeId>;
}

export const targets = (p: PendingOp): readonly number[] =>
  p.req.kind === 'block' || p.req.kind === 'write' ? writeTargets(p.op) : [p.op.primary];

/** The local database the log entries make, in (generation, step) order; a snapshot starts it afresh. */
export function replay(answers: readonly Result[]): LocalDbRows {
  const seen = new Map<string, readonly [number, number, LocalDbRows]>();
  for (const a of answers) for (const e of a.entries ?? []) seen.set(`${e[0]}:${e[1]}`, e);
  const db: Record<string, unknown> = {};
  const sorted = [...seen.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [, , rows] of sorted) applyLogEntry(db, rows);
  return db;
}

/** The group's name in events: its pile's id, or the cluster's static group's. */
export const groupName = (ctx: ActorContext, index: number): string =>
  storageGroups(ctx.world.topology)[index]?.pile ?? '';

/** What the proxy answers a tablet with. */
type LogReply = Extract<
  BlobStorageMessage,
  { kind: 'bs.blocked' | 'bs.written' | 'bs.discovered' | 'bs.rows' }
>;

export function reply(p: PendingOp, ok: boolean, blocked: number): LogReply {
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

/**
 * The ERROR answer to the tablet: no quorum of the group could be reached, so nothing was learnt —
 * the reply as if no VDisk had answered, with its status.
 */
export function errorReply(p: PendingOp): LogReply {
  return { ...reply({ ...p, answers: [] }, false, 0), status: 'ERROR' };
}

export function event(
  p: PendingOp,
  state: 'waiting' | 'resumed' | 'refused' | 'error',
  ctx: ActorContext,
  extra: object = {},
): void {
  const r = p.req;
  ctx.emit({
    kind: tabletLogKinds(ctx.world.topology).event,
    tabletId: r.tabletId,
    op: r.kind,
    state,
    ...(r.kind === 'block' || r.kind === 'write' ? { generation: r.generation } : {}),
    ...extra,
  });
}
