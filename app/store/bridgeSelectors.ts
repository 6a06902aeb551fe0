/**
 * The configuration as the run has it now, read from the engine's folds (engine/folds/liveConfig.ts
 * and bridge.ts), never worked out again here: the latest configuration distconf committed (so the
 * inspector's rings follow a reconfiguration), and in bridge mode that configuration with the
 * committed pile states in its ring groups — what the nodes run with — so quorum verdicts follow
 * failovers and rejoins.
 */
import { useMemo } from 'react';
import {
  configUnderBridge,
  pileRingState,
  appliedVersionOf,
  INITIAL_CONFIG_VERSION,
  latestConfig,
  type RingGroupPileState,
  type ClusterConfig,
  type NodeId,
} from '../../engine/index.ts';
import { useAppStore } from './index.ts';
import type { AppState } from './types.ts';

export const selectBridge = (s: AppState) => s.bridge;
export const selectLiveConfig = (s: AppState) => s.liveConfig;

/** The newest committed version (1 before any commit). */
export const selectLatestVersion = (s: Pick<AppState, 'liveConfig'>): number =>
  s.liveConfig?.latest ?? INITIAL_CONFIG_VERSION;

/** The version `node` runs, as its last `config.applied` names it. */
export const appliedVersion = (s: Pick<AppState, 'liveConfig'>, node: NodeId): number =>
  s.liveConfig ? appliedVersionOf(s.liveConfig, node) : INITIAL_CONFIG_VERSION;

/** `node` runs an older version than the newest committed one. */
export const isBehind = (s: Pick<AppState, 'liveConfig'>, node: NodeId): boolean =>
  appliedVersion(s, node) < selectLatestVersion(s);

/**
 * The latest configuration distconf committed in the run (a reconfiguration step, SelfHeal), else
 * the run's own — also when the committed one names nodes this cluster lacks: a fold state left from
 * the previous cluster for the moment before its projection resets.
 */
export function selectCommittedConfig(
  s: Pick<AppState, 'config' | 'liveConfig' | 'topologyIndex'>,
): ClusterConfig {
  const c = s.liveConfig && s.liveConfig.latest > INITIAL_CONFIG_VERSION ? latestConfig(s.liveConfig) : null;
  if (!c) return s.config;
  for (const sub of Object.values(c))
    for (const g of sub.ringGroups)
      for (const r of g.rings) if (r.replicas.some((n) => !s.topologyIndex.node.has(n))) return s.config;
  return c;
}

/** What the nodes run with: the committed config, with the committed pile states in its ring groups. */
export function useLiveConfig(): ClusterConfig {
  const committed = useAppStore(selectCommittedConfig);
  const bridge = useAppStore(selectBridge);
  return useMemo(() => (bridge ? configUnderBridge(bridge, committed) : committed), [committed, bridge]);
}

/** The ring-group pile state of `pile` now (PRIMARY, DEMOTED, PROMOTED, …), or undefined. */
export function usePileRingState(pile: string | undefined): RingGroupPileState | undefined {
  const bridge = useAppStore(selectBridge);
  return bridge && pile !== undefined ? pileRingState(bridge, pile) : undefined;
}
