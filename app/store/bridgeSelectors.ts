/**
 * The configuration as the run has it now: the latest one distconf committed (so the inspector's
 * rings follow a reconfiguration), and in bridge mode the committed cluster state as the model's
 * ClusterState, each pile's ring-group pile state, and the config with those states written into its
 * ring groups — what the nodes run with — so quorum verdicts follow failovers and rejoins.
 */
import { useMemo } from 'react';
import {
  applyClusterState,
  ringGroupPileState,
  type RingGroupPileState,
} from '../../engine/model/bridge/ringgroups.ts';
import type { ClusterState } from '../../engine/model/bridge/state.ts';
import type { ClusterConfig } from '../../engine/model/config/types.ts';
import type { NodeId } from '../../engine/model/topology/types.ts';
import type { ConfigView } from '../runtime/projections/configState.ts';
import type { BridgeView } from '../runtime/projections/bridge.ts';
import { useAppStore } from './index.ts';
import type { AppState } from './types.ts';

export const selectBridge = (s: AppState) => s.bridge;

/** The committed state with piles as indices, or null outside bridge mode. */
export function committedState(v: BridgeView | null): ClusterState | null {
  const c = v?.committed;
  if (!v || !c) return null;
  const primary = v.piles.indexOf(c.primary);
  const promoted = v.piles.indexOf(c.promoted);
  if (primary < 0 || promoted < 0 || c.perPile.length !== v.piles.length) return null;
  return { perPile: c.perPile, primary, promoted, generation: c.generation };
}

export function liveConfig(config: ClusterConfig, v: BridgeView | null): ClusterConfig {
  const state = committedState(v);
  if (!state || !v) return config;
  try {
    return applyClusterState(config, state, v.piles);
  } catch {
    return config; // a config whose groups name other piles than the run's (a stale snapshot)
  }
}

/**
 * The latest configuration distconf committed in the run (a reconfiguration step, SelfHeal), else
 * the run's own — also when the committed one names nodes this cluster lacks: a view left from the
 * previous cluster for the moment before its projection resets.
 */
export function committedConfig(
  config: ClusterConfig,
  view: ConfigView,
  nodes: { has(id: NodeId): boolean },
): ClusterConfig {
  const c = view.latest > 1 ? view.configs.get(view.latest) : undefined;
  if (!c) return config;
  for (const sub of Object.values(c))
    for (const g of sub.ringGroups)
      for (const r of g.rings) if (r.replicas.some((n) => !nodes.has(n))) return config;
  return c;
}

/** What the nodes run with: the committed config, with the committed pile states in its ring groups. */
export function useLiveConfig(): ClusterConfig {
  const config = useAppStore((s) => s.config);
  const view = useAppStore((s) => s.configView);
  const idx = useAppStore((s) => s.topologyIndex);
  const bridge = useAppStore(selectBridge);
  return useMemo(
    () => liveConfig(committedConfig(config, view, idx.node), bridge),
    [config, view, idx, bridge],
  );
}

/** The ring-group pile state of `pile` now (PRIMARY, DEMOTED, PROMOTED, …), or undefined. */
export function usePileRingState(pile: string | undefined): RingGroupPileState | undefined {
  const bridge = useAppStore(selectBridge);
  const state = committedState(bridge);
  const i = pile === undefined || !bridge ? -1 : bridge.piles.indexOf(pile);
  return state && i >= 0 ? ringGroupPileState(state, i) : undefined;
}
