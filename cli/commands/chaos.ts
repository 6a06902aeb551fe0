/**
 * `sim chaos`: runs seeded chaos schedules (engine/chaos) and prints what happened — violations
 * with their one-line reproduction, operations per kind, messages, faults, trace hash.
 *   --seed N | --seeds A..B | --seeds N (= 1..N)   --mode within|beyond|beyond-crash
 *   --preset P (default single-dc-8-racks)   --raw-loss   --jitter   --json
 * Exit codes: 0 no violation, 1 a violation, 2 bad input.
 */
import type { ParseArgsConfig } from 'node:util';
import {
  CHAOS_MODES,
  DEFAULT_CHAOS_PRESET,
  emptyStats,
  failures,
  mergeStats,
  runChaos,
  type ChaosMode,
  type ChaosResult,
} from '../../engine/chaos/index.ts';
import { PRESET_NAMES } from '../../engine/presets.ts';
import { CliError } from '../errors.ts';
import { table } from '../table.ts';

export interface ChaosArgs {
  readonly seed?: string;
  readonly seeds?: string;
  readonly mode?: string;
  readonly preset?: string;
  readonly json?: boolean;
  readonly 'raw-loss'?: boolean;
  readonly jitter?: boolean;
}

/** parseArgs options for `chaos` (for cli/sim.ts). */
export const CHAOS_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  seed: { type: 'string' },
  seeds: { type: 'string' },
  mode: { type: 'string' },
  preset: { type: 'string' },
  json: { type: 'boolean' },
  'raw-loss': { type: 'boolean' },
  jitter: { type: 'boolean' },
};

const MAX_RUNS = 100_000;

export function parseSeeds(args: ChaosArgs): number[] {
  if (args.seed !== undefined && args.seeds !== undefined)
    throw new CliError('give --seed or --seeds, not both');
  const int = (v: string, what: string) => {
    if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v)))
      throw new CliError(`${what} must be a non-negative integer, got '${v}'`);
    return Number(v);
  };
  if (args.seeds === undefined) return [int(args.seed ?? '1', '--seed')];
  const m = /^(\d+)\.\.(\d+)$/.exec(args.seeds);
  const [from, to] = m ? [int(m[1]!, '--seeds'), int(m[2]!, '--seeds')] : [1, int(args.seeds, '--seeds')];
  if (to < from) throw new CliError(`--seeds ${args.seeds}: empty range`);
  if (to - from + 1 > MAX_RUNS) throw new CliError(`--seeds ${args.seeds}: at most ${MAX_RUNS} runs`);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function parseMode(v: string | undefined): ChaosMode {
  const mode = v ?? 'within';
  if (!(CHAOS_MODES as readonly string[]).includes(mode))
    throw new CliError(`unknown mode '${mode}' (known: ${CHAOS_MODES.join(', ')})`);
  return mode as ChaosMode;
}

function parsePreset(v: string | undefined): string {
  const p = v ?? DEFAULT_CHAOS_PRESET;
  if (!PRESET_NAMES.includes(p))
    throw new CliError(`unknown preset '${p}' (known: ${PRESET_NAMES.join(', ')})`);
  return p;
}

const secs = (us: number) => `${(us / 1e6).toFixed(3)} s`;

export function chaosCommand(args: ChaosArgs): { text: string; code: number } {
  const seeds = parseSeeds(args);
  const mode = parseMode(args.mode);
  const preset = parsePreset(args.preset);
  const flags = { rawLoss: args['raw-loss'] ?? false, jitter: args.jitter ?? false };
  const t0 = performance.now();
  const results: ChaosResult[] = seeds.map((seed) => runChaos({ seed, mode, preset, ...flags }));
  return summarizeChaos(results, { mode, preset, wallMs: performance.now() - t0, json: args.json ?? false });
}

/** The report of a set of runs: text or JSON, and the exit code (1 when any run has a violation). */
export function summarizeChaos(
  results: readonly ChaosResult[],
  o: { readonly mode: ChaosMode; readonly preset: string; readonly wallMs: number; readonly json: boolean },
): { text: string; code: number } {
  const { mode, preset, wallMs } = o;
  const seeds = results.map((r) => r.seed);
  const stats = emptyStats();
  for (const r of results) mergeStats(stats, r.stats);
  const failed = results.filter((r) => r.violations.length > 0);
  const code = failed.length > 0 ? 1 : 0;
  const faulted = results.reduce((n, r) => n + r.faultFailures.failed + r.faultFailures.timeout, 0);
  const unfinished = results.flatMap((r) =>
    Object.entries(r.unfinished).map(([op, n]) => `seed ${r.seed}: ${op} ×${n}`),
  );

  if (o.json) {
    const summary = {
      mode,
      preset,
      runs: results.length,
      wallMs: Math.round(wallMs),
      violations: results.flatMap((r) =>
        r.violations.map((v) => ({ seed: r.seed, ...v, reproduce: r.reproduce })),
      ),
      stats,
      failuresWhileFaulted: faulted,
      unfinished,
      results: results.map((r) => ({
        seed: r.seed,
        traceHash: r.traceHash,
        events: r.eventCount,
        violations: r.violations.length,
        faultFailures: r.faultFailures,
        peakRacks: r.faults.peakRacks,
        peakWithinTolerance: r.faults.peakWithin,
        episodes: r.faults.episodes.map((e) => ({ atUs: e.startUs, endUs: e.endUs, label: e.label })),
      })),
    };
    return { text: JSON.stringify(summary, null, 2), code };
  }

  const lines: string[] = [];
  const range = seeds.length === 1 ? `seed ${seeds[0]}` : `seeds ${seeds[0]}..${seeds.at(-1)}`;
  lines.push(
    `chaos ${mode} on ${preset}, ${range}: ${results.length} run(s) in ${(wallMs / 1000).toFixed(1)} s`,
  );
  if (results.length === 1) {
    const r = results[0]!;
    lines.push(
      `faults (peak ${r.faults.peakRacks.join(', ') || 'none'}, ${r.faults.peakWithin ? 'within' : 'beyond'} tolerance):`,
    );
    for (const e of r.faults.episodes) lines.push(`  ${secs(e.startUs)}  ${e.label}`);
    lines.push(`trace hash ${r.traceHash} (${r.eventCount} events)`);
  }
  lines.push('');
  const rows = Object.entries(stats.ops)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, t]) => [k, t.started, t.ok, t.failed, t.timeout]);
  lines.push(table(['operation', 'started', 'ok', 'failed', 'timeout'], rows));
  const f = failures(stats);
  const m = stats.messages;
  const dropped = Object.entries(m.dropped).map(([k, n]) => `${k} ${n}`);
  lines.push('');
  lines.push(`messages: sent ${m.sent}, delivered ${m.delivered}, dropped ${dropped.join(', ') || 'none'}`);
  lines.push(
    `  by subsystem: ${Object.entries(m.bySubsystem)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  lines.push(
    `operations failed ${f.failed}, timed out ${f.timeout}; ${faulted} of them while faults were active`,
  );
  if (unfinished.length > 0) lines.push(`operations that never finished: ${unfinished.join('; ')}`);
  lines.push('');
  if (failed.length === 0) lines.push(`violations: none in ${results.length} run(s)`);
  else {
    lines.push(`violations in ${failed.length} of ${results.length} run(s):`);
    for (const r of failed) {
      for (const v of r.violations.slice(0, 5))
        lines.push(`  seed ${r.seed} ${v.invariant} at ${secs(v.tUs)}: ${v.message}`);
      if (r.violations.length > 5) lines.push(`  seed ${r.seed}: … ${r.violations.length - 5} more`);
      lines.push(`  reproduce: ${r.reproduce}`);
    }
  }
  return { text: lines.join('\n'), code };
}
