/**
 * Minimal cut sets at one level: the smallest sets of domains whose failure makes some record lose
 * quorum (a set is minimal when no proper subset is a cut), by increasing size k = 1..K.
 *
 * Every minimal cut of the cluster is a minimal cover of some group of some record class, so the
 * enumeration only walks per-group minimal covers of size k and keeps those that contain no smaller
 * cut. It also yields each cut's share for free: the records a minimal cut S hits are exactly the
 * classes for which S itself is a minimal cover (any cover of theirs inside S is a cut, hence S).
 */
import { GroupCover, type Budget } from './cover.ts';
import { exactShares, type LevelView } from './levels.ts';
import type { Level } from './types.ts';

interface CutSet {
  /** Domain ids (node ids in decimal, rack / DC / pile ids), in topology order. */
  readonly domains: readonly string[];
  /** Share of all records that lose quorum when exactly these domains fail (more, on top of the current state). */
  readonly share: number;
}

export interface LevelCutSets {
  readonly level: Level;
  /** K: sizes 1..K were enumerated (0: nothing to enumerate). */
  readonly maxSize: number;
  /** Minimal cut sets found per size, `counts[k - 1]` for size k. */
  readonly counts: readonly number[];
  /** Sizes up to this are complete; below maxSize when the visit limit stopped the enumeration. */
  readonly completeUpTo: number;
  readonly limitHit: boolean;
  /** Subsets visited (the quantity the limit caps). */
  readonly visits: number;
  /** Minimal cut sets found, all sizes. */
  readonly found: number;
  /** Up to `listed` cuts: smallest first, then by share. */
  readonly cuts: readonly CutSet[];
  /** False when shares come from a sample (the subsystem's weight method says why). */
  readonly sharesExact: boolean;
}

export interface CutProgress {
  readonly level: Level;
  readonly size: number;
  readonly classesDone: number;
  readonly classes: number;
  readonly visits: number;
}

export interface CutOptions {
  /** K, the largest cut size enumerated; default: the smallest cut size at the level. */
  readonly maxSize?: number;
  /** Subsets visited per level before stopping (the enumeration cap); default CUT_VISIT_LIMIT. */
  readonly visitLimit?: number;
  /** Cuts listed per level; default 100. */
  readonly listed?: number;
  readonly onProgress?: (p: CutProgress) => void;
}

/** Default cap on subsets visited per level and operation (≈ candidates × sizes walked). */
export const CUT_VISIT_LIMIT = 5_000_000;
const PROGRESS_EVERY = 512;

const keyOf = (ds: readonly number[]) => ds.join(',');

/** Share of all records that lose quorum when the domains in `failed` fail, over `view`'s classes. */
function shareHit(view: LevelView, failed: ReadonlySet<number>): number {
  let w = 0;
  for (const c of view.classes)
    if (c.groups.some((g) => g.slots.filter((ds) => ds.some((d) => failed.has(d))).length >= g.need))
      w += c.weight;
  return w / view.total;
}

function* subsetsOfSize(items: readonly number[], s: number, from = 0): Generator<number[]> {
  if (s === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - s; i++)
    for (const rest of subsetsOfSize(items, s - 1, i + 1)) yield [items[i]!, ...rest];
}

const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

/** Whether `cut` contains a smaller accepted cut. */
function containsSmaller(
  cut: readonly number[],
  accepted: ReadonlyMap<string, { readonly ds: readonly number[] }>,
  sizes: ReadonlySet<number>,
): boolean {
  const sizeList = [...sizes].filter((s) => s < cut.length);
  const work = sizeList.reduce((a, s) => a + choose(cut.length, s), 0);
  if (work <= accepted.size) {
    for (const s of sizeList)
      for (const sub of subsetsOfSize(cut, s)) if (accepted.has(keyOf(sub))) return true;
    return false;
  }
  const mine = new Set(cut);
  for (const { ds } of accepted.values())
    if (ds.length < cut.length && ds.every((d) => mine.has(d))) return true;
  return false;
}

/**
 * Minimal cut sets of `structural` (exact, or a safe bound on the replica choice). Shares come from
 * the enumeration itself when `shares` is `structural` (it projected exactly) and nothing was cut
 * short, otherwise from `shares` (a sample) for the listed cuts only.
 */
export function levelCutSets(
  structural: LevelView,
  shares: LevelView,
  maxSize: number,
  opts: CutOptions = {},
): LevelCutSets {
  const level = structural.domains.level;
  const budget: Budget = { left: opts.visitLimit ?? CUT_VISIT_LIMIT };
  const start = budget.left;
  const covers = structural.classes.map((c) => c.groups.map((g) => new GroupCover(g)));
  const accepted = new Map<string, { ds: number[]; weight: number }>();
  const sizes = new Set<number>();
  const counts: number[] = [];
  let completeUpTo = 0;
  let limitHit = false;
  for (let k = 1; k <= maxSize && !limitHit; k++) {
    const found = new Map<string, { ds: number[]; weight: number }>();
    for (let i = 0; i < covers.length && !limitHit; i++) {
      const local = new Set<string>();
      for (const cover of covers[i]!) {
        const ok = cover.coversOfSize(k, budget, (ds) => {
          const key = keyOf(ds);
          if (local.has(key)) return;
          local.add(key);
          const hit = found.get(key);
          if (hit) hit.weight += structural.classes[i]!.weight;
          else found.set(key, { ds, weight: structural.classes[i]!.weight });
        });
        if (!ok) limitHit = true;
      }
      if (
        opts.onProgress &&
        (limitHit || i % PROGRESS_EVERY === PROGRESS_EVERY - 1 || i === covers.length - 1)
      )
        opts.onProgress({
          level,
          size: k,
          classesDone: i + 1,
          classes: covers.length,
          visits: start - budget.left,
        });
    }
    let added = 0;
    for (const [key, f] of found) {
      if (containsSmaller(f.ds, accepted, sizes)) continue;
      accepted.set(key, f);
      added++;
    }
    if (added > 0) sizes.add(k);
    counts.push(added);
    if (!limitHit) completeUpTo = k;
  }
  const trick = structural === shares && !limitHit;
  const all = [...accepted.values()];
  const lexical = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  all.sort((a, b) => a.ds.length - b.ds.length || (trick ? b.weight - a.weight : 0) || lexical(a.ds, b.ds));
  const cuts = all.slice(0, opts.listed ?? 100).map((c) => ({
    domains: c.ds.map((d) => structural.domains.ids[d]!),
    share: trick ? c.weight / structural.total : shareHit(shares, new Set(c.ds)),
  }));
  return {
    level,
    maxSize,
    counts,
    completeUpTo,
    limitHit,
    visits: start - budget.left,
    found: all.length,
    cuts,
    sharesExact: exactShares(shares),
  };
}
