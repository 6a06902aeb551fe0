/**
 * The 32-bit hash space cut into pieces on which replica selection is constant.
 *
 * The ring walker (selection/walker.ts) picks slot i as ring `(hash + (i+2)·delta) mod 2^32 mod total`
 * with `delta = Primes[hash % 128]`; a plain multi-replica ring takes replica `hash % n`. While the
 * sum does not cross 2^32 every choice depends only on `hash mod period`, where period =
 * lcm(128, ring counts, ring sizes) — the same observation quorum/ringsets.ts uses. The sum crosses
 * 2^32 at most once, and inside [2^32 − (j+1)·delta, 2^32 − j·delta) it crosses at the same step
 * for every hash, so there too the selection depends only on `hash mod period`. One representative
 * per (residue class, segment) therefore stands for an exactly counted set of hashes.
 */
import { WALKER_PRIMES } from '../selection/primes.ts';

export const HASH_SPACE = 2 ** 32;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** How many h in [lo, hi) have h ≡ c (mod p), and the smallest of them (NaN when none). */
function classSlice(lo: number, hi: number, c: number, p: number): { first: number; count: number } {
  if (hi <= lo) return { first: NaN, count: 0 };
  const first = lo + ((((c - lo) % p) + p) % p);
  return first < hi ? { first, count: Math.floor((hi - 1 - first) / p) + 1 } : { first: NaN, count: 0 };
}

/** A half-open hash range [lo, hi); the whole space by default. */
export type HashRange = readonly [number, number];
export const WHOLE_SPACE: HashRange = [0, HASH_SPACE];

/**
 * Visits one representative hash per (class mod `period`, wrap segment) with the number of hashes
 * in `range` it stands for. `wrapSteps` = 0 when no group walks (no segments); otherwise it must
 * be at least the largest walker slot count + 1, and `period` a multiple of 128.
 * Costs period × (wrapSteps + 1) visits at most.
 */
export function forEachHashClass(
  period: number,
  wrapSteps: number,
  visit: (hash: number, count: number) => void,
  range: HashRange = WHOLE_SPACE,
): void {
  const [lo, hi] = range;
  const take = (c: number, a: number, b: number) => {
    const s = classSlice(Math.max(a, lo), Math.min(b, hi), c, period);
    if (s.count > 0) visit(s.first, s.count);
  };
  for (let c = 0; c < period; c++) {
    if (wrapSteps === 0) {
      take(c, 0, HASH_SPACE);
      continue;
    }
    const delta = WALKER_PRIMES[c & 127] as number;
    for (let j = 0; j < wrapSteps; j++) take(c, HASH_SPACE - (j + 1) * delta, HASH_SPACE - j * delta);
    take(c, 0, HASH_SPACE - wrapSteps * delta);
  }
}
