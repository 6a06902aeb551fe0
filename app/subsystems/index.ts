/**
 * The one list of app-side subsystem entries. The event log reads each trace event through the
 * entry that declares its kind; the flows, their legend and the log's filter iterate the entries
 * with a flow look; the Story asks each entry for its sentences. A subsystem adds its entry here.
 */
import { boardApp } from './board.ts';
import { bridgeApp } from './bridge.ts';
import { distconfApp } from './distconf.ts';
import { kernelApp } from './kernel.ts';
import { replicasApp } from './replicas.ts';
import { schemeboardApp } from './schemeboard.ts';
import { selfhealApp } from './selfheal.ts';
import { statestorageApp } from './statestorage.ts';
import type { AppSubsystem, FlowLook, LogReader, StoryReader } from './types.ts';

export const APP_SUBSYSTEMS: readonly AppSubsystem[] = [
  statestorageApp,
  boardApp,
  schemeboardApp,
  replicasApp,
  distconfApp,
  selfhealApp,
  bridgeApp,
  kernelApp,
];

export interface FlowEntry extends AppSubsystem {
  readonly flow: FlowLook;
}

/** The entries with their own message colour, in drawing order; the kernel's catch-all grey last. */
export function flowEntries(entries: readonly AppSubsystem[]): FlowEntry[] {
  const flows = entries.filter((e): e is FlowEntry => e.flow !== undefined);
  return [
    ...flows.filter((e) => e.flow.messagePrefix !== ''),
    ...flows.filter((e) => e.flow.messagePrefix === ''),
  ];
}

/** The id of the flow entry a message kind belongs to (by prefix); 'system' when none claims it. */
export function flowIdOf(kind: string, flows: readonly FlowEntry[]): string {
  for (const f of flows)
    if (f.flow.messagePrefix !== '' && kind.startsWith(f.flow.messagePrefix)) return f.id;
  return kernelApp.id;
}

export interface KindReader {
  readonly entry: AppSubsystem;
  readonly read: LogReader;
}

/** Each event kind's reader; a kind two entries claim is an error (one entry owns each kind). */
export function readersByKind(entries: readonly AppSubsystem[]): ReadonlyMap<string, KindReader> {
  const out = new Map<string, KindReader>();
  for (const entry of entries)
    for (const [kind, read] of Object.entries(entry.log)) {
      const prior = out.get(kind);
      if (prior)
        throw new Error(`event kind '${kind}' is read by both '${prior.entry.id}' and '${entry.id}'`);
      out.set(kind, { entry, read });
    }
  return out;
}

export const FLOW_ENTRIES = flowEntries(APP_SUBSYSTEMS);

export type { AppSubsystem, GlyphShape, KindOf } from './types.ts';

/** Each event kind's Story sentence, over every entry that has one. */
export function storiesByKind(entries: readonly AppSubsystem[]): ReadonlyMap<string, StoryReader> {
  return new Map(entries.flatMap((e) => Object.entries(e.story ?? {})));
}
