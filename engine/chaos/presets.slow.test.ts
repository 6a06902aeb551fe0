/**
 * Chaos on every preset, the YDB-scale ones too (single-dc-256, ydb-1000): a few seeds each, within
 * and beyond tolerance. Within: no violation. Beyond: answers stay right (no invariant breaks) and
 * every run reaches its end.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES } from '../presets.ts';
import { runChaos } from './runner.ts';
import type { ChaosMode } from './types.ts';

const SEEDS = [1, 2];

function problems(mode: ChaosMode, preset: string): string[] {
  return SEEDS.flatMap((seed) => {
    const r = runChaos({ seed, mode, preset });
    const out = r.violations.map((v) => `seed ${seed} ${v.invariant}: ${v.message} (${r.reproduce})`);
    if (r.endUs < r.timing.endUs) out.push(`seed ${seed} stopped at ${r.endUs} µs (${r.reproduce})`);
    return out;
  });
}

describe('chaos on every preset', () => {
  for (const preset of PRESET_NAMES)
    for (const mode of ['within', 'beyond'] as const)
      it(
        `${preset} ${mode}, ${SEEDS.length} seeds: no violation, every run ends`,
        { timeout: 900_000 },
        () => {
          expect(problems(mode, preset)).toEqual([]);
        },
      );
});
