/** Which replicas each node hosts, for every subsystem and ring group of a config. */
import {
  liveConfigOf,
  RING_SUBSYSTEMS,
  type LiveConfig,
  type ClusterConfig,
  type ReplicaRef,
  type NodeId,
} from '../../engine/index.ts';

export type HostingIndex = ReadonlyMap<NodeId, readonly ReplicaRef[]>;

/** Replicas in subsystem order (StateStorage, Board, SchemeBoard), then group, ring, index. */
export function hostingIndex(config: ClusterConfig): HostingIndex {
  const out = new Map<NodeId, ReplicaRef[]>();
  for (const subsystem of RING_SUBSYSTEMS)
    config[subsystem].ringGroups.forEach((g, group) =>
      g.rings.forEach((r, ring) =>
        r.replicas.forEach((node, index) => {
          const ref: ReplicaRef = { subsystem, group, ring, index, node };
          const list = out.get(node);
          if (list) list.push(ref);
          else out.set(node, [ref]);
        }),
      ),
    );
  return out;
}

const EMPTY: readonly ReplicaRef[] = [];

/**
 * Which replicas each node hosts under the configuration it runs (engine/folds/liveConfig.ts): after
 * a reconfiguration step a node that applied it shows the new group's replicas, and the removed
 * group's go once the node runs a version without it. `base` (the run's config) is returned as it is
 * while no node left it, so nothing re-renders.
 */
export function liveHostingIndex(live: LiveConfig, base: HostingIndex): HostingIndex {
  if ([...live.byNode.values()].every((v) => v === 1)) return base;
  const byConfig = new Map<ClusterConfig, HostingIndex>();
  const out = new Map<NodeId, readonly ReplicaRef[]>();
  for (const node of live.byNode.keys()) {
    const config = liveConfigOf(live, node);
    let index = byConfig.get(config);
    if (!index) byConfig.set(config, (index = hostingIndex(config)));
    out.set(node, index.get(node) ?? EMPTY);
  }
  return out;
}

/** `replica-<subsystem>-<group>-<ring>-<index>`: the stable test id of a replica. */
export function replicaTestId(r: Omit<ReplicaRef, 'node'>): string {
  return `replica-${r.subsystem}-${r.group}-${r.ring}-${r.index}`;
}
