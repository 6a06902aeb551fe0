/**
 * Trace events of bridge mode. The distconf root emits `bridge.refused`, `bridge.proposed`,
 * `bridge.waiting`, `bridge.committed` and `bridge.sync`; every node emits `bridge.applied` when it
 * takes a committed cluster state (what the node then acts on: ring groups, tablets, interconnect).
 */
import type { PileState } from '../../../model/bridge/state.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { RefusalLayer, RefusalStatus } from '../../../model/bridge/transitions.ts';

/** What made the cluster state change: an admin command or one of distconf's own transitions. */
export type BridgeCause =
  | 'switchover'
  | 'failover'
  | 'takedown'
  | 'rejoin'
  | 'update'
  | 'switch'
  | 'promote'
  | 'regain-quorum'
  | 'sync-finished'
  /** Another root's proposal of this generation, persisted by this node or a peer: finished first. */
  | 'finish-proposal';

/** A cluster state as events carry it: piles by name, so the trace reads without the topology. */
export type ClusterStateView = {
  readonly perPile: readonly PileState[];
  readonly primary: string;
  readonly promoted: string;
  readonly generation: number;
};

export type BridgeEvent =
  | {
      readonly kind: 'bridge.refused';
      /** The command as the CLI would print it, e.g. `failover --pile A`. */
      readonly command: string;
      /** The layer whose code refused it: the CLI, the gRPC server or distconf. */
      readonly layer: RefusalLayer;
      /** The status the CLI prints with a server's or distconf's error. */
      readonly status?: RefusalStatus;
      readonly code: string;
      readonly reason: string;
      /** The stored generation the command was checked against. */
      readonly generation: number;
      /** The command's `ref`, when its sender gave one (absent otherwise, so traces stay as they were). */
      readonly ref?: number;
      /** The generation of the proposal in flight this drops (the root lost its quorum), if one was. */
      readonly proposal?: number;
    }
  | {
      /** An admin command waits behind the proposal of generation `behind`; it is checked at its turn. */
      readonly kind: 'bridge.queued';
      readonly command: string;
      readonly behind: number;
      readonly ref?: number;
    }
  | ({
      readonly kind: 'bridge.proposed';
      readonly cause: BridgeCause;
      readonly pile: string;
    } & ClusterStateView)
  | {
      /** A proposed state cannot gather its config quorum yet; the write waits. */
      readonly kind: 'bridge.waiting';
      readonly generation: number;
      /** Mandatory piles without node quorum among the nodes that answered, or without disk quorum. */
      readonly missing: readonly string[];
      /** Of those, the piles whose drives or static group lack disk quorum (absent when none). */
      readonly disks?: readonly string[];
    }
  | ({
      readonly kind: 'bridge.committed';
      readonly cause: BridgeCause;
      readonly pile: string;
    } & ClusterStateView)
  | ({ readonly kind: 'bridge.applied' } & ClusterStateView)
  | {
      /** The primary pile's first node gained or lost the scepter ("quorum lost", distconf_fsm.cpp). */
      readonly kind: 'bridge.root';
      readonly root: boolean;
      readonly generation: number;
    }
  | ({
      /**
       * The interconnect handshake with `peer` (sessions.ts): refused with YDB's `reason`, or accepted
       * again after a refusal. The node's own state, then the one the peer's handshake carried.
       */
      readonly kind: 'bridge.session';
      readonly peer: number;
      readonly accepted: boolean;
      readonly reason: string;
      readonly peerPerPile: readonly PileState[];
      readonly peerPrimary: string;
      readonly peerPromoted: string;
      readonly peerGeneration: number;
    } & ClusterStateView)
  | {
      /**
       * Sync of a NOT_SYNCHRONIZED_2 pile under `generation` (syncer.ts): blobs and bytes copied of
       * those its group lacked, and permille of the bytes.
       */
      readonly kind: 'bridge.sync';
      readonly pile: string;
      readonly generation: number;
      readonly permille: number;
      readonly blobs: number;
      readonly totalBlobs: number;
      readonly bytes: number;
      readonly totalBytes: number;
    }
  | {
      /** BSController's report that `pile` is synced, accepted or refused by the stored `generation`. */
      readonly kind: 'bridge.syncReport';
      readonly pile: string;
      readonly generation: number;
      readonly stored: number;
      readonly ok: boolean;
      readonly reason?: string;
    }
  | {
      /** The node's drive was lost or restored (drives.ts): its static-group VDisk goes with it. */
      readonly kind: 'bridge.drive';
      readonly lost: boolean;
    }
  | {
      /**
       * A write through the node's dsproxy-proxy finished (dsproxy.ts): acknowledged by every group it
       * reached, or refused by a VDisk of `group` whose config differs from the proxy's.
       */
      readonly kind: 'bridge.put';
      readonly ok: boolean;
      /** The PPGeneration and the pairs' modes (`B:SYNCHRONIZED`) the proxy held. */
      readonly ppGeneration: number;
      readonly mode: string;
      readonly group?: string;
      readonly by?: NodeId;
      readonly groupPPGeneration?: number;
      readonly reason?: string;
      /** An acknowledged blob: its id, size and per target group (pile) the VDisk nodes that stored it. */
      readonly blob?: string;
      readonly bytes?: number;
      readonly holders?: Readonly<Record<string, readonly NodeId[]>>;
    }
  | {
      /**
       * A tablet's log request through the node's dsproxy (tabletlog.ts): `waiting` once it has waited
       * a second (the group short of quorum, or the proxy's reason), `resumed` when it completes after
       * that, `refused` when a VDisk's block refused a stale generation's write or block.
       */
      /** `bs.tabletLog` in a cluster without piles (its one static group). */
      readonly kind: 'bridge.tabletLog' | 'bs.tabletLog';
      readonly tabletId: string;
      readonly op: 'discover' | 'read' | 'block' | 'write';
      readonly state: 'waiting' | 'resumed' | 'refused' | 'error';
      readonly generation?: number;
      readonly group?: string;
      readonly reason?: string;
    }
  | {
      /**
       * This node's VDisk of group `group` executed an operation (vdiskop.ts): every execution is
       * reported, so invariants/bridgePPGeneration.ts judges each one. `asCommitted` is false when
       * the operation's config is not the one committed with the node's state: a DISCONNECTED
       * pile's group keeps the config it held.
       */
      readonly kind: 'bridge.vdiskOp';
      readonly op: 'put' | 'discover' | 'read' | 'block' | 'write';
      readonly group: string;
      /** The operation's PPGeneration and modes. */
      readonly ppGeneration: number;
      readonly mode: string;
      /** The PPGeneration the VDisk's group config holds. */
      readonly groupPPGeneration: number;
      /** The PPGeneration of the config committed with the node's state. */
      readonly committedPPGeneration: number;
      /** The operation's PPGeneration and modes are the committed config's. */
      readonly asCommitted: boolean;
    }
  | {
      /** A read through the node's dsproxy-proxy from the primary group: whether `blob` was found. */
      readonly kind: 'bridge.get';
      readonly blob: string;
      readonly group: string;
      readonly found: boolean;
      readonly ppGeneration: number;
      readonly reason?: string;
    };

export const BRIDGE_EVENTS: readonly BridgeEvent['kind'][] = [
  'bridge.refused',
  'bridge.queued',
  'bridge.proposed',
  'bridge.waiting',
  'bridge.committed',
  'bridge.applied',
  'bridge.root',
  'bridge.sync',
  'bridge.syncReport',
  'bridge.session',
  'bridge.drive',
  'bridge.put',
  'bridge.vdiskOp',
  'bridge.get',
  'bridge.tabletLog',
];
