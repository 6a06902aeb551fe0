/** Trace events of distconf: root changes, commits, refusals, and the reconfiguration stepper. */
import type { ClusterConfig } from '../../model/config/types.ts';
import type { NodeId } from '../../model/topology/types.ts';

/** A ring replica a node hosts: subsystem, ring group and ring (0-based). */
export interface ReplicaHost {
  readonly node: NodeId;
  readonly subsystem: string;
  readonly group: number;
  readonly ring: number;
}

export type DistconfEvent =
  /** This static node became (root: true) or stopped being the distconf root. */
  | { readonly kind: 'distconf.root'; readonly root: boolean }
  /** The root committed `version` (a quorum of static nodes stored it); `command` caused it. */
  | {
      readonly kind: 'config.committed';
      readonly version: number;
      readonly command: string;
      readonly config: ClusterConfig;
    }
  /** The root refused a command: nothing changed. `subsystem` null when the reason is general. */
  | {
      readonly kind: 'config.refused';
      readonly command: string;
      readonly subsystem: string | null;
      readonly reason: string;
      /** A decommission refused because a node still hosts a replica: which, as data (the page words it). */
      readonly replicaHost?: ReplicaHost;
    }
  /** A root command failed without a verdict (no root reachable, no quorum, timeout). */
  | { readonly kind: 'config.failed'; readonly command: string; readonly reason: string }
  /** The stepper committed step `step` (1..4) as `version`; `pauseUs` until the next (null: manual). */
  | {
      readonly kind: 'reconfig.step';
      readonly step: number;
      readonly name: string;
      readonly version: number;
      readonly pauseUs: number | null;
    }
  /** `reconfig.next` ran step `step` while `remainingUs` of the pause was left. */
  | { readonly kind: 'reconfig.rushed'; readonly step: number; readonly remainingUs: number }
  | { readonly kind: 'reconfig.done'; readonly ok: boolean; readonly reason: string | null };

export const DISTCONF_EVENTS: readonly string[] = [
  'distconf.root',
  'config.committed',
  'config.refused',
  'config.failed',
  'reconfig.step',
  'reconfig.rushed',
  'reconfig.done',
];
