/**
 * The root's syncer of a NOT_SYNCHRONIZED_2 pile (model/bridge/sync.ts): BSController starts one per
 * bridged group whose pile is unsynced (ydb/core/mind/bscontroller/bridge.cpp `StartRequiredSyncers`)
 * and the syncer reads both groups and writes what the target lacks
 * (ydb/core/blobstorage/bridge/syncer/syncer.cpp). Here it runs beside the keeper on the root: each
 * tick it (re)sends the reads still unanswered, then the next copies within a byte budget, and
 * reports progress; when every blob is copied and the blocks merged it reports to the keeper under
 * the generation it started in (`NotifyBridgeSyncFinished`), which refuses a stale one. A new
 * generation or another NS2 pile starts it again; the source is the primary pile's group.
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import { pileGroups } from '../../../model/bridge/staticgroup.ts';
import {
  blockTargets,
  makePlan,
  newSyncer,
  nextCopies,
  onCopied,
  permilleOf,
  progress,
  syncDone,
  unread,
  type SyncerState,
} from '../../../model/bridge/sync.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { BridgeEvent } from './events.ts';
import { keeperSyncReport, type KeeperState } from './keeper.ts';
import type { PileMap } from './links.ts';
import type { VDiskMessage } from './vdisk.ts';

/** Bytes the syncer copies per keeper tick [guess: a teaching rate, 2.5 MiB/s at a 100 ms tick]. */
const SYNC_BYTES_PER_TICK = 262_144;

export interface SyncerHost {
  syncer: (SyncerState & { reported: boolean; shown: string }) | null;
}

const to = (node: NodeId) => ({ node, name: 'bridge' });

/** One tick of the root's syncer; returns the events to emit (progress, the keeper's answer). */
export function syncerTick(h: SyncerHost, k: KeeperState, m: PileMap, ctx: ActorContext): BridgeEvent[] {
  const stored = k.stored;
  const pile = stored.perPile.indexOf('NOT_SYNCHRONIZED_2');
  if (pile < 0 || k.pending) {
    if (pile < 0) h.syncer = null;
    return [];
  }
  const s = h.syncer;
  if (!s || s.pile !== pile || s.generation !== stored.generation)
    h.syncer = { ...newSyncer(pile, stored.primary, stored.generation), reported: false, shown: '' };
  const sy = h.syncer!;
  if (sy.reported) return [];
  const groups = pileGroups(ctx.world.topology);
  const msg = (m: VDiskMessage) => m;
  if (!makePlan(sy, groups)) {
    for (const n of unread(sy, groups))
      ctx.send(to(n), msg({ kind: 'bridge.syncRead', generation: sy.generation }));
    return [];
  }
  const out: BridgeEvent[] = [];
  const p = progress(sy, groups);
  const key = `${p.blobs}/${p.totalBlobs}`;
  if (key !== sy.shown) {
    sy.shown = key;
    out.push({
      kind: 'bridge.sync',
      pile: m.names[pile] ?? '',
      generation: sy.generation,
      permille: permilleOf(p),
      ...p,
    });
  }
  if (syncDone(sy, groups)) {
    sy.reported = true;
    out.push(keeperSyncReport(k, pile, sy.generation, m.names));
    return out;
  }
  const blocks = sy.plan?.blocks ?? {};
  const copies = new Map(nextCopies(sy, groups, SYNC_BYTES_PER_TICK).map((c) => [c.to, c]));
  for (const n of blockTargets(sy, groups))
    if (!copies.has(n))
      ctx.send(to(n), msg({ kind: 'bridge.syncCopy', generation: sy.generation, blobs: [], blocks }));
  for (const [n, { blobs, rows }] of copies)
    ctx.send(
      to(n),
      msg({
        kind: 'bridge.syncCopy',
        generation: sy.generation,
        blobs,
        ...(Object.keys(rows).length > 0 ? { rows } : {}),
        ...(sy.blockAcks.has(n) ? {} : { blocks }),
      }),
    );
  return out;
}

/** A VDisk answered the syncer (a read or a copy of this generation). */
export function onSyncerReply(
  h: SyncerHost,
  msg: Extract<VDiskMessage, { kind: 'bridge.syncData' | 'bridge.syncCopied' }>,
  from: NodeId,
): void {
  const sy = h.syncer;
  if (!sy || sy.generation !== msg.generation) return;
  if (msg.kind === 'bridge.syncData') {
    if (!sy.plan) sy.read.set(from, msg.contents);
    return;
  }
  onCopied(sy, from, msg.ids);
  if (msg.blocks) sy.blockAcks.add(from);
}
