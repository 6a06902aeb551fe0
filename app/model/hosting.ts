/** Which replicas each node hosts, for every subsystem and ring group of a config. */
import type { ClusterConfig, ReplicaRef } from '../../engine/model/config/types.ts';
import { SUBSYSTEMS } from '../../engine/model/config/types.ts';
import type { NodeId } from '../../engine/model/topology/types.ts';

export type HostingIndex = ReadonlyMap<NodeId, readonly ReplicaRef[]>;

/** Replicas in subsystem order (StateStorage, Board, SchemeBoard), then group, ring, index. */
export function hostingIndex(config: ClusterConfig): HostingIndex {
  const out = new Map<NodeId, ReplicaRef[]>();
  for (const subsystem of SUBSYSTEMS)
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

/** `replica-<subsystem>-<group>-<ring>-<index>`: the stable test id of a replica. */
export function replicaTestId(r: Omit<ReplicaRef, 'node'>): string {
  return `replica-${r.subsystem}-${r.group}-${r.ring}-${r.index}`;
}
