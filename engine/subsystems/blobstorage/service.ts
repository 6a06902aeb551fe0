import { applyLogEntry } from './rows.ts';
import type { BlobStorageMessage } from './messages.ts';
import type { ActorContext, ActorId } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';

/** The node-local service that writes a tablet's log through its node's DS proxy. */
export const TABLET_LOG_SERVICE = 'bsproxy';

/**
 * Where a tablet sends its log requests: its node's DS proxy (`bsproxy`, distconf/bridge/tabletlog.ts),
 * as tablet_sys.cpp's TEvPut / TEvBlock go through the node's DS proxy — to the cluster's static
 * group, or in a cluster with piles to the pile groups by the proxy's mode.
 */
export function blobStorageFor(ctx: ActorContext): ActorId {
  return { node: ctx.self.node, name: TABLET_LOG_SERVICE };
}

/**
 * Per tablet: the block (fencing), the highest generation the log has seen and, for a tablet that
 * commits rows, its local database (the log replayed; absent until the first row). Plain data.
 */
export type BlobStorageState = Record<
  string,
  { blocked: number; last: number; db?: Record<string, unknown> }
>;

/**
 * Applies one request to one durable copy of the log and returns the reply: the reference model of
 * what a group's quorum answers, which unit tests of the tablets use as their BlobStorage.
 */
export function blobStorageReply(
  state: BlobStorageState,
  msg: BlobStorageMessage,
): BlobStorageMessage | null {
  const entry = (state[msg.tabletId] ??= { blocked: 0, last: 0 });
  switch (msg.kind) {
    case 'bs.discover':
      return {
        kind: 'bs.discovered',
        tabletId: msg.tabletId,
        lastGeneration: Math.max(entry.last, entry.blocked),
        blockedGeneration: entry.blocked,
      };
    case 'bs.block': {
      const ok = msg.generation > entry.blocked;
      if (ok) {
        entry.blocked = msg.generation;
        entry.last = Math.max(entry.last, msg.generation);
      }
      return {
        kind: 'bs.blocked',
        tabletId: msg.tabletId,
        generation: msg.generation,
        ok,
        blockedGeneration: entry.blocked,
      };
    }
    case 'bs.write': {
      const ok = msg.generation >= entry.blocked;
      if (ok) entry.last = Math.max(entry.last, msg.generation);
      if (ok && msg.rows) applyLogEntry((entry.db ??= {}), msg.rows);
      return {
        kind: 'bs.written',
        tabletId: msg.tabletId,
        generation: msg.generation,
        step: msg.step,
        ok,
        blockedGeneration: entry.blocked,
      };
    }
    case 'bs.read':
      return { kind: 'bs.rows', tabletId: msg.tabletId, rows: { ...entry.db } };
    case 'bs.discovered':
    case 'bs.blocked':
    case 'bs.written':
    case 'bs.rows':
      return null; // replies are never sent to BlobStorage
    default:
      return assertNever(msg, 'blobstorage message');
  }
}
