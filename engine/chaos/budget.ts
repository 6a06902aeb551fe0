/**
 * Failure accounting for chaos schedules. A fault is charged conservatively to whole racks: a node
 * restart, a node cut off by a partition or a node that came back empty charges its rack (in the
 * presets a ring is one rack, so this is the worst a single node can do to any record). A set of
 * failed racks is within tolerance when configTolerance (engine/model/quorum/tolerance.ts) says every
 * record survives it: at most `racks` racks, or `realms` whole datacenters plus at most
 * `racksAfterRealms` racks elsewhere (mirror-3-dc: 4 racks, or 1 DC + 1 rack).
 */
import type { Tolerance } from '../model/quorum/tolerance.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';

export interface FailureBudget {
  readonly tolerance: Tolerance;
  readonly racks: readonly string[];
  readonly dcs: readonly string[];
  readonly rackOfNode: ReadonlyMap<NodeId, string>;
  readonly dcOfRack: ReadonlyMap<string, string>;
  readonly racksOfDc: ReadonlyMap<string, readonly string[]>;
  readonly nodesOfRack: ReadonlyMap<string, readonly NodeId[]>;
}

export function failureBudget(t: Topology, tolerance: Tolerance): FailureBudget {
  const racksOfDc = new Map<string, string[]>();
  for (const d of t.domains) racksOfDc.set(d.realm, [...(racksOfDc.get(d.realm) ?? []), d.id]);
  const nodesOfRack = new Map<string, NodeId[]>();
  for (const n of t.nodes) nodesOfRack.set(n.domain, [...(nodesOfRack.get(n.domain) ?? []), n.id]);
  return {
    tolerance,
    racks: t.domains.map((d) => d.id),
    dcs: t.realms.map((r) => r.id),
    rackOfNode: new Map(t.nodes.map((n) => [n.id, n.domain])),
    dcOfRack: new Map(t.domains.map((d) => [d.id, d.realm])),
    racksOfDc,
    nodesOfRack,
  };
}

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

/** True when losing every rack of `failed` at once still leaves every record its quorum. */
export function withinTolerance(b: FailureBudget, failed: ReadonlySet<string>): boolean {
  if (failed.size === 0) return true;
  const tol = b.tolerance;
  if (failed.size <= tol.racks) return true;
  for (let k = 1; k <= Math.min(tol.realms, b.dcs.length); k++) {
    for (const lost of subsets(b.dcs, k)) {
      const covered = new Set(lost.flatMap((dc) => b.racksOfDc.get(dc) ?? []));
      let rest = 0;
      for (const r of failed) if (!covered.has(r)) rest++;
      if (rest <= tol.racksAfterRealms) return true;
    }
  }
  return false;
}

/** Racks charged for a set of failed nodes. */
export function racksOfNodes(b: FailureBudget, nodes: Iterable<NodeId>): string[] {
  const out = new Set<string>();
  for (const n of nodes) {
    const r = b.rackOfNode.get(n);
    if (r === undefined) throw new Error(`unknown node ${n}`);
    out.add(r);
  }
  return [...out].sort();
}
