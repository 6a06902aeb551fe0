/**
 * The chaos suite (VOPR-style): hundreds of seeded fault schedules on the real actors, every
 * invariant checker on the trace. A failure prints each failing seed with its one-line
 * reproduction; add such a seed to REGRESSION_SEEDS once fixed.
 */
import { describe, expect, it } from 'vitest';
import type { InvariantChecker } from '../invariants/types.ts';
import { runChaos, type ChaosResult } from './runner.ts';
import { emptyStats, failures, mergeStats } from './stats.ts';
import type { ChaosMode } from './types.ts';

/**
 * Seeds that once failed (mode, preset, seed); they run first in every batch. Beyond
 * single-dc-8-racks 27 and 87: a generation elected twice, fixed by the durable tablet log.
 */
const REGRESSION_SEEDS: readonly { mode: ChaosMode; preset: string; seed: number }[] = [
  { mode: 'beyond', preset: 'single-dc-8-racks', seed: 27 },
  { mode: 'beyond', preset: 'single-dc-8-racks', seed: 87 },
];

interface Batch {
  readonly runs: number;
  readonly problems: string[];
  readonly stats: ReturnType<typeof emptyStats>;
  readonly runsWithFaultFailures: number;
  readonly faultFailures: number;
}

function describeProblems(r: ChaosResult): string[] {
  const out = r.violations
    .slice(0, 5)
    .map(
      (v) =>
        `seed ${r.seed} (${r.mode}, ${r.preset}) ${v.invariant} at ${(v.tUs / 1e6).toFixed(3)} s: ${v.message}`,
    );
  if (r.endUs !== r.timing.endUs)
    out.push(`seed ${r.seed} (${r.mode}, ${r.preset}) stopped at ${r.endUs} µs, not ${r.timing.endUs}`);
  if (out.length > 0) out.push(`  reproduce: ${r.reproduce}`);
  return out;
}

function batch(mode: ChaosMode, preset: string, seeds: readonly number[]): Batch {
  const stats = emptyStats();
  const problems: string[] = [];
  let runsWithFaultFailures = 0;
  let faultFailures = 0;
  const regressions = REGRESSION_SEEDS.filter((s) => s.mode === mode && s.preset === preset).map(
    (s) => s.seed,
  );
  for (const seed of [...regressions, ...seeds]) {
    const r = runChaos({ seed, mode, preset });
    mergeStats(stats, r.stats);
    problems.push(...describeProblems(r));
    const ff = r.faultFailures.failed + r.faultFailures.timeout;
    faultFailures += ff;
    if (ff > 0) runsWithFaultFailures++;
  }
  return { runs: seeds.length, problems, stats, runsWithFaultFailures, faultFailures };
}

/** One line of figures, shown as a test annotation (timings: `npm run -s sim -- chaos --seeds …`). */
function figures(b: Batch): string {
  const f = failures(b.stats);
  return `${b.runs} seeds; ops failed ${f.failed}, timed out ${f.timeout}; failures while faulted ${b.faultFailures} in ${b.runsWithFaultFailures} runs; messages ${b.stats.messages.sent}`;
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const LONG = 300_000;

describe('chaos within tolerance: zero violations', () => {
  it(
    'single-dc-8-racks, 120 seeds',
    ({ annotate }) => {
      const b = batch('within', 'single-dc-8-racks', range(1, 120));
      void annotate(figures(b));
      expect(b.problems, b.problems.join('\n')).toEqual([]);
    },
    LONG,
  );
  it(
    'mirror-3-dc, 80 seeds',
    ({ annotate }) => {
      const b = batch('within', 'mirror-3-dc', range(1, 80));
      void annotate(figures(b));
      expect(b.problems, b.problems.join('\n')).toEqual([]);
    },
    LONG,
  );
});

describe('chaos beyond tolerance: operations fail cleanly', () => {
  for (const preset of ['single-dc-8-racks', 'mirror-3-dc']) {
    it(
      `${preset}, 20 seeds: failures happen, answers stay right, every run ends`,
      ({ annotate }) => {
        const b = batch('beyond', preset, range(1001, 20));
        void annotate(figures(b));
        expect(b.problems, b.problems.join('\n')).toEqual([]);
        expect(b.faultFailures).toBeGreaterThan(0);
        // Most schedules make some client operation fail or time out while the faults last.
        expect(b.runsWithFaultFailures).toBeGreaterThanOrEqual(b.runs * 0.6);
        const f = failures(b.stats);
        expect(f.failed + f.timeout).toBeGreaterThan(0);
      },
      LONG,
    );
  }
});

describe('chaos regressions on other presets', () => {
  it(
    'bridge-2-piles beyond seed 28: a disconnect notice of a healed link no longer hides a live Board session',
    () => {
      // A send during a partition left a notice due after the heal; it reached the publisher after its
      // re-publish was acked, so its unpublish skipped that replica and the entry outlived it.
      const r = runChaos({ seed: 28, mode: 'beyond', preset: 'bridge-2-piles' });
      expect(describeProblems(r)).toEqual([]);
      expect(r.stats.events['board.view']).toBeGreaterThan(0);
    },
    LONG,
  );
});

describe('chaos regressions: Hive after the heal', () => {
  it.each([535, 805])(
    'mirror-3-dc beyond seed %i: a leader its guardian demoted after the heal is booted again',
    (seed) => {
      // A failed unlocked candidate left its generation on a minority of replicas; a post-heal boot
      // proposing that same generation won and its guardian demoted it. Hive's boots now suggest a
      // generation no earlier boot proposed (hive-generations.ts); the reboot still goes past it.
      const r = runChaos({ seed, mode: 'beyond', preset: 'mirror-3-dc' });
      expect(describeProblems(r)).toEqual([]);
    },
    LONG,
  );
});

describe('chaos regressions: operations end', () => {
  it(
    'bridge-2-piles beyond seed 847: updates a poisoned populator had not published end with it',
    () => {
      const r = runChaos({ seed: 847, mode: 'beyond', preset: 'bridge-2-piles' });
      expect(describeProblems(r)).toEqual([]);
      expect(r.unfinished).toEqual({});
    },
    LONG,
  );
});

describe('chaos harness', () => {
  it(
    'one seed rules everything: a rerun gives the same trace hash, another seed another',
    () => {
      const a = runChaos({ seed: 7, mode: 'beyond', preset: 'single-dc-8-racks' });
      const b = runChaos({ seed: 7, mode: 'beyond', preset: 'single-dc-8-racks' });
      const c = runChaos({ seed: 8, mode: 'beyond', preset: 'single-dc-8-racks' });
      expect(b.traceHash).toBe(a.traceHash);
      expect(b.eventCount).toBe(a.eventCount);
      expect(c.traceHash).not.toBe(a.traceHash);
    },
    LONG,
  );

  it(
    'reports a violation with its seed and reproduction line',
    () => {
      // A checker that forbids what beyond schedules must cause: any failed operation.
      const strict = (): InvariantChecker => ({
        name: 'test.no-failures',
        observe: (e) => (e.kind === 'op.failed' ? [`${e.op} failed: ${e.detail}`] : []),
      });
      const r = runChaos({ seed: 1001, mode: 'beyond', preset: 'single-dc-8-racks', checkers: [strict] });
      expect(r.violations.length).toBeGreaterThan(0);
      const text = describeProblems(r).join('\n');
      expect(text).toMatch(/^seed 1001 \(beyond, single-dc-8-racks\) test\.no-failures at/);
      expect(text).toContain(
        'reproduce: npm run -s sim -- chaos --seed 1001 --mode beyond --preset single-dc-8-racks',
      );
    },
    LONG,
  );

  it(
    'a runaway run is stopped and reported',
    () => {
      const r = runChaos({ seed: 3, mode: 'within', preset: 'single-dc-8-racks', maxEvents: 200 });
      expect(r.violations.map((v) => v.invariant)).toContain('chaos.terminates');
      expect(r.endUs).toBeLessThan(r.timing.endUs);
    },
    LONG,
  );
});
