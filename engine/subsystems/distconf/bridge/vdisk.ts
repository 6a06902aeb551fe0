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
const LOG_PREFIX = 'log:';

/** A log blob's place in its tablet's log: generation, step and blob id. */
type LogKey = readonly [number, number, string];

/**
 * The VDisk's durable record. It is changed in place (a write is O(1), not a copy of everything the
 * VDisk holds, which made every tablet commit cost as much as the whole log): nothing outside this
 * module keeps a reference across a step — what leaves the VDisk in a message is a copy
 * (`vdiskSnapshot`) — and a snapshot of the run deep-copies node state (kernel/clone.ts). Maps, not
 * records: every log blob has a new id, and an object given ever new keys keeps changing shape,
 * which made each write cost far more than the write itself. A Map keeps insertion order, as a
 * record does for these (non-index) keys, so a snapshot lists the same keys in the same order.
 */
interface VDiskRecord {
  readonly blobs: Map<string, number>;
  readonly blocks: Map<string, number>;
  readonly rows: Map<string, LocalDbRows>;
  /** Per tablet its log blobs in (generation, step) order — an index over `blobs`. */
  readonly logs: Map<string, LogKey[]>;
}

const held = (ctx: ActorContext): VDiskRecord | undefined =>
  ctx.durable(VDISK_KEY) as VDiskRecord | undefined;

function record(ctx: ActorContext): VDiskRecord {
  let r = held(ctx);
  if (!r) {
    r = { blobs: new Map(), blocks: new Map(), rows: new Map(), logs: new Map() };
    ctx.storeDurable(VDISK_KEY, r);
  }
  return r;
}

/** A copy of what the VDisk holds, for a message (the syncer's read) or a test. */
export function vdiskSnapshot(ctx: ActorContext): VDiskContents {
  const r = held(ctx);
  if (!r) return { blobs: {}, blocks: {} };
  return {
    blobs: Object.fromEntries(r.blobs),
    blocks: Object.fromEntries(r.blocks),
    rows: Object.fromEntries(r.rows),
  };
}

/** Whether the VDisk holds blob `id`. */
export const vdiskHas = (ctx: ActorContext, id: string): boolean => held(ctx)?.blobs.has(id) ?? false;

/** The generation tablet `tabletId` is blocked at on this VDisk (0: never blocked). */
export const vdiskBlock = (ctx: ActorContext, tabletId: string): number =>
  held(ctx)?.blocks.get(tabletId) ?? 0;

/** The rows log blob `id` carries (none for a blob that is not a tablet's log entry). */
export const vdiskRows = (ctx: ActorContext, id: string): LocalDbRows | undefined => held(ctx)?.rows.get(id);

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

function indexLog(r: VDiskRecord, tabletId: string, k: LogKey): void {
  const log = r.logs.get(tabletId);
  if (log) insertLog(log, k);
  else r.logs.set(tabletId, [k]);
}

function storeBlob(r: VDiskRecord, id: string, bytes: number): void {
  const k = r.blobs.has(id) ? null : logKey(id);
  r.blobs.set(id, bytes);
  if (k) indexLog(r, k[0], k[1]);
}

function raiseBlock(r: VDiskRecord, tabletId: string, generation: number): void {
  r.blocks.set(tabletId, Math.max(r.blocks.get(tabletId) ?? 0, generation));
}

/**
 * Stores blobs (id, bytes) with the rows a log blob carries (`rows`, by blob id) and raises blocks
 * (the syncer's copy, a dsproxy put).
 */
export function vdiskStore(
  ctx: ActorContext,
  blobs: readonly (readonly [string, number])[],
  blocks: Readonly<Record<string, number>> = {},
  rows: Readonly<Record<string, LocalDbRows>> = {},
): void {
  const r = record(ctx);
  for (const [t, g] of Object.entries(blocks)) raiseBlock(r, t, g);
  for (const [id, bytes] of blobs) storeBlob(r, id, bytes);
  for (const [id, row] of Object.entries(rows)) r.rows.set(id, row);
}

/** Raises tablet `tabletId`'s block to `generation` (a block never goes down). */
export function vdiskRaiseBlock(ctx: ActorContext, tabletId: string, generation: number): void {
  raiseBlock(record(ctx), tabletId, generation);
}

/** A tablet's log blob id: `log:<tablet>:<gen>:<step>`. */
const logBlobId = (tabletId: string, generation: number, step: number): string =>
  `${LOG_PREFIX}${tabletId}:${generation}:${step}`;

/**
 * Stores tablet `tabletId`'s log blob of (generation, step), `bytes` long, with the rows it commits;
 * indexed from its parts, not by parsing back the id it was just given.
 */
export function vdiskStoreLog(
  ctx: ActorContext,
  tabletId: string,
  generation: number,
  step: number,
  bytes: number,
  rows?: LocalDbRows,
): void {
  const r = record(ctx);
  const id = logBlobId(tabletId, generation, step);
  if (!r.blobs.has(id)) indexLog(r, tabletId, [generation, step, id]);
  r.blobs.set(id, bytes);
  if (rows) r.rows.set(id, rows);
}

const NO_LOG: readonly LogKey[] = [];

/** The tablet's log on this VDisk in (generation, step) order: [generation, step, blob id]. */
export function vdiskLog(ctx: ActorContext, tabletId: string): readonly LogKey[] {
  return held(ctx)?.logs.get(tabletId) ?? NO_LOG;
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
