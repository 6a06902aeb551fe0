/** Messages of the SelfHeal actor (prefix `selfheal.`); probes are answered by each node's distconf. */
import type { NodeId } from '../../../model/topology/types.ts';
import type { ReplicaHost } from '../events.ts';
import type { SelfHealSettings } from './settings.ts';

/** Why a decommission would be refused without SelfHeal: the first replica its nodes host. */
export interface DecommissionHeld {
  readonly subsystem: string;
  readonly reason: string;
  readonly replicaHost: ReplicaHost;
}

export type SelfHealMessage =
  /** From the `selfheal.enable` root command. */
  | { readonly kind: 'selfheal.configure'; readonly settings: SelfHealSettings }
  /** Sentinel round timer. */
  | { readonly kind: 'selfheal.tick'; readonly epoch: number }
  /** Step wait of run `run`. */
  | { readonly kind: 'selfheal.wakeup'; readonly run: number; readonly step: number }
  /** From `cluster.decommission`: these nodes left the cluster. */
  | { readonly kind: 'selfheal.members'; readonly left: readonly NodeId[] }
  /**
   * From `cluster.decommission` of nodes that still host replicas: SelfHeal moves the replicas off
   * (a config without them, through its steps), then the nodes leave.
   */
  | { readonly kind: 'selfheal.drain'; readonly nodes: readonly NodeId[]; readonly held: DecommissionHeld };
