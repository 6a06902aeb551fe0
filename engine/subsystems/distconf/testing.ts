/** A small cluster for distconf tests: 12 one-node racks, every subsystem on G1 = nodes 1..8, n5. */
import { createClusterSimulation, type ClusterSimulation } from '../../cluster.ts';
import type { ClusterConfig, RingGroup } from '../../model/config/types.ts';
import { buildTopology } from '../../model/topology/build.ts';
import type { Topology } from '../../model/topology/types.ts';
import { cluster, flat, groups } from '../../model/reconfig/testing.ts';
import type { TraceEvent } from '../unions.ts';

export const G1: RingGroup = flat([1, 2, 3, 4, 5, 6, 7, 8], 5);
/** The docs' example target: shares nodes 5..8 with G1 (needs an actor id offset). */
export const G2: RingGroup = flat(
  [10, 20, 30, 40, 5, 6, 7, 8].map((n) => (n > 8 ? n / 10 + 8 : n)),
  5,
);

export function smallCluster(seed = 1): {
  sim: ClusterSimulation;
  topology: Topology;
  config: ClusterConfig;
} {
  const topology = buildTopology({ name: 'dc12', realms: 1, racksPerRealm: 12, nodesPerRack: 1 });
  const config = cluster(groups(G1));
  return { sim: createClusterSimulation({ topology, config, seed }), topology, config };
}

export function eventsOf<K extends TraceEvent['kind']>(
  sim: ClusterSimulation,
  kind: K,
): Extract<TraceEvent, { kind: K }>[] {
  return sim.trace.events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);
}
