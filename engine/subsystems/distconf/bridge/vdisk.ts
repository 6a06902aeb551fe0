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

export const vdiskContents = (ctx: ActorContext): VDiskContents =>
  (ctx.durable(VDISK_KEY) as VDiskContents | undefined) ?? EMPTY;

/**
 * Stores blobs (id, bytes), raises blocks and keeps the rows a tablet's log blob carries (`rows`, by
 * blob id); the record is replaced, never mutated in place.
 */
export function vdiskStore(
  ctx: ActorContext,
  blobs: readonly (readonly [string, number])[],
  blocks: Readonly<Record<string, number>> = {},
  rows?: Readonly<Record<string, LocalDbRows>>,
): void {
  const c = vdiskContents(ctx);
  const nextBlocks = { ...c.blocks };
  for (const [t, g] of Object.entries(blocks)) nextBlocks[t] = Math.max(nextBlocks[t] ?? 0, g);
  const nextRows = rows || c.rows ? { ...c.rows, ...rows } : undefined;
  ctx.storeDurable(VDISK_KEY, {
    blobs: { ...c.blobs, ...Object.fromEntries(blobs) },
    blocks: nextBlocks,
    ...(nextRows ? { rows: nextRows } : {}),
  } satisfies VDiskContents);
}

export type VDiskMessage =
  /** The syncer reads a VDisk of the source or target group (TEvAssimilate). */
  | { readonly kind: 'bridge.syncRead'; readonly generation: number }
  | { readonly kind: 'bridge.syncData'; readonly generation: number; readonly contents: VDiskContents }
  /** The syncer writes blobs the VDisk lacks and the merged blocks. */
  | {
      readonly kind: 'bridge.syncCopy';
      readonly generation: number;
      readonly blobs: readonly (readonly [string, number])[];
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
    ctx.send(reply, { kind: 'bridge.syncData', generation: msg.generation, contents: vdiskContents(ctx) });
    return;
  }
  vdiskStore(ctx, msg.blobs, msg.blocks);
  ctx.send(reply, {
    kind: 'bridge.syncCopied',
    generation: msg.generation,
    ids: msg.blobs.map(([id]) => id),
    blocks: msg.blocks !== undefined,
  });
}
