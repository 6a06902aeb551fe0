/**
 * Trace export / import / replay. An export carries what determines the run (spec + command log +
 * end time); re-running it with the same subsystems must reproduce `hash` — that is what
 * `replayTrace` checks.
 */
import type { AnyBehaviour } from './actor.ts';
import type { Host } from './host.ts';
import type { TraceMode } from './recorder.ts';
import type { AnyCommand } from './runstate.ts';
import { Simulation } from './simulation.ts';
import type { TraceExport } from './spec.ts';
import type { KernelSubsystem } from './subsystem.ts';
import type { EventBase } from './trace.ts';
import { jsonProblemText, parseJsonStrict } from '../util/json-error.ts';

export type { TraceExport } from './spec.ts';

export function exportJson(e: TraceExport<EventBase, AnyCommand>): string {
  return JSON.stringify(e);
}

/** Writes an export piece by piece, so a run's events need not all be kept to be saved. */
export interface TraceStreamWriter {
  /** A batch of events, in trace order. */
  events(batch: readonly EventBase[]): void;
  /** Ends the text with the rest of the export (its `events` are ignored: they were streamed). */
  end(e: TraceExport<EventBase, AnyCommand>): void;
}

/**
 * The same JSON `exportJson` gives (keys in another order: `events` first), handed to `write` in
 * chunks of about `chunkChars` characters.
 */
export function traceStreamWriter(write: (chunk: string) => void, chunkChars = 1 << 16): TraceStreamWriter {
  let buf = '{"events":[';
  let first = true;
  const drain = (force: boolean) => {
    if (buf.length >= chunkChars || (force && buf.length > 0)) {
      write(buf);
      buf = '';
    }
  };
  return {
    events(batch) {
      for (const e of batch) {
        buf += (first ? '' : ',') + JSON.stringify(e);
        first = false;
        drain(false);
      }
    },
    end(e) {
      const { events: _streamed, ...rest } = e;
      buf += '],' + JSON.stringify(rest).slice(1);
      drain(true);
    },
  };
}

/** Parses and checks the shape of an exported trace; throws naming the bad field. */
export function importTrace(json: string | unknown): TraceExport<EventBase, AnyCommand> {
  const fail = (what: string): never => {
    throw new Error(`trace import: ${what}`);
  };
  const parsed = typeof json === 'string' ? parseJsonStrict(json) : { ok: true as const, value: json };
  if (!parsed.ok) return fail(jsonProblemText(parsed.problem));
  const v = parsed.value as Partial<TraceExport> | null;
  if (!v || typeof v !== 'object') return fail('not an object');
  if (v.version !== 1) fail(`version: expected 1, got ${String(v.version)}`);
  if (!v.spec || typeof v.spec !== 'object' || !v.spec.topology || !v.spec.config)
    fail('spec: missing topology/config');
  if (typeof v.spec?.seed !== 'number') fail('spec.seed: expected a number');
  if (!Array.isArray(v.commands)) fail('commands: expected an array');
  if (typeof v.endUs !== 'number') fail('endUs: expected a number');
  if (!Array.isArray(v.events)) fail('events: expected an array');
  if (typeof v.hash !== 'string') fail('hash: expected a string');
  return v as TraceExport<EventBase, AnyCommand>;
}

export interface ReplayOptions {
  readonly host?: Host;
  /** The subsystems the run had (the export names none: they are code). */
  readonly subsystems?: readonly KernelSubsystem[];
  readonly extraBehaviours?: readonly AnyBehaviour[];
  readonly traceMode?: TraceMode;
}

/** Re-runs an export from scratch; `sameHash` says whether it reproduced the recorded run. */
export async function replayTrace<E extends EventBase, C extends AnyCommand>(
  e: TraceExport<E, C>,
  o: ReplayOptions = {},
): Promise<{ sim: Simulation<E, C>; sameHash: boolean }> {
  const sim = new Simulation<E, C>({ ...e.spec, ...o });
  for (const c of e.commands) sim.schedule(c.atUs, c.command);
  await sim.runUntil(e.endUs);
  return { sim, sameHash: sim.hash() === e.hash };
}
