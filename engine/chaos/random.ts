/**
 * Seeded choices for the chaos generators, over the runtime's sfc32 (engine/kernel/rng.ts). Each
 * generator gets its own stream derived from the run seed, so adding a workload step never shifts
 * the fault schedule of the same seed (and the reverse).
 */
import { createRng, deriveSeed, nextFloat, type RngState } from '../kernel/rng.ts';

/** Stream ids far above any node id, so they never collide with a node's generator. */
export const STREAM = {
  faults: 0x7fff_0001,
  workload: 0x7fff_0002,
  lateFaults: 0x7fff_0003,
  hive: 0x7fff_0004,
  bridge: 0x7fff_0005,
  disks: 0x7fff_0006,
  writes: 0x7fff_0007,
} as const;

export class Chooser {
  private readonly s: RngState;

  constructor(runSeed: number, stream: number) {
    this.s = createRng(deriveSeed(runSeed, stream));
  }

  /** Uniform [0, 1). */
  float(): number {
    return nextFloat(this.s);
  }
  /** Uniform integer in [lo, hi] (inclusive). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.float() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }
  /** `k` distinct items in a random order (Fisher–Yates prefix). */
  sample<T>(items: readonly T[], k: number): T[] {
    const a = [...items];
    const n = Math.min(k, a.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.float() * (a.length - i));
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a.slice(0, n);
  }
  /** Weighted choice: `[value, weight]` pairs, weights ≥ 0 with a positive sum. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((s, [, w]) => s + w, 0);
    let x = this.float() * total;
    for (const [v, w] of options) {
      if (x < w) return v;
      x -= w;
    }
    return (options.at(-1) as readonly [T, number])[0];
  }
}
