/**
 * The dsproxy-proxy config committed with each cluster state, as the committed history makes it —
 * the config the keeper stamps on a proposal (model/bridge/dsproxy.ts `withProxyConfig`: derived
 * from the committed state below it) and carries into the committed state. Only the states reach
 * the trace, so the stamp is rebuilt here the way the keeper makes it: a state's config is derived
 * (`nextProxyConfig`) from the config the node that applies it first — the root that committed it
 * (distconf/bridge/actor.ts applies a commit on the root before broadcasting it) — held, and every
 * node applying that state (same `clusterStateGuid`) holds that config, however many states it
 * missed. The bridge fold (the Storage tab's proxy card) and the invariants
 * (invariants/committedProxy.ts) read this one history.
 */
import { initialProxyConfig, nextProxyConfig, type ProxyConfig } from '../model/bridge/dsproxy.ts';
import { clusterStateGuid, initialClusterState, type ClusterState } from '../model/bridge/state.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { ClusterStateView } from '../subsystems/distconf/bridge/events.ts';

export interface ProxyHistory {
  /** Pile names in pile order. */
  readonly piles: readonly string[];
  /** The config of the initial state (generation 0, never proposed). */
  readonly first: ProxyConfig;
  /** `clusterStateGuid` → the config committed with that state. */
  readonly byGuid: Map<number, ProxyConfig>;
  /** Node → the config committed with the state it holds. */
  readonly held: Map<NodeId, ProxyConfig>;
}

export function emptyProxyHistory(piles: readonly string[]): ProxyHistory {
  return {
    piles,
    first: initialProxyConfig(initialClusterState(piles.length)),
    byGuid: new Map(),
    held: new Map(),
  };
}

/** A copy later states do not change (the configs themselves are never changed). */
export const copyProxyHistory = (h: ProxyHistory): ProxyHistory => ({
  ...h,
  byGuid: new Map(h.byGuid),
  held: new Map(h.held),
});

/** The state with piles as indices, or null when it names a pile the history does not know. */
function indexedState(piles: readonly string[], v: ClusterStateView): ClusterState | null {
  const primary = piles.indexOf(v.primary);
  const promoted = piles.indexOf(v.promoted);
  if (primary < 0 || promoted < 0) return null;
  return { perPile: v.perPile, primary, promoted, generation: v.generation };
}

/** The config committed with the state `node` holds. */
export const proxyConfigHeld = (h: ProxyHistory, node: NodeId): ProxyConfig => h.held.get(node) ?? h.first;

/** The config committed with `v`, once some node applied it. */
export function committedProxyOf(h: ProxyHistory, v: ClusterStateView): ProxyConfig | undefined {
  if (v.generation === 0) return h.first;
  const state = indexedState(h.piles, v);
  return state ? h.byGuid.get(clusterStateGuid(state)) : undefined;
}

/** Folds in that `node` applied `v`; the config committed with it (undefined: a pile not known). */
export function applyProxyState(h: ProxyHistory, node: NodeId, v: ClusterStateView): ProxyConfig | undefined {
  const state = indexedState(h.piles, v);
  if (!state) return undefined;
  const guid = clusterStateGuid(state);
  const config = h.byGuid.get(guid) ?? nextProxyConfig(proxyConfigHeld(h, node), state);
  h.byGuid.set(guid, config);
  h.held.set(node, config);
  return config;
}
