/**
 * Messages of a tablet's log between a node's dsproxy (tabletlog.ts) and the VDisks
 * (tabletlogVDisk.ts). In bridge mode they are the bridge's (`bridge.tlog…`, to the pile groups);
 * in a cluster without piles BlobStorage's own (`bs.vlog…`, to the cluster's static group).
 */
import type { ProxyView } from '../../../model/bridge/dsproxy.ts';
import type { LocalDbRows } from '../../blobstorage/contract.ts';
import type { Topology } from '../../../model/topology/types.ts';

/** The kinds a node's dsproxy and the VDisks use: the bridge's, or BlobStorage's without piles. */
export const PILE_LOG_KINDS = {
  req: 'bridge.tlog',
  result: 'bridge.tlogResult',
  tick: 'bridge.tlogTick',
  event: 'bridge.tabletLog',
} as const;
export const GROUP_LOG_KINDS = {
  req: 'bs.vlog',
  result: 'bs.vlogResult',
  tick: 'bs.vlogTick',
  event: 'bs.tabletLog',
} as const;
export type TabletLogKinds = typeof PILE_LOG_KINDS | typeof GROUP_LOG_KINDS;

export const tabletLogKinds = (t: Topology): TabletLogKinds =>
  t.piles.length >= 2 ? PILE_LOG_KINDS : GROUP_LOG_KINDS;

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
      readonly kind: TabletLogKinds['req'];
      readonly id: number;
      readonly pile: number;
      readonly op: ProxyView;
      readonly req: TabletLogRequest;
    }
  | {
      readonly kind: TabletLogKinds['result'];
      readonly id: number;
      readonly pile: number;
      readonly ok: boolean;
      /** A refusal: `blocked` (the tablet's block) or the proxy check's reason. */
      readonly reason?: string;
      readonly blocked: number;
      readonly last: number;
      readonly entries?: readonly LogEntry[];
    }
  | { readonly kind: TabletLogKinds['tick'] };

export type TabletLogRequestMessage = Extract<
  TabletLogMessage,
  { readonly id: number; readonly req: unknown }
>;
export type TabletLogResult = Extract<TabletLogMessage, { readonly blocked: number }>;
