/** Messages between the nodes' bridge keepers (service `bridge` on every node of a bridge cluster). */
import type { ClusterState } from '../../../model/bridge/state.ts';
import type { BridgeCommand } from './commands.ts';

export type BridgeMessage =
  /** Liveness and the sender's cluster state; a node adopts a newer state it hears. */
  | { readonly kind: 'bridge.hb'; readonly state: ClusterState }
  /** An admin command forwarded to the node that runs the keeper (the primary pile's first node). */
  | { readonly kind: 'bridge.admin'; readonly command: BridgeCommand }
  | { readonly kind: 'bridge.propose'; readonly state: ClusterState }
  /**
   * The node persisted the proposed state (only nodes of its mandatory piles do). It names the state
   * (`clusterStateGuid`): a root that turned to finish another proposal of the same generation must
   * not count late acks for the one it dropped.
   */
  | { readonly kind: 'bridge.ack'; readonly generation: number; readonly guid: number }
  /** The node already persisted another proposal of this generation: the proposer must finish that one. */
  | { readonly kind: 'bridge.nack'; readonly state: ClusterState }
  | { readonly kind: 'bridge.commit'; readonly state: ClusterState }
  | { readonly kind: 'bridge.tick' };

export type BridgeInbox = BridgeMessage | { readonly kind: 'cmd'; readonly command: unknown };
