/**
 * Which pool worker hosts each node. Nodes hosting replicas do most of the work (every request
 * reaches a majority of them), and presets place them at the same position in every rack, so a
 * plain `index mod pool size` can put them all on one worker. Instead each node weighs 1 plus
 * REPLICA_WEIGHT per replica it hosts in the initial configuration, and nodes go, heaviest first
 * (ties by topology order), to the worker with the least weight so far (ties: lowest slot).
 * Deterministic, and the trace does not depend on it: outputs are merged in node-id order.
 */
import type { ClusterConfig, NodeId, Topology } from '../engine/index.ts';

/** A replica's node handles far more messages than a node that only runs clients. */
const REPLICA_WEIGHT = 8;

function replicaCounts(config: ClusterConfig): Map<NodeId, number> {
  const out = new Map<NodeId, number>();
  for (const sub of Object.values(config))
    for (const group of sub.ringGroups)
      for (const ring of group.rings) for (const n of ring.replicas) out.set(n, (out.get(n) ?? 0) + 1);
  return out;
}

/** Slot (0..size-1) of every node in `nodes`. */
export function assignSlots(
  nodes: readonly NodeId[],
  config: ClusterConfig,
  size: number,
): Map<NodeId, number> {
  const replicas = replicaCounts(config);
  const weight = (n: NodeId) => 1 + REPLICA_WEIGHT * (replicas.get(n) ?? 0);
  const order = nodes.map((n, i) => ({ n, i, w: weight(n) })).sort((a, b) => b.w - a.w || a.i - b.i);
  const load = new Array<number>(size).fill(0);
  const out = new Map<NodeId, number>();
  for (const { n, w } of order) {
    let k = 0;
    for (let s = 1; s < size; s++) if ((load[s] as number) < (load[k] as number)) k = s;
    load[k] = (load[k] as number) + w;
    out.set(n, k);
  }
  return out;
}

/**
 * One slot per datacenter (a realm lies in one pile, so this partitions by pile too), in topology
 * order: a pool partitioned this way only synchronises across slots over inter-DC links, whose
 * latency is the smallest cross-partition one.
 */
export function partitionSlots(topology: Topology, nodes: readonly NodeId[]): Map<NodeId, number> {
  const realmOf = new Map(topology.nodes.map((n) => [n.id, `${n.pile ?? ''}/${n.realm}`]));
  const slotOf = new Map<string, number>();
  const out = new Map<NodeId, number>();
  for (const n of nodes) {
    const key = realmOf.get(n) ?? '';
    if (!slotOf.has(key)) slotOf.set(key, slotOf.size);
    out.set(n, slotOf.get(key) as number);
  }
  return out;
}
