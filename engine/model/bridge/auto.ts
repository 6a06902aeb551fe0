/**
 * Automatic cluster-state changes distconf makes on its own (`UpdateBridgeConfig`,
 * distconf_bridge.cpp; `ConnectedUnsyncedPiles`, distconf_fsm.cpp), each one generation up.
 */
import type { ClusterState } from './state.ts';

type AutoTransitionKind = 'promote' | 'regain-quorum' | 'sync-finished';

export interface AutoTransition {
  readonly kind: AutoTransitionKind;
  readonly pile: number;
  readonly state: ClusterState;
}

/** PROMOTED → PRIMARY on the next commit, while the promoted pile is still SYNCHRONIZED. */
export function autoPromote(state: ClusterState): AutoTransition | undefined {
  if (state.promoted === state.primary || state.perPile[state.promoted] !== 'SYNCHRONIZED') return undefined;
  return {
    kind: 'promote',
    pile: state.promoted,
    state: { ...state, primary: state.promoted, generation: state.generation + 1 },
  };
}

/** NS1 → NS2 for the first NS1 pile (pile order) that has node quorum among connected nodes. */
export function autoRegainQuorum(
  state: ClusterState,
  hasNodeQuorum: (pile: number) => boolean,
): AutoTransition | undefined {
  const pile = state.perPile.findIndex((s, i) => s === 'NOT_SYNCHRONIZED_1' && hasNodeQuorum(i));
  if (pile < 0) return undefined;
  const perPile = state.perPile.map((s, i) => (i === pile ? 'NOT_SYNCHRONIZED_2' : s));
  return { kind: 'regain-quorum', pile, state: { ...state, perPile, generation: state.generation + 1 } };
}

/**
 * NS2 → SYNCHRONIZED when the pile's sync finished. `NotifyBridgeSyncFinished` carries the
 * generation the sync ran under; a report from another generation is stale and ignored.
 */
export function autoSyncFinished(
  state: ClusterState,
  pile: number,
  syncGeneration: number,
): AutoTransition | undefined {
  if (syncGeneration !== state.generation || state.perPile[pile] !== 'NOT_SYNCHRONIZED_2') return undefined;
  const perPile = state.perPile.map((s, i) => (i === pile ? 'SYNCHRONIZED' : s));
  return { kind: 'sync-finished', pile, state: { ...state, perPile, generation: state.generation + 1 } };
}

export interface AutoFacts {
  readonly hasNodeQuorum: (pile: number) => boolean;
  /** The generation a finished sync of this pile ran under, or undefined while it runs. */
  readonly syncFinishedAt: (pile: number) => number | undefined;
}

/** The one automatic change due now, promotion first (it rides on any commit), then quorum, then sync. */
export function nextAutoTransition(state: ClusterState, facts: AutoFacts): AutoTransition | undefined {
  const promoted = autoPromote(state);
  if (promoted) return promoted;
  const regained = autoRegainQuorum(state, facts.hasNodeQuorum);
  if (regained) return regained;
  for (let pile = 0; pile < state.perPile.length; pile++) {
    const at = facts.syncFinishedAt(pile);
    const done = at === undefined ? undefined : autoSyncFinished(state, pile, at);
    if (done) return done;
  }
  return undefined;
}
