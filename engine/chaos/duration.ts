/**
 * A chaos run's length (`chaos --duration S`, virtual seconds): the faults fill the run but its last
 * seconds, which stay for convergence as long as in the default 30 s run (16 s: the longest
 * protocol timeout chain plus recovery), so a longer run is a longer fault window, not a shorter check.
 */
import { MAX_VIRTUAL_MS } from '../limits.ts';
import { DEFAULT_TIMING, type ChaosTiming } from './types.ts';

const CONVERGE_US = DEFAULT_TIMING.endUs - DEFAULT_TIMING.faultEndUs;
/** The shortest run with a fault window (of 2 s). */
export const MIN_CHAOS_DURATION_S = (DEFAULT_TIMING.faultStartUs + 2_000_000 + CONVERGE_US) / 1e6;
export const MAX_CHAOS_DURATION_S = MAX_VIRTUAL_MS / 1000;
export const DEFAULT_CHAOS_DURATION_S = DEFAULT_TIMING.endUs / 1e6;

/** The timing of a run `seconds` long (whole seconds, within the bounds above; the caller checks). */
export function chaosTimingFor(seconds: number): ChaosTiming {
  const endUs = seconds * 1_000_000;
  return { ...DEFAULT_TIMING, endUs, faultEndUs: endUs - CONVERGE_US };
}
