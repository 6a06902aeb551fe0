/**
 * Small random clusters and brute-force oracles shared by the analysis tests (not part of the
 * public API). The oracles decide "is this a cut" with the simulator's own selection and quorum code
 * (selectReplicas + recordVerdict), never with the analysis' projections or cover search.
 */
import fc from 'fast-check';
import { buildConfig } from '../config/builder.ts';
import type { ClusterConfig, RingGroup, Subsystem } from '../config/types.ts';
import { validateConfig } from '../config/validate.ts';
import { recordVerdict } from '../quorum/quorum.ts';
import { selectReplicas, type GroupSelection } from '../selection/index.ts';
import { buildTopology } from '../topology/build.ts';
import type { NodeId, Topology } from '../topology/types.ts';
import type { RecordClasses } from './classes.ts';
import type { LevelDomains } from './levels.ts';

export interface Cluster {
  readonly topology: Topology;
  readonly config: ClusterConfig;
}

/** Valid small clusters: 1–3 DCs of 1–4 racks, optional bridge piles with a second group's state. */
export const smallClusters = fc
  .record({
    realms: fc.integer({ min: 1, max: 3 }),
    racksPerRealm: fc.integer({ min: 1, max: 4 }),
    nodesPerRack: fc.integer({ min: 1, max: 3 }),
    replicasPerRing: fc.integer({ min: 1, max: 3 }),
    nto: fc.option(fc.constantFrom(1, 3, 5, 7), { nil: undefined }),
    bridge: fc.boolean(),
    second: fc.constantFrom('SYNCHRONIZED' as const, 'NOT_SYNCHRONIZED' as const, 'writeOnly' as const),
  })
  .map((s): Cluster | undefined => {
    const piles =
      s.bridge && s.realms >= 2 ? Array.from({ length: s.realms }, (_, i) => 'AB'[i % 2]!) : undefined;
    const topology = buildTopology({ name: 'prop', ...s, ...(piles ? { piles } : {}) });
    const base = buildConfig(topology, {
      all: { replicasPerRing: s.replicasPerRing, ...(s.nto ? { ntoSelect: s.nto } : {}) },
    });
    const tweak = (g: RingGroup, i: number): RingGroup =>
      i === 0 ? g : s.second === 'writeOnly' ? { ...g, writeOnly: true } : { ...g, state: s.second };
    const config = Object.fromEntries(
      Object.entries(base).map(([k, sc]) => [k, { ringGroups: sc.ringGroups.map(tweak) }]),
    ) as unknown as ClusterConfig;
    // nto_select above the ring count (the builder places ≤ 3 rings per DC) is not a valid config.
    const bad = config.statestorage.ringGroups.some(
      (g) => g.rings.length === 0 || g.ntoSelect > g.rings.length,
    );
    if (bad || validateConfig(topology, config).some((p) => p.severity === 'error')) return undefined;
    return { topology, config };
  })
  .filter((c): c is Cluster => c !== undefined);

/** Whether the record of each class keeps quorum, given a down predicate: the simulator's verdict. */
export class Oracle {
  private readonly selections: (readonly GroupSelection[])[];
  constructor(
    cluster: Cluster,
    subsystem: Subsystem,
    readonly classes: RecordClasses,
  ) {
    this.selections = classes.classes.map((c) =>
      selectReplicas(cluster.config[subsystem], subsystem, c.example),
    );
  }
  /** Weight of classes that have quorum with `base` down but not with `base` ∪ `more` down. */
  lost(base: ReadonlySet<NodeId>, more: ReadonlySet<NodeId>): number {
    let w = 0;
    this.selections.forEach((sel, i) => {
      if (!recordVerdict(sel, (n) => base.has(n)).read) return;
      if (!recordVerdict(sel, (n) => base.has(n) || more.has(n)).read) w += this.classes.classes[i]!.weight;
    });
    return w;
  }
}

function* subsets<T>(items: readonly T[], max: number, from = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length > 0) yield acc;
  if (acc.length === max) return;
  for (let i = from; i < items.length; i++) yield* subsets(items, max, i + 1, [...acc, items[i]!]);
}

/** Every minimal cut of size ≤ max among `candidates` (domain indices), by brute force. */
export function bruteMinimalCuts(
  domains: LevelDomains,
  candidates: readonly number[],
  max: number,
  isCut: (failed: ReadonlySet<NodeId>) => boolean,
): string[] {
  const memo = new Map<string, boolean>();
  const cut = (ds: readonly number[]) => {
    const key = ds.join(',');
    let v = memo.get(key);
    if (v === undefined) memo.set(key, (v = isCut(new Set(ds.flatMap((d) => domains.nodes[d]!)))));
    return v;
  };
  const out: string[] = [];
  for (const ds of subsets(candidates, max))
    if (cut(ds) && ds.every((_, i) => !cut(ds.filter((__, j) => j !== i))))
      out.push(ds.map((d) => domains.ids[d]).join('+'));
  return out.sort();
}
