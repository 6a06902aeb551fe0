/** Chaos seeds per second: whole `within` runs on the default chaos preset, seeds 1, 2, … until the budget is spent. */
import { runChaos } from '../../engine/index.ts';

export function benchChaosSeeds(budgetMs = 3000): { seedsPerSec: number; seeds: number } {
  const t0 = performance.now();
  let seeds = 0;
  while (seeds < 2 || performance.now() - t0 < budgetMs) runChaos({ seed: ++seeds });
  return { seedsPerSec: (seeds * 1000) / (performance.now() - t0), seeds };
}
