/**
 * Reconfiguration under chaos: every subsystem moves to a new ring group in distconf's four steps
 * while seeded faults stay within the tolerance — zero violations (config-quorums-intersect and
 * every subsystem invariant included), and most runs finish all four steps.
 */
import { describe, expect, it } from 'vitest';
import { runChaos } from './runner.ts';

const LONG = 600_000;
const SEEDS = Array.from({ length: 200 }, (_, i) => 1 + i);

describe('chaos: reconfiguration within tolerance', () => {
  it(
    'single-dc-8-racks, 200 seeds: no violation; the four steps complete in most runs',
    ({ annotate }) => {
      const problems: string[] = [];
      let done = 0;
      let messages = 0;
      for (const seed of SEEDS) {
        const r = runChaos({ seed, mode: 'within', reconfig: true });
        for (const v of r.violations.slice(0, 3))
          problems.push(`seed ${seed} ${v.invariant} at ${(v.tUs / 1e6).toFixed(3)} s: ${v.message}`);
        if ((r.stats.events['reconfig.step'] ?? 0) >= 4) done++;
        messages += r.stats.messages.sent;
      }
      void annotate(`${SEEDS.length} seeds, reconfiguration finished in ${done}; messages ${messages}`);
      expect(problems, problems.join('\n')).toEqual([]);
      expect(done).toBeGreaterThanOrEqual(SEEDS.length * 0.8);
    },
    LONG,
  );
});
