/** Trace events of SelfHeal (YDB BS_NODE log: NW100/NW101 decision, NW70/NW67 steps, NW72/NW78 abort). */
import type { NodeId } from '../../../model/topology/types.ts';
import type { NodeHealth } from '../../../model/selfheal/sentinel.ts';
import type { PileMove } from '../../../model/selfheal/piles.ts';

export type SelfHealEvent =
  /** `selfheal.enable` reached the root's SelfHeal actor. */
  | {
      readonly kind: 'selfheal.settings';
      readonly enabled: boolean;
      readonly periodUs: number;
      readonly waitUs: number;
    }
  /**
   * The Sentinel's state of node `target` changed (`node`, as on every event, is where the actor
   * runs); `trigger` when it became GOOD or BAD (`Compute()` true, reported to distconf).
   */
  | {
      readonly kind: 'selfheal.sentinel';
      readonly target: NodeId;
      readonly health: NodeHealth;
      readonly trigger: boolean;
    }
  /** A reserved node answered the Sentinel for the first time: it is in the node list now. */
  | { readonly kind: 'cluster.registered'; readonly target: NodeId }
  /**
   * `cluster.decommission` of nodes hosting replicas, SelfHeal on: they are out of the membership
   * SelfHeal sizes the groups for and leave once a run moved their replicas off.
   */
  | { readonly kind: 'cluster.draining'; readonly nodes: readonly NodeId[] }
  /** `cluster.decommission` was accepted: these nodes are out of the cluster. */
  | { readonly kind: 'cluster.left'; readonly nodes: readonly NodeId[] }
  /** A trigger arrived within `relax_time` of the last activation: it waits until `untilUs`. */
  | { readonly kind: 'selfheal.relax'; readonly untilUs: number }
  /** `SelfHealStateStorage`'s verdict: `none` carries YDB's error text. */
  | {
      readonly kind: 'selfheal.decision';
      readonly decision: 'none' | 'one-node' | 'full';
      readonly reason: string;
      readonly from?: NodeId;
      readonly to?: NodeId;
      readonly subsystems: readonly string[];
      /** Bridge mode, full run: the nodes leaving and joining each pile's groups. */
      readonly piles?: readonly PileMove[];
    }
  /** Step `step` of `total` sent to the root. */
  | {
      readonly kind: 'selfheal.step';
      readonly step: number;
      readonly total: number;
      readonly command: string;
    }
  /** The run ended: OK after the last wakeup, or an error / abort with its reason. */
  | {
      readonly kind: 'selfheal.done';
      readonly ok: boolean;
      readonly reason: string | null;
      readonly step: number;
    };

export const SELFHEAL_EVENTS: readonly string[] = [
  'selfheal.settings',
  'selfheal.sentinel',
  'cluster.registered',
  'cluster.draining',
  'cluster.left',
  'selfheal.relax',
  'selfheal.decision',
  'selfheal.step',
  'selfheal.done',
];
