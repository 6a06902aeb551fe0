/**
 * What the event log shows for a trace event: its subsystem, the nodes it concerns, the record it
 * is about (tablet id or path) and one readable line. Plus the filter predicate. Pure functions.
 * Each event kind is read by the app-side subsystem entry that declares it (app/subsystems).
 */
import type { TraceEvent } from '../../engine/index.ts';
import { flowEntries, flowIdOf, readersByKind, SYSTEM_ID } from '../subsystems/read.ts';
import type { AppSubsystem, KindOf } from '../subsystems/types.ts';
import { L, type LogLine } from './logLine.ts';

export interface LogRow {
  /** The flow entry whose colour the row takes (`statestorage`, …, `system`). */
  readonly subsystem: string;
  /** Nodes the event concerns (sender and receiver of a message; the failed node of a fault). */
  readonly nodes: readonly number[];
  /** Record key (tablet id or path) or null. */
  readonly record: string | null;
  /** What happened, as a catalogue key and values (renderLogLine words it). */
  readonly line: LogLine;
  /** Network events (msg.*) and routine ones are hidden unless the log shows messages. */
  readonly network: boolean;
  /** Worth a colour: drops, failures, violated invariants. */
  readonly alarm: boolean;
}

export type Describe = (e: { readonly kind: string }, kindOf: KindOf) => LogRow;

/** The log's reader over `entries` (the app's list, or the list plus a subsystem under test). */
export function describeWith(entries: readonly AppSubsystem[]): Describe {
  const byKind = readersByKind(entries);
  const flows = flowEntries(entries);
  const flowIds = new Set(flows.map((f) => f.id));
  return (e, kindOf) => {
    const reader = byKind.get(e.kind);
    // A kind no entry declares still shows, by name (app/subsystems/coverage.test.ts keeps it rare).
    if (!reader)
      return {
        subsystem: SYSTEM_ID,
        nodes: [],
        record: null,
        line: L('verbatim', { text: e.kind }),
        network: false,
        alarm: false,
      };
    const r = reader.read(e, kindOf);
    const own = flowIds.has(reader.entry.id) ? reader.entry.id : SYSTEM_ID;
    return {
      subsystem: r.subsystem ?? (r.message !== undefined ? flowIdOf(r.message, flows) : own),
      nodes: r.nodes,
      record: r.record,
      line: r.line,
      network: (r.network ?? false) || (r.routine ?? false),
      alarm: r.alarm ?? false,
    };
  };
}

export interface LogFilter {
  /** A flow entry's id, or 'all'. */
  readonly subsystem: string;
  /** Node id, or null for every node. */
  readonly node: number | null;
  /** Substring of the record key (tablet id or path); empty = any. */
  readonly record: string;
  /**
   * Show msg.sent / msg.delivered. Drops always show, except on a refused link: the refused
   * session's own row says it, and its heartbeats' drops (hundreds a second) would bury that row.
   */
  readonly messages: boolean;
}

export const NO_FILTER: LogFilter = { subsystem: 'all', node: null, record: '', messages: false };

export function matches(r: LogRow, e: TraceEvent, f: LogFilter): boolean {
  if (r.network && !f.messages && e.kind !== 'msg.dropped') return false;
  if (e.kind === 'msg.dropped' && e.reason === 'refused' && !f.messages) return false;
  if (e.kind === 'msg.delivered' && !f.messages) return false;
  if (f.subsystem !== 'all' && r.subsystem !== f.subsystem) return false;
  if (f.node !== null && !r.nodes.includes(f.node)) return false;
  if (f.record !== '' && !(r.record ?? '').includes(f.record)) return false;
  return true;
}
