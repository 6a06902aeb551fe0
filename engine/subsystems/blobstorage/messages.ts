/**
 * The tablets' durable log, reduced to what leader election needs (ydb/core/tablet/tablet_sys.cpp):
 * the highest generation a tablet ever used, and BlobStorage's generation block — the real fencing
 * of old leaders. A tablet sends these to its node's DS proxy, which puts them to the VDisks of a
 * group with the group's erasure quorum (distconf/bridge/tabletlog.ts): a group below quorum stalls
 * the tablet.
 * A commit may carry rows of the tablet's local database (ydb/core/tablet_flat: a tablet's tables
 * live in its BlobStorage log); a new generation reads them back (`bs.read`) before it serves.
 */

/** Rows a commit writes to the tablet's local database: key → plain-data value (null deletes). */
export type LocalDbRows = Readonly<Record<string, unknown>>;

/**
 * A row that makes a commit the whole local database as of its generation (a new generation's
 * first commit of what it read back): reading the log, the rows before it are dropped. It stands for
 * YDB's confirmed tail — a new generation's zero entry fixes how far its predecessors' log counts,
 * and an entry of an older generation past that point is not history (tablet_req_rebuildhistory.cpp)
 * — so an entry a dead leader left where the next generation's read did not see it never returns.
 */
export const SNAPSHOT_ROW = '\u0000snapshot';

/**
 * The DS proxy's answer when a request cannot reach the erasure's quorum of the group: too many of
 * its VDisks' queues answered ERROR (their interconnect session is down), dsproxy_block.cpp /
 * dsproxy_put.cpp's quorum tracker. A tablet treats it as fatal (tablet_sys.cpp).
 */
type BlobStorageError = 'ERROR';

export type BlobStorageMessage =
  /** Read the tablet's log: the highest generation it ever blocked or wrote (channel-0 history). */
  | { readonly kind: 'bs.discover'; readonly tabletId: string }
  | {
      readonly kind: 'bs.discovered';
      readonly tabletId: string;
      readonly lastGeneration: number;
      readonly blockedGeneration: number;
      /** The group's quorum could not be reached (`ERROR`); absent when the read is answered. */
      readonly status?: BlobStorageError;
    }
  /** Blocks the tablet's writes from generations below `generation` (YDB TEvBlock); fails unless generation > blocked. */
  | { readonly kind: 'bs.block'; readonly tabletId: string; readonly generation: number }
  | {
      readonly kind: 'bs.blocked';
      readonly tabletId: string;
      readonly generation: number;
      readonly ok: boolean;
      readonly blockedGeneration: number;
      /** With ok=false: ERROR (no quorum of the group) rather than a refusal by the block. */
      readonly status?: BlobStorageError;
    }
  /** A log write (the zero entry after election, a commit per request). Fails if generation < blocked. */
  | {
      readonly kind: 'bs.write';
      readonly tabletId: string;
      readonly generation: number;
      readonly step: number;
      /** Rows committed with this entry (a tablet with a local database); applied only if the write is. */
      readonly rows?: LocalDbRows;
    }
  | {
      readonly kind: 'bs.written';
      readonly tabletId: string;
      readonly generation: number;
      readonly step: number;
      readonly ok: boolean;
      readonly blockedGeneration: number;
      /** With ok=false: ERROR (no quorum of the group) rather than a refusal by the block. */
      readonly status?: BlobStorageError;
    }
  /** Reads the tablet's local database: every row any accepted commit wrote (the log replayed). */
  | { readonly kind: 'bs.read'; readonly tabletId: string }
  | {
      readonly kind: 'bs.rows';
      readonly tabletId: string;
      readonly rows: LocalDbRows;
      /** The group's quorum could not be reached (`ERROR`): no rows were read. */
      readonly status?: BlobStorageError;
    };
