import {
  majority,
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type RingGroup,
  type Subsystem,
} from '../config/types.ts';
import type { WalkerKind } from '../selection/index.ts';
import { indexTopology, type TopologyIndex } from '../topology/build.ts';
import type { Topology } from '../topology/types.ts';
import { isContacted } from './quorum.ts';
import { distinctRingSets } from './ringsets.ts';

/**
 * What a config survives for EVERY record: the largest number of whole nodes, racks or datacenters
 * that may fail (worst case, chosen adversarially) with each counted ring group keeping its majority.
 * `racksAfterRealms` answers "after losing `realms` datacenters, how many more racks?" (mirror-3-dc:
 * 1). -1 means not even the healthy cluster has a majority (e.g. every ring empty).
 * `exact` is false when a ring spans several racks or DCs (a placement error): a record uses one
 * replica of such a ring, but which one depends on the record, so the figures are then a safe
 * lower bound (the ring counts as lost when any of its racks fails).
 */
export interface Tolerance {
  readonly nodes: number;
  readonly racks: number;
  readonly realms: number;
  readonly racksAfterRealms: number;
  readonly exact: boolean;
}

type Counts = Map<string, number>;

/** How many rings of `set` each failure unit (node, rack or realm) touches. */
function countBy(set: readonly number[], units: (ring: number) => readonly string[]): Counts {
  const c: Counts = new Map();
  for (const r of set) for (const u of new Set(units(r))) c.set(u, (c.get(u) ?? 0) + 1);
  return c;
}

/** Largest f such that losing the f worst units still leaves `majority` of `alive` rings. */
function worstCase(counts: Counts, alive: number, majority: number): number {
  if (alive < majority) return -1;
  const sorted = [...counts.values()].sort((a, b) => b - a);
  let lost = 0;
  for (let f = 0; f < sorted.length; f++) {
    lost += sorted[f] as number;
    if (alive - lost < majority) return f;
  }
  return Number.POSITIVE_INFINITY; // every unit may fail (no ring touches any)
}

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k <= 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

/** One counted group, with every ring set a record can select (empty rings never answer). */
class GroupModel {
  readonly majority: number;
  readonly sets: readonly (readonly number[])[];
  readonly exact: boolean;
  constructor(
    readonly group: RingGroup,
    private readonly idx: TopologyIndex,
    walker: WalkerKind,
  ) {
    const total = group.rings.length;
    this.majority = majority(group.ntoSelect);
    const all = total === 0 ? [[]] : distinctRingSets(total, Math.min(group.ntoSelect, total), walker);
    this.sets = all.map((s) => s.filter((r) => this.nodes(r).length > 0));
    this.exact = group.rings.every((_, r) => new Set(this.racks(r)).size <= 1);
  }
  nodes(r: number): readonly number[] {
    return this.group.rings[r]?.replicas ?? [];
  }
  racks(r: number): string[] {
    return this.nodes(r).map((n) => this.idx.node.get(n)?.domain ?? `?${n}`);
  }
  realms(r: number): string[] {
    return this.nodes(r).map((n) => this.idx.node.get(n)?.realm ?? `?${n}`);
  }
  worst(units: (r: number) => readonly string[]): number {
    return Math.min(...this.sets.map((s) => worstCase(countBy(s, units), s.length, this.majority)));
  }
  /** Racks still tolerated after any `lostRealms` datacenters failed (every choice of them tried). */
  racksAfter(lostRealms: number): number {
    let after = Infinity;
    for (const set of this.sets) {
      const realms = [...countBy(set, (r) => this.realms(r)).keys()];
      for (const lost of subsets(realms, Math.min(lostRealms, realms.length))) {
        const gone = new Set(lost);
        const left = set.filter((r) => !this.realms(r).some((dc) => gone.has(dc)));
        after = Math.min(
          after,
          worstCase(
            countBy(left, (r) => this.racks(r)),
            left.length,
            this.majority,
          ),
        );
      }
    }
    return after;
  }
}

function tolerate(models: readonly GroupModel[], t: Topology): Tolerance {
  if (models.length === 0) return { nodes: -1, racks: -1, realms: -1, racksAfterRealms: -1, exact: true };
  const cap = (v: number, max: number) => (v === Infinity ? max : v);
  const min = (f: (m: GroupModel) => number) => Math.min(...models.map(f));
  const realms = cap(
    min((m) => m.worst((r) => m.realms(r))),
    t.realms.length,
  );
  return {
    nodes: cap(
      min((m) => m.worst((r) => m.nodes(r).map(String))),
      t.nodes.length,
    ),
    racks: cap(
      min((m) => m.worst((r) => m.racks(r))),
      t.domains.length,
    ),
    realms,
    racksAfterRealms: cap(
      min((m) => m.racksAfter(Math.max(0, realms))),
      t.domains.length,
    ),
    exact: models.every((m) => m.exact),
  };
}

function models(
  t: Topology,
  config: ClusterConfig,
  s: Subsystem,
  walker: WalkerKind,
  idx: TopologyIndex,
): GroupModel[] {
  return config[s].ringGroups
    .filter((g) => isContacted(g.state) && !g.writeOnly)
    .map((g) => new GroupModel(g, idx, walker));
}

/** Tolerance of one subsystem: the weakest counted ring group (write_only groups don't decide). */
function subsystemTolerance(
  t: Topology,
  config: ClusterConfig,
  s: Subsystem,
  walker: WalkerKind = 'fixed',
  idx = indexTopology(t),
): Tolerance {
  return tolerate(models(t, config, s, walker, idx), t);
}

export interface ConfigTolerance extends Tolerance {
  readonly perSubsystem: Readonly<Record<Subsystem, Tolerance>>;
}

/** Tolerance of the whole config: every subsystem's counted groups at once. */
export function configTolerance(
  t: Topology,
  config: ClusterConfig,
  walker: WalkerKind = 'fixed',
): ConfigTolerance {
  const idx = indexTopology(t);
  const per = Object.fromEntries(
    RING_SUBSYSTEMS.map((s) => [s, subsystemTolerance(t, config, s, walker, idx)]),
  ) as Record<Subsystem, Tolerance>;
  return {
    ...tolerate(
      RING_SUBSYSTEMS.flatMap((s) => models(t, config, s, walker, idx)),
      t,
    ),
    perSubsystem: per,
  };
}
