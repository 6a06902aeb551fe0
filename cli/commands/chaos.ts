/**
 * `sim chaos`: runs seeded chaos schedules (engine/chaos) and prints what happened — violations
 * with their one-line reproduction, operations per kind, messages, faults, trace hash. Several
 * presets and modes make a sweep: every seed on each preset × mode, a progress bar on stderr and a
 * table (seeds, violations, seconds per seed, peak RSS) instead of the per-run details.
 *   --seed N | --seeds A..B | --seeds N (= 1..N)   --mode M[,M…] (within|beyond|beyond-crash)
 *   --preset P[,P…] (default single-dc-8-racks)   --json
 *   --late (faults in the last seconds too)   --extra-faults (one-way cuts, duplicated messages)
 *   --bridge (bridge presets: switchovers, failovers, takedowns, rejoins and refused commands too)
 *   --raw-loss   --jitter (outside the fault hypothesis, to reproduce findings)
 *   --duration S (virtual seconds of each run, default 30: a longer fault window, same convergence)
 *   --reconfig (every subsystem moves to a new ring group in distconf's four steps meanwhile)
 * Exit codes: 0 no violation, 1 a violation, 2 bad input.
 */
import {
  chaosTimingFor,
  failures,
  runChaos,
  loadPreset,
  type ChaosMode,
  type ChaosResult,
} from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { parseDuration } from '../options.ts';
import { MAX_RUNS, parseList, parseMode, parsePreset, parseSeeds, type ChaosArgs } from './chaos-args.ts';
import { table } from '../table.ts';
import { addRun, emptyTally, progress, violationCount, type ChaosTally } from './chaos-tally.ts';
import { checkPageUrl, plantedSubsystems, reproLines, writeRepro, type ReproReport } from './chaos-repro.ts';

/** What a stale resolve is, printed beside its count. */
const STALE_NOTE =
  'lookups that returned a leader older than one elected before they started: StateStorage is a cache, so explained, not a violation (scenario statestorage-is-a-cache)';

/** What a pile split is, printed beside its count when a run had one. */
const SPLIT_NOTE =
  'the bridge piles refused each other for different cluster states (a partition cut a commit between them)';
/** What an operator failover is, printed beside its count when a run needed one. */
const OPERATOR_NOTE =
  'runs whose piles were still split after the heal: YDB reconnects them only after an operator gives one pile up, so the run failed it over and rejoined it, and was judged in full from when that settled';

const secs = (us: number) => `${(us / 1e6).toFixed(3)} s`;
const mb = (bytes: number) => (bytes > 0 ? `${Math.round(bytes / 2 ** 20)} MB` : '-');

/** Where progress goes (none: no progress) and how memory is measured (none: not measured). */
export interface ChaosIo {
  readonly stderr?: { write(s: string): unknown; isTTY?: boolean };
  readonly rss?: () => number;
}

/**
 * The process's true peak RSS so far (getrusage's ru_maxrss, KB on Linux), not a sample: a sample
 * between runs misses the peak inside one.
 */
const PROCESS_IO: ChaosIo = { stderr: process.stderr, rss: () => process.resourceUsage().maxRSS * 1024 };

export function chaosCommand(args: ChaosArgs, io: ChaosIo = PROCESS_IO): { text: string; code: number } {
  const seeds = parseSeeds(args);
  const modes = parseList(args.mode, parseMode);
  const presets = parseList(args.preset, parsePreset);
  const total = seeds.length * modes.length * presets.length;
  if (total > MAX_RUNS) throw new CliError(`${total} runs: at most ${MAX_RUNS}`);
  const flags = {
    rawLoss: args['raw-loss'] ?? false,
    jitter: args.jitter ?? false,
    late: args.late ?? false,
    extraFaults: args['extra-faults'] ?? false,
    reconfig: args.reconfig ?? false,
    bridge: args.bridge ?? false,
    ...(args.duration !== undefined ? { timing: chaosTimingFor(parseDuration(args.duration)) } : {}),
  };
  if (flags.bridge)
    for (const p of presets)
      if (loadPreset(p).topology.piles.length < 2)
        throw new CliError(`--bridge: preset '${p}' has no piles (try bridge-2-piles)`);
  const json = args.json ?? false;
  const planted = plantedSubsystems(args);
  checkPageUrl(args);
  const repro: ReproReport[] = [];
  const t0 = performance.now();
  const show = io.stderr && total > 1 ? progress(io.stderr, total, () => performance.now()) : undefined;
  const tallies: ChaosTally[] = [];
  let done = 0;
  let failedRuns = 0;
  for (const preset of presets)
    for (const mode of modes) {
      const t = emptyTally(mode, preset, json);
      tallies.push(t);
      for (const seed of seeds) {
        const start = performance.now();
        const r = runChaos({ seed, mode, preset, ...flags, ...(planted ? { subsystems: planted } : {}) });
        t.wallMs += performance.now() - start;
        addRun(t, r);
        if (r.violations.length > 0) failedRuns++;
        if (r.violations.length > 0) repro.push(writeRepro(r, args, flags.jitter));
        const rss = io.rss?.() ?? 0;
        t.peakRss = Math.max(t.peakRss, rss);
        show?.(++done, `${preset} ${mode} seed ${seed}${rss ? ` · rss ${mb(rss)}` : ''}`, failedRuns);
      }
    }
  const wallMs = performance.now() - t0;
  const out =
    tallies.length === 1 ? renderTally(tallies[0]!, wallMs, json) : renderSweep(tallies, wallMs, json);
  if (repro.length === 0) return out;
  if (json) return { ...out, text: JSON.stringify({ ...JSON.parse(out.text), repro }, null, 2) };
  return { ...out, text: `${out.text}\n\n${repro.flatMap(reproLines).join('\n')}` };
}

/** The report of a set of runs of one preset and mode (text or JSON) and its exit code. */
export function summarizeChaos(
  results: readonly ChaosResult[],
  o: { readonly mode: ChaosMode; readonly preset: string; readonly wallMs: number; readonly json: boolean },
): { text: string; code: number } {
  const t = emptyTally(o.mode, o.preset, o.json);
  for (const r of results) addRun(t, r);
  t.wallMs = o.wallMs;
  return renderTally(t, o.wallMs, o.json);
}

function jsonOf(t: ChaosTally) {
  return {
    mode: t.mode,
    preset: t.preset,
    runs: t.runs,
    wallMs: Math.round(t.wallMs),
    peakRssBytes: t.peakRss,
    violations: t.failed.flatMap((f) =>
      f.violations.map((v) => ({ seed: f.seed, ...v, reproduce: f.reproduce })),
    ),
    stats: t.stats,
    failuresWhileFaulted: t.faulted,
    unfinished: t.unfinished,
    results: t.lines ?? [],
  };
}

function renderSweep(tallies: readonly ChaosTally[], wallMs: number, json: boolean) {
  const code = tallies.some((t) => t.failed.length > 0) ? 1 : 0;
  if (json)
    return {
      text: JSON.stringify({ wallMs: Math.round(wallMs), cells: tallies.map(jsonOf) }, null, 2),
      code,
    };
  const t0 = tallies[0]!;
  const runs = tallies.reduce((n, t) => n + t.runs, 0);
  const range =
    t0.firstSeed === t0.lastSeed ? `seed ${t0.firstSeed}` : `seeds ${t0.firstSeed}..${t0.lastSeed}`;
  const lines = [`chaos sweep, ${range}: ${runs} run(s) in ${(wallMs / 1000).toFixed(1)} s`, ''];
  const rows = tallies.map((t) => [
    t.preset,
    t.mode,
    t.runs,
    t.failed.length,
    violationCount(t),
    t.stats.staleResolves,
    (t.wallMs / 1000 / Math.max(1, t.runs)).toFixed(2),
    mb(t.peakRss),
  ]);
  lines.push(
    table(['preset', 'mode', 'seeds', 'failed', 'violations', 'stale resolves', 's/seed', 'peak RSS'], rows),
  );
  lines.push('');
  lines.push(`stale resolves = ${STALE_NOTE}`);
  const splits = tallies.reduce((n, t) => n + t.stats.pileSplits, 0);
  if (splits > 0) lines.push(`pile splits: ${splits}, ${SPLIT_NOTE}`);
  const repaired = tallies.reduce((n, t) => n + t.stats.operatorFailovers, 0);
  if (splits > 0) lines.push(`operator failovers: ${repaired}, ${OPERATOR_NOTE}`);
  const failed = tallies.flatMap((t) => t.failed);
  if (failed.length === 0) lines.push(`violations: none in ${runs} run(s)`);
  else {
    lines.push(`violations in ${failed.length} of ${runs} run(s):`);
    for (const f of failed) {
      const v = f.violations[0]!;
      const more = f.violations.length > 1 ? ` (+${f.violations.length - 1} more)` : '';
      lines.push(`  ${f.reproduce}   # ${v.invariant} at ${secs(v.tUs)}${more}`);
    }
  }
  return { text: lines.join('\n'), code };
}

function renderTally(t: ChaosTally, wallMs: number, json: boolean): { text: string; code: number } {
  const { mode, preset, stats } = t;
  const code = t.failed.length > 0 ? 1 : 0;
  if (json) return { text: JSON.stringify(jsonOf(t), null, 2), code };

  const lines: string[] = [];
  const range = t.runs === 1 ? `seed ${t.firstSeed}` : `seeds ${t.firstSeed}..${t.lastSeed}`;
  lines.push(`chaos ${mode} on ${preset}, ${range}: ${t.runs} run(s) in ${(wallMs / 1000).toFixed(1)} s`);
  const r = t.only;
  if (r) {
    lines.push(
      `faults (peak ${r.faults.peakRacks.join(', ') || 'none'}, ${r.faults.peakWithin ? 'within' : 'beyond'} tolerance):`,
    );
    for (const e of r.faults.episodes) lines.push(`  ${secs(e.startUs)}  ${e.label}`);
    lines.push(`trace hash ${r.traceHash} (${r.eventCount} events)`);
  } else
    lines.push(`${(t.wallMs / 1000 / Math.max(1, t.runs)).toFixed(2)} s per seed, peak RSS ${mb(t.peakRss)}`);
  lines.push('');
  const rows = Object.entries(stats.ops)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, o]) => [k, o.started, o.ok, o.failed, o.timeout]);
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
    `operations failed ${f.failed}, timed out ${f.timeout}; ${t.faulted} of them while faults were active`,
  );
  lines.push(`stale resolves: ${stats.staleResolves}, ${STALE_NOTE}`);
  if (stats.pileSplits > 0) {
    lines.push(`pile splits: ${stats.pileSplits}, ${SPLIT_NOTE}`);
    lines.push(`operator failovers: ${stats.operatorFailovers}, ${OPERATOR_NOTE}`);
  }
  if (t.unfinished.length > 0) lines.push(`operations that never finished: ${t.unfinished.join('; ')}`);
  lines.push('');
  if (t.failed.length === 0) lines.push(`violations: none in ${t.runs} run(s)`);
  else {
    lines.push(`violations in ${t.failed.length} of ${t.runs} run(s):`);
    for (const x of t.failed) {
      for (const v of x.violations.slice(0, 5))
        lines.push(`  seed ${x.seed} ${v.invariant} at ${secs(v.tUs)}: ${v.message}`);
      if (x.violations.length > 5) lines.push(`  seed ${x.seed}: … ${x.violations.length - 5} more`);
      lines.push(`  reproduce: ${x.reproduce}`);
    }
  }
  return { text: lines.join('\n'), code };
}
