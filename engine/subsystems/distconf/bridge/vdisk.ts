/**
 * The node's VDisk of its pile's static group as a store: the blobs written to it (by puts through a
 * dsproxy-proxy, or copied by the sync) and the tablets' blocks, kept on the node's disk so they
 * survive its restart. A VDisk whose drive is lost answers nothing (drives.ts); its contents come
 * back with the drive [guess: a lost drive is unreachable, not wiped; a replaced disk's rebuild from
 * the group (VDisk replication) is not simulated].
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import type { VDiskContents } from '../../../model/bridge/sync.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { LocalDbRows } from '../../blobstorage/contract.ts';

const VDISK_KEY = 'vdisk';
const EMPTY: VDiskContents = { blobs: {}, blocks: {} };
const LOG_PREFIX = 'log:';

/** A log blob's place in its tablet's log: generation, step and blob id. */
type LogKey = readonly [number, number, string];

/**
 * The VDisk's durable record. It is changed in place (a write is O(1), not a copy of everything the
 * VDisk holds, which made every tablet commit cost as much as the whole log): nothing outside this
 * module keeps a reference across a step — what leaves the VDisk in a message is a copy
 * (`vdiskSnapshot`) — and a snapshot of the run deep-copies node state (kernel/clone.ts).
 */
interface VDiskRecord {
  readonly blobs: Record<string, number>;
  readonly blocks: Record<string, number>;
  readonly rows: Record<string, LocalDbRows>;
  /** Per tablet its log blobs in (generation, step) order — an index over `blobs`. */
  readonly logs: Record<string, LogKey[]>;
}

/** What the VDisk holds, to read at once (not to keep). */
export const vdiskContents = (ctx: ActorContext): VDiskContents =>
  (ctx.durable(VDISK_KEY) as VDiskRecord | undefined) ?? EMPTY;

/** A copy of what the VDisk holds, for a message (the syncer's read). */
export function vdiskSnapshot(ctx: ActorContext): VDiskContents {
  const c = vdiskContents(ctx);
  return { blobs: { ...c.blobs }, blocks: { ...c.blocks }, ...(c.rows ? { rows: { ...c.rows } } : {}) };
}

function record(ctx: ActorContext): VDiskRecord {
  let r = ctx.durable(VDISK_KEY) as VDiskRecord | undefined;
  if (!r) {
    r = { blobs: {}, blocks: {}, rows: {}, logs: {} };
    ctx.storeDurable(VDISK_KEY, r);
  }
  return r;
}

/** Parses `log:<tablet>:<gen>:<step>` (tablet ids hold no colon). */
function logKey(id: string): [string, LogKey] | null {
  if (!id.startsWith(LOG_PREFIX)) return null;
  const [tablet, gen, step] = id.slice(LOG_PREFIX.length).split(':');
  return tablet === undefined ? null : [tablet, [Number(gen ?? 0), Number(step ?? 0), id]];
}

/** Inserts `k` in order; a log is written in order, so this is almost always an append. */
function insertLog(log: LogKey[], k: LogKey): void {
  let i = log.length;
  while (i > 0 && (log[i - 1]![0] > k[0] || (log[i - 1]![0] === k[0] && log[i - 1]![1] > k[1]))) i--;
  log.splice(i, 0, k);
}

/** Stores blobs (id, bytes), raises blocks and keeps the rows a tablet's log blob carries (`rows`, by blob id). */
export function vdiskStore(
  ctx: ActorContext,
  blobs: readonly (readonly [string, number])[],
  blocks: Readonly<Record<string, number>> = {},
  rows?: Readonly<Record<string, LocalDbRows>>,
): void {
  const r = record(ctx);
  for (const [t, g] of Object.entries(blocks)) r.blocks[t] = Math.max(r.blocks[t] ?? 0, g);
  for (const [id, bytes] of blobs) {
    const known = id in r.blobs;
    r.blobs[id] = bytes;
    const k = known ? null : logKey(id);
    if (k) insertLog((r.logs[k[0]] ??= []), k[1]);
  }
  if (rows) Object.assign(r.rows, rows);
}

/** The tablet's log on this VDisk in (generation, step) order: [generation, step, blob id]. */
export function vdiskLog(ctx: ActorContext, tabletId: string): readonly LogKey[] {
  return (ctx.durable(VDISK_KEY) as VDiskRecord | undefined)?.logs[tabletId] ?? [];
}

export type VDiskMessage =
  /** The syncer reads a VDisk of the source or target group (TEvAssimilate). */
  | { readonly kind: 'bridge.syncRead'; readonly generation: number }
  | { readonly kind: 'bridge.syncData'; readonly generation: number; readonly contents: VDiskContents }
  /** The syncer writes blobs the VDisk lacks (with the rows a log blob carries) and the merged blocks. */
  | {
      readonly kind: 'bridge.syncCopy';
      readonly generation: number;
      readonly blobs: readonly (readonly [string, number])[];
      readonly rows?: Readonly<Record<string, LocalDbRows>>;
      readonly blocks?: Readonly<Record<string, number>>;
    }
  | {
      readonly kind: 'bridge.syncCopied';
      readonly generation: number;
      readonly ids: readonly string[];
      readonly blocks: boolean;
    };

/** A VDisk answers the syncer; a lost drive answers nothing. */
export function onVDiskMessage(
  msg: Extract<VDiskMessage, { kind: 'bridge.syncRead' | 'bridge.syncCopy' }>,
  from: NodeId,
  driveLost: boolean,
  ctx: ActorContext,
): void {
  if (driveLost) return;
  const reply = { node: from, name: 'bridge' };
  if (msg.kind === 'bridge.syncRead') {
    ctx.send(reply, { kind: 'bridge.syncData', generation: msg.generation, contents: vdiskSnapshot(ctx) });
    return;
  }
  vdiskStore(ctx, msg.blobs, msg.blocks, msg.rows);
  ctx.send(reply, {
    kind: 'bridge.syncCopied',
    generation: msg.generation,
    ids: msg.blobs.map(([id]) => id),
    blocks: msg.blocks !== undefined,
  });
}
