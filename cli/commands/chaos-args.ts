/** `sim chaos`'s options and how its seeds, modes and presets are read (cli/commands/chaos.ts). */
import type { ParseArgsConfig } from 'node:util';
import { CHAOS_MODES, DEFAULT_CHAOS_PRESET, PRESET_NAMES, type ChaosMode } from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { seedOption } from '../options.ts';
import { REPRO_OPTIONS, type ReproArgs } from './chaos-repro.ts';

export interface ChaosArgs extends ReproArgs {
  readonly seed?: string;
  readonly seeds?: string;
  readonly mode?: string;
  readonly preset?: string;
  readonly json?: boolean;
  readonly 'raw-loss'?: boolean;
  readonly jitter?: boolean;
  readonly late?: boolean;
  readonly 'extra-faults'?: boolean;
  readonly reconfig?: boolean;
  readonly bridge?: boolean;
  readonly duration?: string;
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
  late: { type: 'boolean' },
  'extra-faults': { type: 'boolean' },
  reconfig: { type: 'boolean' },
  bridge: { type: 'boolean' },
  ...REPRO_OPTIONS,
  duration: { type: 'string' },
};

/** Runs one sweep may make (seeds × presets × modes). */
export const MAX_RUNS = 100_000;

export function parseSeeds(args: ChaosArgs): number[] {
  if (args.seed !== undefined && args.seeds !== undefined)
    throw new CliError('give --seed or --seeds, not both');
  // One seed rule everywhere: `run --seed`, the app's URL and each end of a range (cli/options.ts).
  const one = (v: string) => seedOption(v, '--seeds') as number;
  if (args.seeds === undefined) return [seedOption(args.seed ?? '1') as number];
  const m = /^(\d+)\.\.(\d+)$/.exec(args.seeds);
  const [from, to] = m ? [one(m[1]!), one(m[2]!)] : [1, one(args.seeds)];
  if (to < from) throw new CliError(`--seeds ${args.seeds}: empty range`);
  if (to - from + 1 > MAX_RUNS) throw new CliError(`--seeds ${args.seeds}: at most ${MAX_RUNS} runs`);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A comma-separated list of distinct names, each checked by `one`. */
export function parseList<T extends string>(v: string | undefined, one: (s: string | undefined) => T): T[] {
  if (v === undefined) return [one(undefined)];
  const names = v.split(',').map((x) => one(x.trim()));
  return [...new Set(names)];
}

export function parseMode(v: string | undefined): ChaosMode {
  const mode = v ?? 'within';
  if (!(CHAOS_MODES as readonly string[]).includes(mode))
    throw new CliError(`unknown mode '${mode}' (known: ${CHAOS_MODES.join(', ')})`);
  return mode as ChaosMode;
}

export function parsePreset(v: string | undefined): string {
  const p = v ?? DEFAULT_CHAOS_PRESET;
  if (!PRESET_NAMES.includes(p))
    throw new CliError(`unknown preset '${p}' (known: ${PRESET_NAMES.join(', ')})`);
  return p;
}
