/**
 * The records the bridge fold keeps (bridge.ts): refused admin commands, refused sessions and
 * writes, and the last sync progress.
 */
import type { NodeId } from '../model/topology/types.ts';
import type { ClusterStateView } from '../subsystems/distconf/bridge/events.ts';

export interface BridgeRefusal {
  readonly t: number;
  readonly node: NodeId;
  readonly command: string;
  /** The layer that refused: `cli`, `server` or `distconf`. */
  readonly layer: string;
  /** The status the CLI prints with the error (absent for the CLI's own errors). */
  readonly status?: string;
  readonly code: string;
  readonly reason: string;
  /** The committed generation the command was judged against. */
  readonly generation: number;
  /** The refused command's `ref`, when its sender gave one. */
  readonly ref?: number;
}

/** A session a node refused at the interconnect handshake and has not accepted since. */
export interface RefusedSession {
  readonly t: number;
  readonly node: NodeId;
  readonly peer: NodeId;
  readonly reason: string;
  /** The refusing node's state, then the one the peer's handshake carried. */
  readonly mine: ClusterStateView;
  readonly theirs: ClusterStateView;
}

/** A write a group refused (dsproxy-proxy's PPGeneration or modes differ from the group's). */
export interface RefusedWrite {
  readonly t: number;
  /** The writer, and the VDisk's node that refused. */
  readonly node: NodeId;
  readonly by: NodeId;
  readonly group: string;
  readonly ppGeneration: number;
  readonly groupPPGeneration: number;
  readonly reason: string;
}

export interface BridgeSyncProgress {
  readonly pile: string;
  readonly generation: number;
  readonly permille: number;
  readonly blobs: number;
  readonly totalBlobs: number;
  readonly bytes: number;
  readonly totalBytes: number;
}
