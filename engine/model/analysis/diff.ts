/**
 * Two configurations side by side: per subsystem the tolerance (configTolerance), the minimal cut
 * sets one has and the other has not, and the replica load per node. Both sides are enumerated to
 * the same cut size per level (the larger of their smallest cuts, at most MAX_DIFF_CUT), so a cut
 * "gained" is a failure that breaks B and not A, and "lost" one that breaks A and no longer B.
 * Domains are compared by id (node ids in decimal, rack / DC / pile names), which is how an
 * engineer reads two configs of one cluster.
 */
import { RING_SUBSYSTEMS, type ClusterConfig, type Subsystem } from '../config/types.ts';
import { configTolerance, type Tolerance } from '../quorum/tolerance.ts';
import type { Topology } from '../topology/types.ts';
import { smallestCut } from './headroom.ts';
import { minimalCutSets } from './cut-report.ts';
import { replicaLoad } from './load.ts';
import { faultView, prepareFaultModel, type FaultView } from './model.ts';
import type { Level } from './types.ts';

export interface DiffSide {
  readonly name: string;
  readonly topology: Topology;
  readonly config: ClusterConfig;
}

/** Cut sets are listed up to this size: beyond it their number explodes and nobody reads them. */
const MAX_DIFF_CUT = 3;
/** Cuts listed per subsystem, level and side; the counts say how many there are in all. */
const LISTED = 50;
const DIFF_LEVELS: readonly Level[] = ['node', 'rack', 'dc', 'pile'];

interface LevelCutDiff {
  readonly level: Level;
  /** Sizes 1..maxSize were compared (0: no cut at this level on either side). */
  readonly maxSize: number;
  /** Minimal cuts of B that A does not have, each a list of domain ids. */
  readonly gained: readonly (readonly string[])[];
  readonly lost: readonly (readonly string[])[];
  /** How many were gained and lost in all (the lists stop at 50). */
  readonly gainedCount: number;
  readonly lostCount: number;
  /** Cuts both sides have. */
  readonly kept: number;
}

interface NodeLoad {
  readonly node: number;
  /** Share of records whose selection includes this node's replicas, summed over its replicas. */
  readonly a: number;
  readonly b: number;
}

export interface SubsystemDiff {
  readonly subsystem: Subsystem;
  readonly tolerance: { readonly a: Tolerance; readonly b: Tolerance };
  readonly cuts: readonly LevelCutDiff[];
  /** Nodes hosting a counted replica on either side, by id. */
  readonly load: readonly NodeLoad[];
}

export interface ConfigDiff {
  readonly a: string;
  readonly b: string;
  readonly perSubsystem: readonly SubsystemDiff[];
}

export interface DiffOptions {
  /** Keys per subsystem for the load; default 20 000 (shares to about ±0.5 %). */
  readonly loadSamples?: number;
}

type Cuts = ReadonlyMap<string, readonly string[]>;

/**
 * Minimal cuts per subsystem at one level up to `k`. Reads and writes count the same groups
 * (countsFor), so the write cuts stand for both.
 */
function cutsOf(view: FaultView, level: Level, k: number): Map<Subsystem, Cuts> {
  const out = new Map<Subsystem, Cuts>();
  if (k === 0) return out;
  const report = minimalCutSets(view, { levels: [level], maxSize: k, listed: Number.MAX_SAFE_INTEGER });
  for (const p of report.perSubsystem)
    out.set(p.subsystem, new Map((p.write[0]?.cuts ?? []).map((c) => [c.domains.join(' '), c.domains])));
  return out;
}

/** The largest smallest cut at `level` over every subsystem (0 when nothing there is a cut). */
function smallest(view: FaultView, level: Level): number {
  let k = 0;
  for (const c of view.model.subsystems) {
    const size = smallestCut(view.project(c.write.structural, level)).size;
    if (size !== Infinity) k = Math.max(k, size);
  }
  return k;
}

const NONE: Cuts = new Map();
const minus = (x: Cuts, y: Cuts) => [...x].filter(([k]) => !y.has(k)).map(([, ds]) => ds);

/** Per subsystem, what changes at `level`; both sides enumerated to the same size. */
function levelDiffs(va: FaultView, vb: FaultView, level: Level): Map<Subsystem, LevelCutDiff> {
  const k = Math.min(MAX_DIFF_CUT, Math.max(smallest(va, level), smallest(vb, level)));
  const ca = cutsOf(va, level, k);
  const cb = cutsOf(vb, level, k);
  return new Map(
    RING_SUBSYSTEMS.map((s) => {
      const a = ca.get(s) ?? NONE;
      const b = cb.get(s) ?? NONE;
      const kept = [...a.keys()].filter((key) => b.has(key)).length;
      const [gained, lost] = [minus(b, a), minus(a, b)];
      const cut = { gained: gained.slice(0, LISTED), lost: lost.slice(0, LISTED) };
      return [s, { level, maxSize: k, ...cut, gainedCount: gained.length, lostCount: lost.length, kept }];
    }),
  );
}

/** Share per node: the sum of its counted replicas' shares. */
function nodeShares(config: ClusterConfig, samples: number): Map<Subsystem, Map<number, number>> {
  const out = new Map<Subsystem, Map<number, number>>();
  for (const l of replicaLoad(config, { samples })) {
    const m = new Map<number, number>();
    for (const g of l.groups)
      if (g.counted) for (const r of g.replicas) m.set(r.node, (m.get(r.node) ?? 0) + r.share);
    out.set(l.subsystem, m);
  }
  return out;
}

export function diffConfigs(a: DiffSide, b: DiffSide, opts: DiffOptions = {}): ConfigDiff {
  const samples = opts.loadSamples ?? 20_000;
  const va = faultView(prepareFaultModel(a.topology, a.config));
  const vb = faultView(prepareFaultModel(b.topology, b.config));
  const ta = configTolerance(a.topology, a.config).perSubsystem;
  const tb = configTolerance(b.topology, b.config).perSubsystem;
  const la = nodeShares(a.config, samples);
  const lb = nodeShares(b.config, samples);
  const piles = a.topology.piles.length > 0 || b.topology.piles.length > 0;
  const levels = DIFF_LEVELS.filter((l) => l !== 'pile' || piles).map((l) => levelDiffs(va, vb, l));
  const perSubsystem = RING_SUBSYSTEMS.map((s): SubsystemDiff => {
    const sa = la.get(s) ?? new Map<number, number>();
    const sb = lb.get(s) ?? new Map<number, number>();
    const nodes = [...new Set([...sa.keys(), ...sb.keys()])].sort((x, y) => x - y);
    return {
      subsystem: s,
      tolerance: { a: ta[s], b: tb[s] },
      cuts: levels.map((m) => m.get(s)!),
      load: nodes.map((node) => ({ node, a: sa.get(node) ?? 0, b: sb.get(node) ?? 0 })),
    };
  });
  return { a: a.name, b: b.name, perSubsystem };
}
