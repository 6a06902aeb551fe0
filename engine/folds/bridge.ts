/**
 * Bridge mode as the trace tells it: the committed cluster state (from the root's
 * `bridge.committed`), the proposal in flight and whether it waits for quorum, sync progress, the
 * last refusals, and the state each node applied. Before any commit it is YDB's initial state
 * (`GenerateBridgeInitialState`: every pile SYNCHRONIZED, the first pile primary).
 */
import type { Stamped } from '../kernel/trace.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { BridgeCause, BridgeEvent, ClusterStateView } from '../subsystems/distconf/bridge/events.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import type { Fold } from './fold.ts';

/** Refusals the fold keeps (the newest). */
export const BRIDGE_REFUSALS_KEPT = 20;

export type BridgeFoldInput = TraceEvent | Stamped<BridgeEvent>;

export interface BridgeRefusal {
  readonly t: number;
  readonly node: NodeId;
  readonly command: string;
  readonly code: string;
  readonly reason: string;
}

export interface BridgeStatus {
  /** Pile names in pile order; empty outside bridge mode. */
  readonly piles: readonly string[];
  committed: ClusterStateView | null;
  lastCause: BridgeCause | null;
  proposed: (ClusterStateView & { readonly cause: BridgeCause; readonly pile: string }) | null;
  /** Mandatory piles the proposal waits for (empty when it is not waiting). */
  waitingFor: readonly string[];
  sync: { readonly pile: string; readonly generation: number; readonly permille: number } | null;
  refusals: BridgeRefusal[];
  /** The primary pile's first node lost the scepter (distconf "quorum lost"). */
  quorumLost: boolean;
  /** Node → the generation of the cluster state it applied. */
  readonly appliedByNode: Map<NodeId, number>;
}

function isBridge(e: { readonly kind: string }): e is Stamped<BridgeEvent> {
  return e.kind.startsWith('bridge.');
}

export const bridgeFold: Fold<BridgeStatus, BridgeFoldInput> = {
  name: 'bridge',
  init: ({ topology }) => {
    const piles = topology.piles.map((p) => p.id);
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
      sync: null,
      refusals: [],
      quorumLost: false,
      appliedByNode: new Map(),
    };
  },
  step(s, e) {
    if (!isBridge(e)) return;
    switch (e.kind) {
      case 'bridge.refused':
        s.refusals.push({ t: e.t, node: e.node, command: e.command, code: e.code, reason: e.reason });
        if (s.refusals.length > BRIDGE_REFUSALS_KEPT) s.refusals.shift();
        return;
      case 'bridge.proposed':
        s.proposed = {
          perPile: e.perPile,
          primary: e.primary,
          promoted: e.promoted,
          generation: e.generation,
          cause: e.cause,
          pile: e.pile,
        };
        s.waitingFor = [];
        return;
      case 'bridge.waiting':
        s.waitingFor = e.missing;
        return;
      case 'bridge.committed':
        s.committed = {
          perPile: e.perPile,
          primary: e.primary,
          promoted: e.promoted,
          generation: e.generation,
        };
        s.lastCause = e.cause;
        s.proposed = null;
        s.waitingFor = [];
        if (s.sync && !e.perPile.includes('NOT_SYNCHRONIZED_2')) s.sync = null;
        return;
      case 'bridge.applied':
        s.appliedByNode.set(e.node, e.generation);
        return;
      case 'bridge.root':
        s.quorumLost = !e.root;
        return;
      case 'bridge.sync':
        s.sync = { pile: e.pile, generation: e.generation, permille: e.permille };
        return;
    }
  },
};

/** The public name of pile `i` (`ydb admin cluster bridge list`), SUSPENDED while its takedown waits. */
export function bridgePublicState(s: BridgeStatus, i: number): string {
  const c = s.committed;
  const name = s.piles[i];
  if (!c || name === undefined) return '';
  const st = c.perPile[i];
  if (s.proposed?.cause === 'takedown' && s.proposed.pile === name && st !== 'DISCONNECTED')
    return 'SUSPENDED';
  if (c.primary === name) return 'PRIMARY';
  if (c.promoted === name) return 'PROMOTED';
  return st === 'NOT_SYNCHRONIZED_1' || st === 'NOT_SYNCHRONIZED_2' ? 'NOT_SYNCHRONIZED' : (st ?? '');
}
