import { selectRings, type WalkerKind } from '../selection/index.ts';
import { WALKER_PRIMES } from '../selection/primes.ts';

const TWO32 = 2 ** 32;

function lcm(a: number, b: number): number {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a / gcd(a, b)) * b;
}

/**
 * Every distinct set of rings the walker can select in a group (sorted ring indices), found
 * exhaustively. Without a 32-bit wrap the walk is (hash + (k+1)·delta) mod total, so it depends only
 * on hash mod 128 (the prime) and hash mod total: one period of lcm(128, total) hashes covers it.
 * Hashes close to 2^32 can wrap mid-walk (the duplicate-ring case); the tail is covered per wrap step.
 */
export function distinctRingSets(total: number, ntoSelect: number, walker: WalkerKind = 'fixed'): number[][] {
  if (ntoSelect >= total) return [Array.from({ length: total }, (_, i) => i)];
  const seen = new Map<string, number[]>();
  const add = (hash: number) => {
    const rings = [...new Set(selectRings(hash, total, ntoSelect, walker))].sort((a, b) => a - b);
    const key = rings.join(',');
    if (!seen.has(key)) seen.set(key, rings);
  };
  const period = lcm(128, total);
  for (let h = 0; h < period; h++) add(h);
  // Near 2^32 the walk wraps. Within [2^32 − (j+1)·delta, 2^32 − j·delta) the wrap happens at the
  // same step for every hash, so one hash per class mod lcm(128, total) there stands for all.
  for (let i = 0; i < 128; i++) {
    const delta = WALKER_PRIMES[i]!;
    for (let j = 0; j <= ntoSelect + 2; j++) {
      const lo = TWO32 - (j + 1) * delta;
      const hi = TWO32 - j * delta;
      for (let c = i; c < period; c += 128) {
        const h = lo + ((((c - lo) % period) + period) % period);
        if (h < hi) add(h);
      }
    }
  }
  return [...seen.values()];
}
