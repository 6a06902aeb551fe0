/**
 * The tablets' durable log, reduced to what leader election needs (ydb/core/tablet/tablet_sys.cpp):
 * the highest generation a tablet ever used, and BlobStorage's generation block — the real fencing
 * of old leaders. BlobStorage has its own fault tolerance, outside this simulator's scope, so it is
 * modelled as one always-available durable service (`BLOBSTORAGE`, run by the scheduler itself).
 * A commit may carry rows of the tablet's local database (ydb/core/tablet_flat: a tablet's tables
 * live in its BlobStorage log); a new generation reads them back (`bs.read`) before it serves.
 */

/** Rows a commit writes to the tablet's local database: key → plain-data value (null deletes). */
export type LocalDbRows = Readonly<Record<string, unknown>>;

export type BlobStorageMessage =
  /** Read the tablet's log: the highest generation it ever blocked or wrote (channel-0 history). */
  | { readonly kind: 'bs.discover'; readonly tabletId: string }
  | {
      readonly kind: 'bs.discovered';
      readonly tabletId: string;
      readonly lastGeneration: number;
      readonly blockedGeneration: number;
    }
  /** Blocks the tablet's writes from generations below `generation` (YDB TEvBlock); fails unless generation > blocked. */
  | { readonly kind: 'bs.block'; readonly tabletId: string; readonly generation: number }
  | {
      readonly kind: 'bs.blocked';
      readonly tabletId: string;
      readonly generation: number;
      readonly ok: boolean;
      readonly blockedGeneration: number;
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
    }
  /** Reads the tablet's local database: every row any accepted commit wrote (the log replayed). */
  | { readonly kind: 'bs.read'; readonly tabletId: string }
  | { readonly kind: 'bs.rows'; readonly tabletId: string; readonly rows: LocalDbRows };
