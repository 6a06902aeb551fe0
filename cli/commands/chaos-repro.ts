/**
 * What `chaos` does with a failing seed: writes the run as a scenario file (same trace hash; `sim
 * run FILE` and the page's import run it), with `--shrink` also the smallest file found that still
 * fails the same invariant, and prints a page link that opens it at the violation's time.
 *   --repro-dir DIR (default chaos-repro)   --shrink   --page-url URL (default the dev server)
 *   --plant-bug NAME: run with a bug planted on purpose (tests of this path; engine/chaos/planted.ts)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import {
  chaosScenario,
  formatSize,
  PLANTED_BUGS,
  scenarioSize,
  shrinkScenario,
  traceHashAt,
  violationNodes,
  MAX_SHARED_VIOLATION_CHARS,
  type ChaosResult,
  type ScenarioSize,
  type ReproViolation,
  type ScenarioFile,
  type SubsystemDescriptor,
} from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { DEFAULT_PAGE_URL, shareLink } from '../share-link.ts';

export interface ReproArgs {
  readonly 'repro-dir'?: string;
  readonly shrink?: boolean;
  readonly 'page-url'?: string;
  readonly 'plant-bug'?: string;
}

export const REPRO_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  'repro-dir': { type: 'string' },
  shrink: { type: 'boolean' },
  'page-url': { type: 'string' },
  'plant-bug': { type: 'string' },
};

/** The subsystems of `--plant-bug NAME`, or undefined (the real ones). */
export function plantedSubsystems(args: ReproArgs): readonly SubsystemDescriptor[] | undefined {
  const name = args['plant-bug'];
  if (name === undefined) return undefined;
  const make = Object.hasOwn(PLANTED_BUGS, name) ? PLANTED_BUGS[name] : undefined;
  if (!make)
    throw new CliError(`--plant-bug: unknown bug '${name}' (known: ${Object.keys(PLANTED_BUGS).join(', ')})`);
  return make();
}

export function checkPageUrl(args: ReproArgs): string {
  const url = args['page-url'] ?? DEFAULT_PAGE_URL;
  if (!URL.canParse(url)) throw new CliError(`--page-url: '${url}' is not a URL`);
  return url;
}

function write(dir: string, file: ScenarioFile, suffix: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${file.name}${suffix}.json`);
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}

/** What `chaos` wrote for one failing seed (also its `--json` entry). */
export interface ReproReport {
  readonly seed: number;
  readonly invariant: string;
  /** The scenario file of the whole run, and the chaos run's trace hash (the file's). */
  readonly file: string;
  readonly traceHash: string;
  readonly plantedBug?: string;
  readonly sizeBefore: ScenarioSize;
  /** With --shrink: the smallest file found that still fails, its size and the replays it took. */
  readonly shrunk?: { readonly file: string; readonly size: ScenarioSize; readonly replays: number };
  /** The page link: the file (shrunk if asked) opened at the violation's time, with the violation. */
  readonly link: string;
  readonly linkTimeUs: number;
  /** The trace hash the page shows at that time (the run without a planted bug: the page has none). */
  readonly pageTraceHash: string;
}

/** How to rerun a repro file so it fails the same way (the chaos oracles judge it). */
const runLine = (path: string) => `npm run -s sim -- run ${path} --chaos`;

/** Writes the failing run's scenario (and shrinks it if asked); the report of where and how to open it. */
export function writeRepro(r: ChaosResult, args: ReproArgs, jitter: boolean): ReproReport {
  const dir = args['repro-dir'] ?? 'chaos-repro';
  const subsystems = plantedSubsystems(args);
  const first = r.violations[0]!;
  const full = chaosScenario(r, jitter);
  const path = write(dir, full, '');
  let open = full;
  let violation: ReproViolation = { ...first, nodes: violationNodes(0, first.message) };
  let shrunk: ReproReport['shrunk'];
  if (args.shrink) {
    const s = shrinkScenario(full, first.invariant, subsystems ? { subsystems } : {});
    shrunk = { file: write(dir, s.file, '.shrunk'), size: s.after, replays: s.attempts };
    [open, violation] = [s.file, s.violation];
  }
  const linkTimeUs = Math.min(violation.tUs, Math.round((open.durationMs ?? 0) * 1000));
  const view = {
    timeUs: linkTimeUs,
    violation: {
      invariant: violation.invariant,
      tUs: violation.tUs,
      message: violation.message.slice(0, MAX_SHARED_VIOLATION_CHARS),
      nodes: violation.nodes,
    },
  };
  return {
    seed: r.seed,
    invariant: first.invariant,
    file: path,
    traceHash: r.traceHash,
    ...(args['plant-bug'] ? { plantedBug: args['plant-bug'] } : {}),
    sizeBefore: scenarioSize(full),
    ...(shrunk ? { shrunk } : {}),
    link: shareLink(checkPageUrl(args), open, view),
    linkTimeUs,
    pageTraceHash: traceHashAt(open, linkTimeUs),
  };
}

/** The report as text lines. */
export function reproLines(p: ReproReport): string[] {
  const planted = p.plantedBug ? ` (with the planted bug ${p.plantedBug})` : '';
  const lines = [
    `seed ${p.seed}: scenario ${p.file}, trace hash ${p.traceHash}${planted}: ${runLine(p.file)}`,
  ];
  if (p.shrunk)
    lines.push(
      `  shrunk (${p.invariant} still fails, ${p.shrunk.replays} replays): ${formatSize(p.sizeBefore)} → ${formatSize(p.shrunk.size)}: ${runLine(p.shrunk.file)}`,
    );
  else lines.push(`  size: ${formatSize(p.sizeBefore)} (--shrink makes it smaller)`);
  const secs = (p.linkTimeUs / 1e6).toFixed(3);
  lines.push(`  open at ${secs} s (the page's trace hash there: ${p.pageTraceHash}): ${p.link}`);
  return lines;
}
