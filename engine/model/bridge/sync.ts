/**
 * Sync of a NOT_SYNCHRONIZED pile's group from the primary pile's group, as plain data and pure
 * steps (ydb/core/blobstorage/bridge/syncer/syncer.cpp `TSyncerActor`): the syncer reads both groups
 * (`TEvAssimilate` to the source and the target group), merges blocks, barriers and blobs by key,
 * and writes what the target lacks. Here a read is every VDisk's list of blobs and blocks; blobs the
 * source group holds and a target VDisk lacks are copied to it, and each tablet's block is raised to
 * the higher of the two groups' in both of them ("lock information is copied in both directions",
 * bridge-mode docs). A blob counts as copied when the target VDisks holding it reach the group's
 * quorum (`CheckQuorumForGroup`). The sync then reports to distconf under the generation it ran in
 * (ydb/core/mind/bscontroller/bridge.cpp `TTxCheckUnsynced` → `NotifyBridgeSyncFinished`).
 */
import type { NodeId } from '../topology/types.ts';
import { groupHasQuorum, type StaticGroup } from './staticgroup.ts';

/** The local-database rows a tablet's log blob carries (key → plain-data value). */
type BlobRows = Readonly<Record<string, unknown>>;

/**
 * What one VDisk holds: blob id → size in bytes, tablet id → blocked generation, and for a tablet's
 * log blob the local-database rows it carries (blob id → rows). A copy carries the rows with the
 * blob: they are the blob's data, and a tablet booting from the synced group replays them.
 */
export interface VDiskContents {
  readonly blobs: Readonly<Record<string, number>>;
  readonly blocks: Readonly<Record<string, number>>;
  readonly rows?: Readonly<Record<string, BlobRows>>;
}

export interface SyncProgress {
  readonly blobs: number;
  readonly totalBlobs: number;
  readonly bytes: number;
  readonly totalBytes: number;
}

export interface SyncerState {
  readonly pile: number;
  readonly source: number;
  readonly generation: number;
  /** VDisk node → what it answered to the read (both groups). */
  readonly read: Map<NodeId, VDiskContents>;
  /** Set once both groups answered with quorum. */
  plan: {
    /** Blobs the target group lacks on some VDisk, in id order: [id, bytes]. */
    readonly missing: readonly (readonly [string, number])[];
    /** Per tablet the higher block of the two groups. */
    readonly blocks: Readonly<Record<string, number>>;
    /** Per missing blob the target VDisks that hold it (had it, or acknowledged its copy). */
    readonly holders: Map<string, Set<NodeId>>;
    /** The rows of the missing blobs that carry rows (a tablet's log blobs), read from the source. */
    readonly rows: ReadonlyMap<string, BlobRows>;
  } | null;
  /** Blocks reached a quorum of each group (`blocks` acks per group node). */
  readonly blockAcks: Set<NodeId>;
}

export function newSyncer(pile: number, source: number, generation: number): SyncerState {
  return { pile, source, generation, read: new Map(), plan: null, blockAcks: new Set() };
}

const vdiskNodes = (g: StaticGroup | undefined): NodeId[] => g?.realms.flat().map((v) => v.node) ?? [];

const atQuorum = (g: StaticGroup | undefined, has: ReadonlySet<NodeId>): boolean =>
  g !== undefined && groupHasQuorum(g, (v) => has.has(v.node));

/** The VDisks still to read (both groups) while the plan is not made. */
export function unread(s: SyncerState, groups: readonly StaticGroup[]): NodeId[] {
  if (s.plan) return [];
  return [...vdiskNodes(groups[s.source]), ...vdiskNodes(groups[s.pile])].filter((n) => !s.read.has(n));
}

/**
 * Makes the plan once each group has a quorum of answers: the union of the source's blobs, those a
 * target VDisk that answered lacks, and the higher block per tablet of all answers.
 */
export function makePlan(s: SyncerState, groups: readonly StaticGroup[]): boolean {
  if (s.plan) return true;
  const src = groups[s.source];
  const dst = groups[s.pile];
  const answered = new Set(s.read.keys());
  if (!atQuorum(src, answered) || !atQuorum(dst, answered)) return false;
  const source = new Map<string, number>();
  const sourceRows = new Map<string, BlobRows>();
  const blocks: Record<string, number> = {};
  for (const [node, c] of s.read) {
    if (vdiskNodes(src).includes(node)) {
      for (const [id, b] of Object.entries(c.blobs)) source.set(id, b);
      for (const [id, r] of Object.entries(c.rows ?? {})) sourceRows.set(id, r);
    }
    for (const [t, g] of Object.entries(c.blocks)) blocks[t] = Math.max(blocks[t] ?? 0, g);
  }
  const targets = vdiskNodes(dst).filter((n) => s.read.has(n));
  const holders = new Map<string, Set<NodeId>>();
  const missing: [string, number][] = [];
  const rows = new Map<string, BlobRows>();
  for (const id of [...source.keys()].sort()) {
    const have = new Set(targets.filter((n) => id in (s.read.get(n)?.blobs ?? {})));
    if (have.size === targets.length) continue;
    holders.set(id, have);
    missing.push([id, source.get(id) ?? 0]);
    const r = sourceRows.get(id);
    if (r) rows.set(id, r);
  }
  s.plan = { missing, blocks, holders, rows };
  return true;
}

const copiedOf = (s: SyncerState, g: StaticGroup | undefined, id: string): boolean =>
  atQuorum(g, s.plan?.holders.get(id) ?? new Set());

/** One target VDisk's share of a tick's copies: the blobs it lacks and the rows those carry. */
export interface SyncCopy {
  readonly to: NodeId;
  readonly blobs: [string, number][];
  readonly rows: Record<string, BlobRows>;
}

/**
 * The next copies to send: the first blobs not yet copied, up to `budget` bytes (at least one), each
 * with the target VDisks that still lack it, and the rows of those that carry rows.
 */
export function nextCopies(s: SyncerState, groups: readonly StaticGroup[], budget: number): SyncCopy[] {
  const plan = s.plan;
  if (!plan) return [];
  const dst = groups[s.pile];
  const byNode = new Map<NodeId, SyncCopy>();
  let spent = 0;
  for (const [id, bytes] of plan.missing) {
    if (copiedOf(s, dst, id)) continue;
    if (spent > 0 && spent + bytes > budget) break;
    spent += bytes;
    const have = plan.holders.get(id) ?? new Set();
    const r = plan.rows.get(id);
    for (const n of vdiskNodes(dst)) {
      if (have.has(n)) continue;
      let c = byNode.get(n);
      if (!c) byNode.set(n, (c = { to: n, blobs: [], rows: {} }));
      c.blobs.push([id, bytes]);
      if (r) c.rows[id] = r;
    }
  }
  return [...byNode.values()];
}

/** A target VDisk stored `ids`. */
export function onCopied(s: SyncerState, node: NodeId, ids: readonly string[]): void {
  for (const id of ids) s.plan?.holders.get(id)?.add(node);
}

export function progress(s: SyncerState, groups: readonly StaticGroup[]): SyncProgress {
  const missing = s.plan?.missing ?? [];
  let blobs = 0;
  let bytes = 0;
  let totalBytes = 0;
  for (const [id, b] of missing) {
    totalBytes += b;
    if (copiedOf(s, groups[s.pile], id)) {
      blobs++;
      bytes += b;
    }
  }
  return { blobs, totalBlobs: missing.length, bytes, totalBytes };
}

/** Permille of bytes copied (a sync with nothing to copy is done). */
export const permilleOf = (p: SyncProgress): number =>
  p.totalBytes === 0 ? 1000 : Math.floor((1000 * p.bytes) / p.totalBytes);

/** Blocks reached a quorum of both groups' VDisks. */
function blocksDone(s: SyncerState, groups: readonly StaticGroup[]): boolean {
  return atQuorum(groups[s.source], s.blockAcks) && atQuorum(groups[s.pile], s.blockAcks);
}

/** Every blob copied and the blocks merged into both groups: the syncer reports. */
export function syncDone(s: SyncerState, groups: readonly StaticGroup[]): boolean {
  if (!s.plan || !blocksDone(s, groups)) return false;
  const p = progress(s, groups);
  return p.blobs === p.totalBlobs;
}

/** Nodes of both groups that have not acknowledged the merged blocks yet. */
export function blockTargets(s: SyncerState, groups: readonly StaticGroup[]): NodeId[] {
  if (!s.plan) return [];
  return [...vdiskNodes(groups[s.source]), ...vdiskNodes(groups[s.pile])].filter((n) => !s.blockAcks.has(n));
}
