/**
 * What `sim chaos` keeps of its runs: one tally per preset × mode, folded run by run so a sweep of
 * any number of seeds holds no per-seed state (only its failures, and for one run the run itself),
 * and the progress shown on stderr while it runs.
 */
import {
  emptyStats,
  mergeStats,
  type ChaosMode,
  type ChaosResult,
  type RunStats,
} from '../../engine/index.ts';

interface ChaosFailure {
  readonly seed: number;
  readonly violations: ChaosResult['violations'];
  readonly reproduce: string;
}

/** Per-seed line of the JSON output. */
interface ChaosRunLine {
  readonly seed: number;
  readonly traceHash: string;
  readonly events: number;
  readonly violations: number;
  readonly faultFailures: ChaosResult['faultFailures'];
  readonly peakRacks: readonly string[];
  readonly peakWithinTolerance: boolean;
  readonly episodes: readonly { atUs: number; endUs: number; label: string }[];
}

export interface ChaosTally {
  readonly mode: ChaosMode;
  readonly preset: string;
  runs: number;
  firstSeed: number;
  lastSeed: number;
  readonly stats: RunStats;
  /** op.failed / op.timeout while faults were active, over every run. */
  faulted: number;
  readonly unfinished: string[];
  readonly failed: ChaosFailure[];
  /** The run itself while the tally holds exactly one. */
  only: ChaosResult | undefined;
  /** Per-seed lines, kept only for --json. */
  readonly lines: ChaosRunLine[] | undefined;
  wallMs: number;
  /** Largest resident set size seen after a run of this tally (bytes; 0 when not measured). */
  peakRss: number;
}

export function emptyTally(mode: ChaosMode, preset: string, json: boolean): ChaosTally {
  return {
    mode,
    preset,
    runs: 0,
    firstSeed: 0,
    lastSeed: 0,
    stats: emptyStats(),
    faulted: 0,
    unfinished: [],
    failed: [],
    only: undefined,
    lines: json ? [] : undefined,
    wallMs: 0,
    peakRss: 0,
  };
}

export function addRun(t: ChaosTally, r: ChaosResult): void {
  if (t.runs === 0) t.firstSeed = r.seed;
  t.lastSeed = r.seed;
  t.runs++;
  t.only = t.runs === 1 ? r : undefined;
  mergeStats(t.stats, r.stats);
  t.faulted += r.faultFailures.failed + r.faultFailures.timeout;
  for (const [op, n] of Object.entries(r.unfinished)) t.unfinished.push(`seed ${r.seed}: ${op} ×${n}`);
  if (r.violations.length > 0)
    t.failed.push({ seed: r.seed, violations: r.violations, reproduce: r.reproduce });
  t.lines?.push({
    seed: r.seed,
    traceHash: r.traceHash,
    events: r.eventCount,
    violations: r.violations.length,
    faultFailures: r.faultFailures,
    peakRacks: r.faults.peakRacks,
    peakWithinTolerance: r.faults.peakWithin,
    episodes: r.faults.episodes.map((e) => ({ atUs: e.startUs, endUs: e.endUs, label: e.label })),
  });
}

export const violationCount = (t: ChaosTally) => t.failed.reduce((n, f) => n + f.violations.length, 0);

/** Progress on a stream: a redrawn bar on a terminal, else a line every `everyMs` (and at the end). */
export function progress(
  out: { write(s: string): unknown; isTTY?: boolean },
  total: number,
  now: () => number,
  everyMs = 10_000,
): (done: number, label: string, failed: number) => void {
  const t0 = now();
  let lastLine = t0;
  return (done, label, failed) => {
    const el = (now() - t0) / 1000;
    const eta = done > 0 ? (el / done) * (total - done) : 0;
    const tail = `${done}/${total} ${label} · ${failed} failed · ${el.toFixed(0)} s, ~${eta.toFixed(0)} s left`;
    if (out.isTTY) {
      const w = 30;
      const fill = Math.round((done / total) * w);
      out.write(`\r[${'#'.repeat(fill)}${'.'.repeat(w - fill)}] ${tail}\x1b[K${done === total ? '\n' : ''}`);
    } else if (done === total || now() - lastLine >= everyMs) {
      lastLine = now();
      out.write(`chaos: ${tail}\n`);
    }
  };
}
