import {
  DEFAULT_CHAOS_DURATION_S,
  loadPreset,
  MAX_CHAOS_DURATION_S,
  MIN_CHAOS_DURATION_S,
  PRESET_NAMES,
  RING_SUBSYSTEMS,
  MAX_SAMPLES,
  formatLimit,
  parseSeedText,
  type PresetInstance,
  type Subsystem,
} from '../engine/index.ts';
import { CliError } from './errors.ts';

export function presetOption(name: string | undefined, fallback = 'mirror-3-dc'): PresetInstance {
  const preset = name ?? fallback;
  if (!PRESET_NAMES.includes(preset))
    throw new CliError(`unknown preset '${preset}' (known: ${PRESET_NAMES.join(', ')})`);
  return loadPreset(preset);
}

export function subsystemOption(value: string | undefined): Subsystem {
  const s = (value ?? 'statestorage').toLowerCase();
  if (!(RING_SUBSYSTEMS as readonly string[]).includes(s))
    throw new CliError(`unknown subsystem '${value}' (known: ${RING_SUBSYSTEMS.join(', ')})`);
  return s as Subsystem;
}

export function walkerOption(value: string | undefined): 'fixed' | 'legacy' {
  if (value === undefined || value === 'fixed' || value === 'legacy') return value ?? 'fixed';
  throw new CliError(`unknown walker '${value}' (known: fixed, legacy)`);
}

export function positiveInt(value: string | undefined, what: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value)))
    throw new CliError(`${what} must be a positive integer, got '${value}'`);
  return Number(value);
}

/** `--seed N`: the same rule in every command and in the app's URL (engine/limits.ts parseSeedText). */
export function seedOption(value: string | undefined, what = '--seed'): number | undefined {
  if (value === undefined) return undefined;
  const r = parseSeedText(value);
  if (!r.ok) throw new CliError(`${what} ${r.reason}, got '${value}'`);
  return r.seed;
}

/** A positive integer up to a named limit of engine/limits.ts (`limitName`), one line when beyond it. */
export function boundedInt(
  value: string | undefined,
  what: string,
  fallback: number,
  limit: number,
  limitName: string,
): number {
  const n = positiveInt(value, what, fallback);
  if (n > limit)
    throw new CliError(`${what} ${value} is beyond the ${formatLimit(limit)} limit (${limitName})`);
  return n;
}

/** A sample count: a positive integer up to MAX_SAMPLES. */
export function samplesOption(value: string | undefined, what: string, fallback: number): number {
  const n = positiveInt(value, what, fallback);
  if (n > MAX_SAMPLES)
    throw new CliError(
      `${what} ${value} is beyond the ${formatLimit(MAX_SAMPLES)} sample limit (MAX_SAMPLES)`,
    );
  return n;
}

/** `--duration S`: whole virtual seconds, MIN_CHAOS_DURATION_S..MAX_CHAOS_DURATION_S. */
export function parseDuration(v: string | undefined): number {
  if (v === undefined) return DEFAULT_CHAOS_DURATION_S;
  const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!(n >= MIN_CHAOS_DURATION_S && n <= MAX_CHAOS_DURATION_S))
    throw new CliError(
      `--duration ${v}: must be whole seconds from ${MIN_CHAOS_DURATION_S} to ${MAX_CHAOS_DURATION_S}`,
    );
  return n;
}
