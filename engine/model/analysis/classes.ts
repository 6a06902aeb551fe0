/**
 * Records grouped by what they select: every record whose hash leads to the same replicas in every
 * counted ring group falls in one class, weighted by how many hashes (of 2^32) do so. Cut sets,
 * headroom and blast radius are all computed over these classes instead of over records.
 */
import type { Subsystem, SubsystemConfig } from '../config/types.ts';
import { sampleHash } from '../quorum/availability.ts';
import type { WalkerKind } from '../selection/index.ts';
import type { NodeId } from '../topology/types.ts';
import { forEachHashClass, HASH_SPACE, lcm, WHOLE_SPACE, type HashRange } from './segments.ts';
import { prepareGroups, slotNodes, type PreparedGroup } from './slots.ts';
import type { Op, WeightMethod } from './types.ts';

/** One counted ring group as one record sees it. */
interface SlotGroup {
  /** Index of the group in the subsystem's `ringGroups`. */
  readonly group: number;
  /** Slots that must be lost for the group to lose its majority: slots − majority + 1. */
  readonly need: number;
  /**
   * Per slot, the nodes that may serve it: the one replica the record uses; every replica of the
   * ring when that choice is bounded (`replica-bound`); none for an empty ring (never answers).
   */
  readonly slots: readonly (readonly NodeId[])[];
}

interface RecordClass {
  /** Hashes (or samples) in the class. */
  readonly weight: number;
  /** One hash of the class, to replay a record of it through the real selection. */
  readonly example: number;
  /** The counted groups; none means the record never has quorum. */
  readonly groups: readonly SlotGroup[];
}

export interface RecordClasses {
  readonly method: WeightMethod;
  /** What the weights add up to: 2^32 (or the range's length) when walked, the sample size otherwise. */
  readonly total: number;
  readonly classes: readonly RecordClass[];
  /** Hashes per period walked; absent when sampled. */
  readonly period?: number;
  readonly samples?: number;
}

export interface ClassOptions {
  readonly walker?: WalkerKind;
  /** Largest number of (class, segment) evaluations walked before falling back to a sample. */
  readonly evaluationLimit?: number;
  /** Sample size used for shares when they can't be walked exactly. */
  readonly samples?: number;
  /** Only count hashes in this range (for tests against brute force). */
  readonly range?: HashRange;
}

const DEFAULT_EVALUATION_LIMIT = 2_000_000;
const DEFAULT_SHARE_SAMPLES = 100_000;

function keyOf(groups: readonly SlotGroup[]): string {
  return groups.map((g) => `${g.group}:${g.slots.map((s) => s.join('/')).join(',')}`).join(';');
}

class Collector {
  private readonly byKey = new Map<string, { weight: number; example: number; groups: SlotGroup[] }>();
  add(groups: SlotGroup[], hash: number, weight: number): void {
    const key = keyOf(groups);
    const hit = this.byKey.get(key);
    if (hit) hit.weight += weight;
    else this.byKey.set(key, { weight, example: hash, groups });
  }
  classes(): RecordClass[] {
    return [...this.byKey.values()];
  }
}

function selectAll(groups: readonly PreparedGroup[], hash: number, walker: WalkerKind, bound: boolean) {
  return groups.map((g) => ({ group: g.index, need: g.need, slots: slotNodes(g, hash, walker, bound) }));
}

/**
 * Period of the selection: 128 and the ring count of walking groups, the sizes of plain multi-replica
 * rings (ring-specific rings are either bounded or sampled, never walked per replica).
 */
function periodOf(groups: readonly PreparedGroup[]): number {
  let p = 1;
  for (const g of groups) {
    if (g.walks) p = lcm(lcm(p, 128), g.total);
    if (!g.ringSpecific) for (const r of g.rings) if (r.length > 1) p = lcm(p, r.length);
  }
  return p;
}

function sampled(groups: readonly PreparedGroup[], walker: WalkerKind, samples: number): RecordClasses {
  const out = new Collector();
  for (let i = 0; i < samples; i++) {
    const h = sampleHash(i);
    out.add(selectAll(groups, h, walker, false), h, 1);
  }
  return { method: 'sampled', total: samples, classes: out.classes(), samples };
}

/**
 * Classes of records for `op`: `structural` decides cut sets and headroom (exact, or a safe bound
 * on the replica choice), `weights` gives shares (the same object when exact).
 */
export function recordClasses(
  config: SubsystemConfig,
  subsystem: Subsystem,
  op: Op,
  opts: ClassOptions = {},
): { structural: RecordClasses; weights: RecordClasses } {
  const walker = opts.walker ?? 'fixed';
  const samples = opts.samples ?? DEFAULT_SHARE_SAMPLES;
  const groups = prepareGroups(config, subsystem, op);
  const bound = groups.some((g) => g.ringSpecific && g.rings.some((r) => r.length > 1));
  const period = periodOf(groups);
  const walking = groups.filter((g) => g.walks);
  const wrapSteps = walking.length === 0 ? 0 : Math.max(...walking.map((g) => g.slots)) + 2;
  if (period * (wrapSteps + 1) > (opts.evaluationLimit ?? DEFAULT_EVALUATION_LIMIT)) {
    const s = sampled(groups, walker, samples);
    return { structural: s, weights: s };
  }
  const out = new Collector();
  const range = opts.range ?? WHOLE_SPACE;
  forEachHashClass(period, wrapSteps, (h, n) => out.add(selectAll(groups, h, walker, bound), h, n), range);
  const structural: RecordClasses = {
    method: bound ? 'replica-bound' : 'exact',
    total: range === WHOLE_SPACE ? HASH_SPACE : range[1] - range[0],
    classes: out.classes(),
    period,
  };
  return { structural, weights: bound ? sampled(groups, walker, samples) : structural };
}
