/**
 * The configuration each node runs, from the trace: `config.committed` carries each version's
 * configuration (version 1 is the run's own), `config.applied` says which node switched to which.
 * Invariant checkers judge a node's replicas and subscribers by this live configuration, and the app
 * draws the replicas a node hosts from it, so neither is fooled by a reconfiguration. A version
 * applied without a commit (the kernel's `config.apply` fault carries no configuration in the trace)
 * leaves the node on the last configuration the trace showed for it.
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeId } from '../model/topology/types.ts';
import { INITIAL_CONFIG_VERSION } from './configVersions.ts';
import type { Fold, FoldWorld } from './fold.ts';

/** Versions a run may commit; distconf numbers them one by one, so this bounds the map. */
export const MAX_LIVE_CONFIG_VERSIONS = 10_000;

export interface LiveConfig {
  /** Version → its configuration (committed ones, plus version 1). */
  readonly configs: Map<number, ClusterConfig>;
  /** Node → the version it runs whose configuration is known. */
  readonly byNode: Map<NodeId, number>;
}

export const liveConfigFold: Fold<LiveConfig> = {
  name: 'liveConfig',
  init: (world: FoldWorld) => ({
    configs: new Map([[INITIAL_CONFIG_VERSION, world.config]]),
    byNode: new Map(world.topology.nodes.map((n) => [n.id, INITIAL_CONFIG_VERSION])),
  }),
  step(s, e) {
    if (e.kind === 'config.committed') {
      if (s.configs.size < MAX_LIVE_CONFIG_VERSIONS || s.configs.has(e.version))
        s.configs.set(e.version, e.config);
    } else if (e.kind === 'config.applied' && s.configs.has(e.version)) s.byNode.set(e.node, e.version);
  },
};

/** The version of `node`'s live configuration. */
export function liveVersionOf(s: LiveConfig, node: NodeId): number {
  return s.byNode.get(node) ?? INITIAL_CONFIG_VERSION;
}

/** The configuration `node` runs. */
export function liveConfigOf(s: LiveConfig, node: NodeId): ClusterConfig {
  return s.configs.get(liveVersionOf(s, node)) ?? s.configs.get(INITIAL_CONFIG_VERSION)!;
}

/** The versions some node runs, ascending. */
export function liveVersions(s: LiveConfig): number[] {
  return [...new Set(s.byNode.values())].sort((a, b) => a - b);
}
