/**
 * Each node's dsproxy-proxy config as the committed history makes it, from the trace: a state's
 * config is derived (model/bridge/dsproxy.ts `nextProxyConfig`) from the one committed below it on
 * the node that applied it first — the root that committed it — and every node applying that state
 * (same `clusterStateGuid`) holds that config, however many states it missed. Derived here on its
 * own, not read from the engine's stamp, so a wrong stamp shows.
 */
import { bridgeApplyOf } from '../folds/bridge.ts';
import type { World } from '../kernel/actor.ts';
import { initialProxyConfig, nextProxyConfig, type ProxyConfig } from '../model/bridge/dsproxy.ts';
import { clusterStateGuid, initialClusterState, type ClusterState } from '../model/bridge/state.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

export interface CommittedProxy {
  /** Folds a `bridge.applied` in; true when `e` was one. */
  observe(e: TraceEvent): boolean;
  /** The config committed with the state `node` holds. */
  configOf(node: NodeId): ProxyConfig;
}

export function committedProxy(world: World): CommittedProxy {
  const names = world.topology.piles.map((p) => p.id);
  const first = initialProxyConfig(initialClusterState(names.length));
  const byGuid = new Map<number, ProxyConfig>();
  const held = new Map<NodeId, ProxyConfig>();
  const configOf = (node: NodeId) => held.get(node) ?? first;
  return {
    configOf,
    observe(e) {
      const applied = bridgeApplyOf(e);
      if (!applied) return false;
      const v = applied.state;
      const state: ClusterState = {
        perPile: v.perPile,
        primary: names.indexOf(v.primary),
        promoted: names.indexOf(v.promoted),
        generation: v.generation,
      };
      if (state.primary < 0 || state.promoted < 0) return true;
      const guid = clusterStateGuid(state);
      const config = byGuid.get(guid) ?? nextProxyConfig(configOf(applied.node), state);
      byGuid.set(guid, config);
      held.set(applied.node, config);
      return true;
    },
  };
}
