/**
 * Bridge mode as the trace tells it: the committed cluster state (from the root's
 * `bridge.committed`), the proposal in flight and whether it waits for quorum, sync progress, the
 * last refusals, and the state each node applied. Before any commit it is YDB's initial state
 * (`GenerateBridgeInitialState`: every pile SYNCHRONIZED, the first pile primary).
 */
import type { Stamped } from '../kernel/trace.ts';
import {
  applyClusterState,
  ringGroupPileState,
  type RingGroupPileState,
} from '../model/bridge/ringgroups.ts';
import { publicPileState, type ClusterState, type PublicPileState } from '../model/bridge/state.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { BridgeCause, BridgeEvent, ClusterStateView } from '../subsystems/distconf/bridge/events.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import type { BridgeRefusal, BridgeSyncProgress, RefusedSession, RefusedWrite } from './bridgeRecords.ts';
import type { Fold } from './fold.ts';
import { applyProxyState, copyProxyHistory, emptyProxyHistory, type ProxyHistory } from './proxyHistory.ts';

/** Refusals the fold keeps (the newest). */
export const BRIDGE_REFUSALS_KEPT = 20;

export type BridgeFoldInput = TraceEvent | Stamped<BridgeEvent>;

/** Distconf's root as the page shows it: not yet elected, held, or lost. */
type BridgeRoot = 'none' | 'held' | 'lost';

export interface BridgeStatus {
  /** Pile names in pile order; empty outside bridge mode. */
  readonly piles: readonly string[];
  committed: ClusterStateView | null;
  lastCause: BridgeCause | null;
  proposed: (ClusterStateView & { readonly cause: BridgeCause; readonly pile: string }) | null;
  /** Mandatory piles the proposal waits for (empty when it is not waiting). */
  waitingFor: readonly string[];
  /** Of those, the piles whose drives or static group lack disk quorum (`HasStorageQuorum`). */
  waitingForDisks: readonly string[];
  /** Nodes whose drive is lost (`disk.lose`): their static-group VDisk is lost with it. */
  readonly lostDrives: Set<NodeId>;
  /** The last sync (syncer.ts), kept once finished: blobs and bytes copied of those the group lacked. */
  sync: BridgeSyncProgress | null;
  refusals: BridgeRefusal[];
  /**
   * Distconf's root: `none` before the primary pile's first node first holds the scepter (the nodes
   * still connecting), `held` while it does, `lost` after it lost it (distconf "quorum lost"). Without
   * a root an admin command is refused for want of quorum.
   */
  root: BridgeRoot;
  /** The highest generation committed (0 before any commit). */
  topGeneration: number;
  /** Generation → the state committed for it (only what `bridge.committed` carried). */
  readonly committedAt: Map<number, ClusterStateView>;
  /** Node → the cluster state it applied. */
  readonly appliedByNode: Map<NodeId, ClusterStateView>;
  /** The dsproxy-proxy config committed with each state and held by each node (proxyHistory.ts). */
  readonly proxy: ProxyHistory;
  /** `node>peer` → the session that node refused (sessions.ts), until a handshake passes. */
  readonly refusedSessions: Map<string, RefusedSession>;
  /** Writer → its last write a group refused, until a later write of that node is acknowledged. */
  readonly refusedWrites: Map<NodeId, RefusedWrite>;
}

function isBridge(e: { readonly kind: string }): e is Stamped<BridgeEvent> {
  return e.kind.startsWith('bridge.');
}

/** The events this fold reads (every other one leaves its state as it is). */
export const readsBridge = (e: { readonly kind: string }): boolean => isBridge(e);

const view = (e: ClusterStateView): ClusterStateView => ({
  perPile: e.perPile,
  primary: e.primary,
  promoted: e.promoted,
  generation: e.generation,
});

/** The state a `bridge.committed` carries, else undefined. */
export function bridgeCommitOf(e: BridgeFoldInput): ClusterStateView | undefined {
  return isBridge(e) && e.kind === 'bridge.committed' ? view(e) : undefined;
}

/** The node and state of a `bridge.applied`, else undefined. */
export function bridgeApplyOf(
  e: BridgeFoldInput,
): { readonly node: NodeId; readonly state: ClusterStateView } | undefined {
  return isBridge(e) && e.kind === 'bridge.applied' ? { node: e.node, state: view(e) } : undefined;
}

/** A fresh state for piles named `piles` in pile order (none: not bridge mode). */
export function initBridge(piles: readonly string[]): BridgeStatus {
  return {
    piles,
    committed:
      piles.length === 0
        ? null
        : {
            perPile: piles.map(() => 'SYNCHRONIZED'),
            primary: piles[0]!,
            promoted: piles[0]!,
            generation: 0,
          },
    lastCause: null,
    proposed: null,
    waitingFor: [],
    waitingForDisks: [],
    lostDrives: new Set(),
    sync: null,
    refusals: [],
    root: 'none',
    topGeneration: 0,
    committedAt: new Map(),
    appliedByNode: new Map(),
    proxy: emptyProxyHistory(piles),
    refusedSessions: new Map(),
    refusedWrites: new Map(),
  };
}

/** The cluster state an event names, without what else it carries (cause, pile, node). */
const stateOf = (e: ClusterStateView): ClusterStateView => ({
  perPile: e.perPile,
  primary: e.primary,
  promoted: e.promoted,
  generation: e.generation,
});

export const bridgeFold: Fold<BridgeStatus, BridgeFoldInput> = {
  name: 'bridge',
  init: ({ topology }) => initBridge(topology.piles.map((p) => p.id)),
  step(s, e) {
    if (!isBridge(e)) return;
    switch (e.kind) {
      case 'bridge.refused':
        s.refusals.push({
          t: e.t,
          node: e.node,
          command: e.command,
          layer: e.layer,
          ...(e.status === undefined ? {} : { status: e.status }),
          code: e.code,
          reason: e.reason,
          generation: e.generation,
          ...(e.ref === undefined ? {} : { ref: e.ref }),
        });
        if (s.refusals.length > BRIDGE_REFUSALS_KEPT) s.refusals.shift();
        // the root dropped its proposal (it lost its quorum): nothing is in flight any more
        if (e.proposal !== undefined) {
          s.proposed = null;
          s.waitingFor = [];
          s.waitingForDisks = [];
        }
        return;
      case 'bridge.proposed':
        s.proposed = { ...stateOf(e), cause: e.cause, pile: e.pile };
        s.waitingFor = [];
        s.waitingForDisks = [];
        return;
      case 'bridge.waiting':
        s.waitingFor = e.missing;
        s.waitingForDisks = e.disks ?? [];
        return;
      case 'bridge.put':
        if (e.ok) s.refusedWrites.delete(e.node);
        else
          s.refusedWrites.set(e.node, {
            t: e.t,
            node: e.node,
            by: e.by ?? e.node,
            group: e.group ?? '',
            ppGeneration: e.ppGeneration,
            groupPPGeneration: e.groupPPGeneration ?? 0,
            reason: e.reason ?? '',
          });
        return;
      case 'bridge.drive':
        if (e.lost) s.lostDrives.add(e.node);
        else s.lostDrives.delete(e.node);
        return;
      case 'bridge.committed':
        s.committed = stateOf(e);
        s.lastCause = e.cause;
        s.proposed = null;
        s.waitingFor = [];
        s.waitingForDisks = [];
        s.topGeneration = Math.max(s.topGeneration, e.generation);
        s.committedAt.set(e.generation, view(e));
        return;
      case 'bridge.applied':
        s.appliedByNode.set(e.node, view(e));
        applyProxyState(s.proxy, e.node, e);
        return;
      case 'bridge.root':
        s.root = e.root ? 'held' : 'lost';
        return;
      case 'bridge.sync':
        s.sync = {
          pile: e.pile,
          generation: e.generation,
          permille: e.permille,
          blobs: e.blobs,
          totalBlobs: e.totalBlobs,
          bytes: e.bytes,
          totalBytes: e.totalBytes,
        };
        return;
      case 'bridge.session': {
        const key = `${e.node}>${e.peer}`;
        if (e.accepted) s.refusedSessions.delete(key);
        else
          s.refusedSessions.set(key, {
            t: e.t,
            node: e.node,
            peer: e.peer,
            reason: e.reason,
            mine: view(e),
            theirs: {
              perPile: e.peerPerPile,
              primary: e.peerPrimary,
              promoted: e.peerPromoted,
              generation: e.peerGeneration,
            },
          });
        return;
      }
    }
  },
};

/** The public name of `pile` (`ydb admin cluster bridge list`). */
export function bridgePublicState(s: BridgeStatus, pile: string): PublicPileState | '' {
  const state = committedClusterState(s);
  const i = s.piles.indexOf(pile);
  if (!state || i < 0) return '';
  return publicPileState(state, i);
}

/** A copy later events do not change. */
export function copyBridge(s: BridgeStatus): BridgeStatus {
  return {
    ...s,
    refusals: [...s.refusals],
    lostDrives: new Set(s.lostDrives),
    committedAt: new Map(s.committedAt),
    appliedByNode: new Map(s.appliedByNode),
    proxy: copyProxyHistory(s.proxy),
    refusedSessions: new Map(s.refusedSessions),
    refusedWrites: new Map(s.refusedWrites),
  };
}

/** The committed state with piles as indices (the model's ClusterState), or null outside bridge mode. */
export function committedClusterState(s: BridgeStatus): ClusterState | null {
  const c = s.committed;
  if (!c) return null;
  const primary = s.piles.indexOf(c.primary);
  const promoted = s.piles.indexOf(c.promoted);
  if (primary < 0 || promoted < 0 || c.perPile.length !== s.piles.length) return null;
  return { perPile: c.perPile, primary, promoted, generation: c.generation };
}

/**
 * `config` with the committed pile states written into its ring groups — what the nodes run with
 * (the bridge actor applies the same on every node, distconf_bridge.cpp). Outside bridge mode, or for
 * a config whose groups name other piles than the run's (a stale snapshot), `config` itself.
 */
export function configUnderBridge(s: BridgeStatus, config: ClusterConfig): ClusterConfig {
  const state = committedClusterState(s);
  if (!state) return config;
  try {
    return applyClusterState(config, state, s.piles);
  } catch {
    return config;
  }
}

/** The ring-group pile state of `pile` now (PRIMARY, DEMOTED, PROMOTED, …), or undefined. */
export function pileRingState(s: BridgeStatus, pile: string): RingGroupPileState | undefined {
  const state = committedClusterState(s);
  const i = s.piles.indexOf(pile);
  return state && i >= 0 ? ringGroupPileState(state, i) : undefined;
}
