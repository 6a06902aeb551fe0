/**
 * The tablets' durable log, reduced to what leader election needs (ydb/core/tablet/tablet_sys.cpp):
 * the highest generation a tablet ever used, and BlobStorage's generation block — the real fencing
 * of old leaders. BlobStorage has its own fault tolerance, outside this simulator's scope, so it is
 * modelled as one always-available durable service (`BLOBSTORAGE`, run by the scheduler itself).
 */
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
    }
  | {
      readonly kind: 'bs.written';
      readonly tabletId: string;
      readonly generation: number;
      readonly step: number;
      readonly ok: boolean;
      readonly blockedGeneration: number;
    };
