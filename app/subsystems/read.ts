/**
 * How a list of app-side subsystem entries is read: the flows' order, a message kind's flow entry
 * and code, each event kind's log reader and Story sentence. Functions over any list (the app's, or
 * one with a subsystem under test). The runtime's log index and message table use these with the
 * list handed in by the composition root (app/main.tsx): they never import the list itself, whose
 * entries carry panels that sit above the runtime.
 */
import type { ComponentType } from 'react';
import type { AppState } from '../store/index.ts';
import type { AppSubsystem, FlowLook, LogReader, StoryReader } from './types.ts';

/** The kernel entry's id: messages no entry claims take its grey. */
export const SYSTEM_ID = 'system';

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
  return SYSTEM_ID;
}

/** A message kind's code: its flow entry's index in `flows` (what the message table stores). */
export function messageCodeOf(flows: readonly FlowEntry[]): (kind: string) => number {
  const ids = flows.map((f) => f.id);
  return (kind) => ids.indexOf(flowIdOf(kind, flows));
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

/** Each event kind's Story sentence, over every entry that has one. */
export function storiesByKind(entries: readonly AppSubsystem[]): ReadonlyMap<string, StoryReader> {
  return new Map(entries.flatMap((e) => Object.entries(e.story ?? {})));
}

/** A row of the lower tabs table (app/App.tsx). */
export interface TabRow {
  readonly id: string;
  readonly Panel: ComponentType;
  /** Shown only while this holds (absent: always). */
  readonly when?: (s: AppState) => boolean;
  /** Its name when the `common` catalogue has none for its id: the entry's label. */
  readonly label?: string;
}

/** The tab rows of the entries with a panel, in list order. */
export function panelTabs(entries: readonly AppSubsystem[]): TabRow[] {
  return entries.flatMap(({ panel, label }) =>
    panel ? [{ id: panel.tab, Panel: panel.Panel, label, ...(panel.when ? { when: panel.when } : {}) }] : [],
  );
}
