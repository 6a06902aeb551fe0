/**
 * Trace export / import / replay. An export carries what determines the run (spec + command log +
 * end time); re-running it must reproduce `hash` — that is what `replayTrace` checks.
 */
import type { Behaviour, Us } from './actor.ts';
import type { Host } from './host.ts';
import type { SimulationSpec, TimedCommand } from './scheduler.ts';
import { Simulation } from './simulation.ts';
import type { TraceEvent } from './trace.ts';

export interface TraceExport {
  readonly version: 1;
  readonly spec: SimulationSpec;
  readonly commands: readonly TimedCommand[];
  /** Virtual time the run had reached (µs). */
  readonly endUs: Us;
  /** Empty when the run recorded hash-only. */
  readonly events: readonly TraceEvent[];
  readonly eventCount: number;
  readonly hash: string;
}

export function exportJson(e: TraceExport): string {
  return JSON.stringify(e);
}

/** Parses and checks the shape of an exported trace; throws naming the bad field. */
export function importTrace(json: string | unknown): TraceExport {
  const v = (typeof json === 'string' ? JSON.parse(json) : json) as Partial<TraceExport> | null;
  const fail = (what: string) => {
    throw new Error(`trace import: ${what}`);
  };
  if (!v || typeof v !== 'object') return fail('not an object');
  if (v.version !== 1) fail(`version: expected 1, got ${String(v.version)}`);
  if (!v.spec || typeof v.spec !== 'object' || !v.spec.topology || !v.spec.config)
    fail('spec: missing topology/config');
  if (typeof v.spec?.seed !== 'number') fail('spec.seed: expected a number');
  if (!Array.isArray(v.commands)) fail('commands: expected an array');
  if (typeof v.endUs !== 'number') fail('endUs: expected a number');
  if (!Array.isArray(v.events)) fail('events: expected an array');
  if (typeof v.hash !== 'string') fail('hash: expected a string');
  return v as TraceExport;
}

export interface ReplayOptions {
  readonly host?: Host;
  readonly extraBehaviours?: readonly Behaviour<never>[];
  readonly traceMode?: 'full' | 'hash';
}

/** Re-runs an export from scratch; `sameHash` says whether it reproduced the recorded run. */
export async function replayTrace(
  e: TraceExport,
  o: ReplayOptions = {},
): Promise<{ sim: Simulation; sameHash: boolean }> {
  const sim = new Simulation({ ...e.spec, ...o });
  for (const c of e.commands) sim.schedule(c.atUs, c.command);
  await sim.runUntil(e.endUs);
  return { sim, sameHash: sim.hash() === e.hash };
}
