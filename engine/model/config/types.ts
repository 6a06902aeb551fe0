import type { NodeId } from '../topology/types.ts';

/** The three metadata subsystems built on the same quorum principle. */
export type Subsystem = 'statestorage' | 'board' | 'schemeboard';
export const RING_SUBSYSTEMS: readonly Subsystem[] = ['statestorage', 'board', 'schemeboard'];

/**
 * Ring group state, YDB's ERingGroupState (ydb/core/base/statestorage.h), derived from the pile
 * state in bridge mode. PRIMARY and SYNCHRONIZED groups take part in quorums; NOT_SYNCHRONIZED and
 * DISCONNECTED groups are not contacted at all.
 */
export type RingGroupState = 'PRIMARY' | 'SYNCHRONIZED' | 'NOT_SYNCHRONIZED' | 'DISCONNECTED';

/** A ring: at most one of its replicas is selected for any record. All replicas sit in one rack. */
export interface Ring {
  /** Nodes hosting this ring's replicas, in config order (replica index = position). */
  readonly replicas: readonly NodeId[];
  /** YDB `TRing::IsDisabled`, set by SelfHeal's one-node swap between its two commits. Default false. */
  readonly disabled?: boolean;
}

export interface RingGroup {
  /** Rings selected per record (YDB `NToSelect`); majority = ntoSelect / 2 + 1 (integer division). */
  readonly ntoSelect: number;
  /** Receives every write and lock, but nobody waits for it and reads skip it. */
  readonly writeOnly: boolean;
  readonly rings: readonly Ring[];
  /** YDB `UseRingSpecificNodeSelection`: decorrelates the replica index across rings. Default false. */
  readonly ringSpecificNodeSelection?: boolean;
  /** YDB `RingGroupActorIdOffset`: keeps replica actor ids unique when groups share nodes. Default 0. */
  readonly actorIdOffset?: number;
  /** Bridge mode: the pile this group belongs to. */
  readonly pile?: string;
  /** Default PRIMARY. */
  readonly state?: RingGroupState;
}

/**
 * Bridge mode: the cluster state a node's config was built from (YDB `TStateStorageInfo`
 * ClusterStateGeneration / ClusterStateGuid). Every StateStorage request and reply carries it.
 */
export interface ClusterStateStamp {
  readonly generation: number;
  readonly guid: number;
}

export interface SubsystemConfig {
  readonly ringGroups: readonly RingGroup[];
  /** Absent = generation 0, guid 0 (the proto defaults; every config outside bridge mode). */
  readonly clusterState?: ClusterStateStamp;
  /**
   * Bridge mode: the primary and the promoted pile of the cluster state this config was built from
   * (YDB `TBridgeInfo` PrimaryPile / BeingPromotedPile, which NodeWarden hands every service). Set on
   * StateStorage's config only; absent outside bridge mode and before the first committed state.
   */
  readonly bridgePiles?: BridgePiles;
}

interface BridgePiles {
  readonly primary: string;
  /** Equal to `primary` unless a switchover is under way. */
  readonly promoted: string;
}

export type ClusterConfig = Readonly<Record<Subsystem, SubsystemConfig>>;

/** Address of one replica in a config: also the `data-testid` `replica-<subsystem>-<group>-<ring>-<index>`. */
export interface ReplicaRef {
  readonly subsystem: Subsystem;
  readonly group: number;
  readonly ring: number;
  readonly index: number;
  readonly node: NodeId;
}

export function majority(ntoSelect: number): number {
  return Math.floor(ntoSelect / 2) + 1;
}
