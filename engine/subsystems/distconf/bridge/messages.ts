/** Messages between the nodes' bridge keepers (service `bridge` on every node of a bridge cluster). */
import type { ClusterState } from '../../../model/bridge/state.ts';
import type { BridgeCommand } from './commands.ts';
import type { Accepted, Ballot } from '../../../model/bridge/paxos.ts';
import type { DsProxyMessage } from './dsproxy.ts';
import type { DsGetMessage } from './dsget.ts';
import type { VDiskMessage } from './vdisk.ts';
import type { TabletLogMessage } from './tabletlogMessages.ts';
import type { SystemMessage } from '../../../kernel/messages.ts';

export type BridgeMessage =
  /**
   * Liveness and the sender's cluster state; a node adopts a newer state it hears. `driveLost` (only
   * while the sender's drive is lost) keeps the sender's drive out of the root's disk quorum.
   */
  | { readonly kind: 'bridge.hb'; readonly state: ClusterState; readonly driveLost?: true }
  /** An admin command forwarded to the node that runs the keeper (the primary pile's first node). */
  | { readonly kind: 'bridge.admin'; readonly command: BridgeCommand }
  /** The root is done with the forwarded command `ref` (refused, committed or dropped: forward.ts). */
  | { readonly kind: 'bridge.adminDone'; readonly ref: number }
  /** The root asks nodes to promise `ballot` for `generation` and report what they hold (paxos.ts). */
  | { readonly kind: 'bridge.prepare'; readonly generation: number; readonly ballot: Ballot }
  /** The node promised `ballot`; `accepted` is the proposal of that generation it holds, if any. */
  | {
      readonly kind: 'bridge.promise';
      readonly generation: number;
      readonly ballot: Ballot;
      readonly accepted: Accepted | null;
      /** Only while the node's drive is lost: it answers, its drive does not count for disk quorum. */
      readonly driveLost?: true;
    }
  | { readonly kind: 'bridge.propose'; readonly state: ClusterState; readonly ballot: Ballot }
  /**
   * The node persisted the proposed state (only nodes of its mandatory piles do). It names the state
   * (`clusterStateGuid`) and the ballot: a root that turned to finish another proposal of the same
   * generation must not count late acks for the one it dropped.
   */
  | {
      readonly kind: 'bridge.ack';
      readonly generation: number;
      readonly ballot: Ballot;
      readonly guid: number;
      /** As on `bridge.promise`: the node's drive is lost. */
      readonly driveLost?: true;
    }
  /** The node promised a higher ballot for this generation: the root must start again above it. */
  | { readonly kind: 'bridge.nack'; readonly generation: number; readonly promised: Ballot }
  | { readonly kind: 'bridge.commit'; readonly state: ClusterState }
  | { readonly kind: 'bridge.tick' }
  | DsProxyMessage
  | DsGetMessage
  | VDiskMessage
  | TabletLogMessage;

export type BridgeInbox = BridgeMessage | SystemMessage | { readonly kind: 'cmd'; readonly command: unknown };
