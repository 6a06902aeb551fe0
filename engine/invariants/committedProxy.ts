/**
 * Each node's dsproxy-proxy config as the committed history makes it, from the trace
 * (folds/proxyHistory.ts, the same history the Storage tab's proxy card reads): a state's config is
 * derived from the one committed below it on the node that applied it first — the root that
 * committed it — and every node applying that state holds that config, however many states it
 * missed. Not read from an operation's own stamp, so a wrong stamp shows.
 */
import { bridgeApplyOf } from '../folds/bridge.ts';
import { applyProxyState, emptyProxyHistory, proxyConfigHeld } from '../folds/proxyHistory.ts';
import type { World } from '../kernel/actor.ts';
import type { ProxyConfig } from '../model/bridge/dsproxy.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

export interface CommittedProxy {
  /** Folds a `bridge.applied` in; true when `e` was one. */
  observe(e: TraceEvent): boolean;
  /** The config committed with the state `node` holds. */
  configOf(node: NodeId): ProxyConfig;
}

export function committedProxy(world: World): CommittedProxy {
  const history = emptyProxyHistory(world.topology.piles.map((p) => p.id));
  return {
    configOf: (node) => proxyConfigHeld(history, node),
    observe(e) {
      const applied = bridgeApplyOf(e);
      if (!applied) return false;
      applyProxyState(history, applied.node, applied.state);
      return true;
    },
  };
}
