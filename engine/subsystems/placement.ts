/**
 * The replicas a node hosts: every replica of a subsystem that the config places on the node, with
 * its service name (YDB starts a node's local replicas from the same config, statestorage.cpp).
 * A node's bootstrap starts one replica actor per entry.
 */
import type { World } from '../kernel/actor.ts';
import type { ReplicaRef, Subsystem } from '../model/config/types.ts';
import type { NodeId } from '../model/topology/types.ts';
import { replicaNameIn } from '../model/selection/index.ts';

export interface PlacedReplica {
  readonly ref: ReplicaRef;
  /** Service name, e.g. `ssr:0:3:1`. */
  readonly name: string;
}

export function placedReplicas(world: World, subsystem: Subsystem, node: NodeId): PlacedReplica[] {
  const out: PlacedReplica[] = [];
  world.config[subsystem].ringGroups.forEach((g, group) =>
    g.rings.forEach((ring, r) =>
      ring.replicas.forEach((n, index) => {
        if (n !== node) return;
        const ref: ReplicaRef = { subsystem, group, ring: r, index, node };
        out.push({ ref, name: replicaNameIn(world.config[subsystem], ref) });
      }),
    ),
  );
  return out;
}
