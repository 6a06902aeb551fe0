import type { BlobStorageMessage } from './messages.ts';
import type { ActorId, Us } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';

/** Address of the durable tablet-log service; node 0 is outside the cluster (like USER). */
export const BLOBSTORAGE: ActorId = { node: 0, name: 'blobstorage' };

/** Round trip to BlobStorage: a same-DC hop each way plus a disk write (µs). */
export const BLOBSTORAGE_ROUND_TRIP_US: Us = 1000;

/** Per tablet: the block (fencing) and the highest generation the log has seen. Plain data. */
export type BlobStorageState = Record<string, { blocked: number; last: number }>;

/**
 * Applies one request to the durable state and returns the reply. Run by the scheduler (the
 * descriptor's external-service hook) in route (seq) order, so it is the same on every host.
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
      return {
        kind: 'bs.written',
        tabletId: msg.tabletId,
        generation: msg.generation,
        step: msg.step,
        ok,
        blockedGeneration: entry.blocked,
      };
    }
    case 'bs.discovered':
    case 'bs.blocked':
    case 'bs.written':
      return null; // replies are never sent to BlobStorage
    default:
      return assertNever(msg, 'blobstorage message');
  }
}
