/** Messages of a tablet's log between a node's dsproxy (tabletlog.ts) and the VDisks (tabletlogVDisk.ts). */
import type { ProxyView } from '../../../model/bridge/dsproxy.ts';
import type { LocalDbRows } from '../../blobstorage/contract.ts';

/** The tablet request a dsproxy forwards (the four kinds BlobStorage's contract names). */
export type TabletLogRequest =
  | { readonly kind: 'discover'; readonly tabletId: string }
  | { readonly kind: 'read'; readonly tabletId: string }
  | { readonly kind: 'block'; readonly tabletId: string; readonly generation: number }
  | {
      readonly kind: 'write';
      readonly tabletId: string;
      readonly generation: number;
      readonly step: number;
      readonly rows?: LocalDbRows;
    };

/** One log blob as a VDisk returns it: [generation, step, rows]. */
export type LogEntry = readonly [number, number, LocalDbRows];

export type TabletLogMessage =
  | {
      readonly kind: 'bridge.tlog';
      readonly id: number;
      readonly pile: number;
      readonly op: ProxyView;
      readonly req: TabletLogRequest;
    }
  | {
      readonly kind: 'bridge.tlogResult';
      readonly id: number;
      readonly pile: number;
      readonly ok: boolean;
      /** A refusal: `blocked` (the tablet's block) or the proxy check's reason. */
      readonly reason?: string;
      readonly blocked: number;
      readonly last: number;
      readonly entries?: readonly LogEntry[];
    }
  | { readonly kind: 'bridge.tlogTick' };
