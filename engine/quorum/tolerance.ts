import { SUBSYSTEMS, type ClusterConfig, type RingGroup, type Subsystem } from '../config/types.ts';
import type { WalkerKind } from '../selection/index.ts';
import { indexTopology, type TopologyIndex } from '../topology/build.ts';
import type { Topology } from '../topology/types.ts';
import { isContacted } from './quorum.ts';
import { distinctRingSets } from './ringsets.ts';

/**
 * What a config survives for EVERY record: the largest number of whole nodes, racks or datacenters
 * that may fail (worst case, chosen adversarially) with each counted ring group keeping its majority.
 * `racksAfterRealms` answers "after losing one datacenter, how many more racks?" (mirror-3-dc: 1).
 * A value of -1 means not even the healthy cluster has a majority (e.g. nto_select > rings).
 */
export interface Tolerance {
  readonly nodes: number;
  readonly racks: number;
  readonly realms: number;
  readonly racksAfterRealms: number;
}

type Counts = Map<string, number>;

/** Rings of `set` touched by each failure unit (rack, realm or node). */
function countBy(set: readonly number[], units: (ring: number) => Iterable<string>): Counts {
  const c: Counts = new Map();
  for (const r of set) for (const u of new Set(units(r))) c.set(u, (c.get(u) ?? 0) + 1);
  return c;
}

/** Largest f such that losing the f worst units still leaves `majority` of `selected`. */
function worstCase(counts: Counts, selected: number, majority: number): number {
  const sorted = [...counts.values()].sort((a, b) => b - a);
  if (selected < majority) return -1;
  let lost = 0;
  let f = 0;
  for (const c of sorted) {
    if (selected - lost - c < majority) return f;
    lost += c;
    f++;
  }
  return Number.POSITIVE_INFINITY; // every unit may fail (cannot happen with ≥ 1 ring)
}

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

function groupTolerance(group: RingGroup, idx: TopologyIndex, walker: WalkerKind): Tolerance {
  const total = group.rings.length;
  const nto = Math.min(group.ntoSelect, total);
  const majority = Math.floor(group.ntoSelect / 2) + 1;
  const nodesOf = (r: number) => group.rings[r]?.replicas ?? [];
  const racksOf = (r: number) => nodesOf(r).map((n) => idx.node.get(n)?.domain ?? `?${n}`);
  const realmsOf = (r: number) => nodesOf(r).map((n) => idx.node.get(n)?.realm ?? `?${n}`);
  let tol: Tolerance = { nodes: Infinity, racks: Infinity, realms: Infinity, racksAfterRealms: Infinity };
  for (const set of total === 0 ? [[]] : distinctRingSets(total, nto, walker)) {
    const selected = set.length;
    const byRealm = countBy(set, realmsOf);
    const realms = worstCase(byRealm, selected, majority);
    // After losing the `realms` worst datacenters (all choices tried), the racks still tolerated.
    let after = Infinity;
    for (const lostRealms of subsets([...byRealm.keys()], Math.max(0, realms))) {
      const lost = new Set(lostRealms);
      const left = set.filter((r) => !realmsOf(r).some((dc) => lost.has(dc)));
      after = Math.min(after, worstCase(countBy(left, racksOf), left.length, majority));
    }
    tol = {
      nodes: Math.min(
        tol.nodes,
        worstCase(
          countBy(set, (r) => nodesOf(r).map(String)),
          selected,
          majority,
        ),
      ),
      racks: Math.min(tol.racks, worstCase(countBy(set, racksOf), selected, majority)),
      realms: Math.min(tol.realms, realms),
      racksAfterRealms: Math.min(tol.racksAfterRealms, after),
    };
  }
  return tol;
}

const min = (a: Tolerance, b: Tolerance): Tolerance => ({
  nodes: Math.min(a.nodes, b.nodes),
  racks: Math.min(a.racks, b.racks),
  realms: Math.min(a.realms, b.realms),
  racksAfterRealms: Math.min(a.racksAfterRealms, b.racksAfterRealms),
});

const NONE: Tolerance = { nodes: -1, racks: -1, realms: -1, racksAfterRealms: -1 };

/** Tolerance of one subsystem: the weakest counted ring group (write_only groups don't decide). */
export function subsystemTolerance(
  t: Topology,
  config: ClusterConfig,
  s: Subsystem,
  walker: WalkerKind = 'fixed',
  idx = indexTopology(t),
): Tolerance {
  const counted = config[s].ringGroups.filter((g) => isContacted(g.state) && !g.writeOnly);
  if (counted.length === 0) return NONE;
  const capped = (v: number, cap: number) => (v === Infinity ? cap : v);
  const tol = counted.map((g) => groupTolerance(g, idx, walker)).reduce(min);
  return {
    nodes: capped(tol.nodes, t.nodes.length),
    racks: capped(tol.racks, t.domains.length),
    realms: capped(tol.realms, t.realms.length),
    racksAfterRealms: capped(tol.racksAfterRealms, t.domains.length),
  };
}

export interface ConfigTolerance extends Tolerance {
  readonly perSubsystem: Readonly<Record<Subsystem, Tolerance>>;
}

export function configTolerance(
  t: Topology,
  config: ClusterConfig,
  walker: WalkerKind = 'fixed',
): ConfigTolerance {
  const idx = indexTopology(t);
  const per = Object.fromEntries(
    SUBSYSTEMS.map((s) => [s, subsystemTolerance(t, config, s, walker, idx)]),
  ) as Record<Subsystem, Tolerance>;
  return { ...SUBSYSTEMS.map((s) => per[s]).reduce(min), perSubsystem: per };
}
