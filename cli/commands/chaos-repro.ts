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
  type ChaosResult,
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

/** Writes the failing run's scenario (and shrinks it if asked); the lines that say where and how to open it. */
export function writeRepro(r: ChaosResult, args: ReproArgs, jitter: boolean): string[] {
  const dir = args['repro-dir'] ?? 'chaos-repro';
  const subsystems = plantedSubsystems(args);
  const first = r.violations[0]!;
  const full = chaosScenario(r, jitter);
  const path = write(dir, full, '');
  const planted = args['plant-bug'] ? ` (with the planted bug ${args['plant-bug']})` : '';
  const lines = [
    `seed ${r.seed}: scenario ${path}, trace hash ${r.traceHash}${planted}: npm run -s sim -- run ${path}`,
  ];
  let open = full;
  let atUs = first.tUs;
  if (args.shrink) {
    const s = shrinkScenario(full, first.invariant, subsystems ? { subsystems } : {});
    const shrunkPath = write(dir, s.file, '.shrunk');
    lines.push(
      `  shrunk (${first.invariant} still fails, ${s.attempts} replays): ${formatSize(s.before)} → ${formatSize(s.after)}: ${shrunkPath}`,
    );
    [open, atUs] = [s.file, s.violation.tUs];
  } else lines.push(`  size: ${formatSize(scenarioSize(full))} (--shrink makes it smaller)`);
  const timeUs = Math.min(atUs, Math.round((open.durationMs ?? 0) * 1000));
  lines.push(`  open at ${(timeUs / 1e6).toFixed(3)} s: ${shareLink(checkPageUrl(args), open, { timeUs })}`);
  return lines;
}
