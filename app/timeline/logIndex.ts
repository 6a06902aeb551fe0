/**
 * The event log's data: every trace event kept (bounded like the trace history), its LogRow, and
 * the indices that pass the current filter, updated incrementally per batch (a filter change
 * re-scans once). Listeners are told at most every REFRESH_MS so the log re-renders at ~8 Hz
 * while the simulation runs at 60.
 */
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { TRACE_HISTORY_LIMIT } from '../sim/traceBus.ts';
import { describe, matches, NO_FILTER, type LogFilter, type LogRow } from './logModel.ts';

export const REFRESH_MS = 120;

export class LogIndex {
  events: TraceEvent[] = [];
  rows: LogRow[] = [];
  /** Indices into events/rows that pass the filter, oldest first. */
  shown: number[] = [];
  filter: LogFilter = NO_FILTER;
  /** Bumped on every change (for useSyncExternalStore). */
  version = 0;
  private readonly kinds = new Map<number, string>();
  private readonly listeners = new Set<() => void>();
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly limit = TRACE_HISTORY_LIMIT) {}

  add(batch: readonly TraceEvent[]): void {
    const kindOf = (id: number) => this.kinds.get(id);
    for (const e of batch) {
      if (e.kind === 'msg.sent') this.kinds.set(e.id, e.msg);
      const r = describe(e, kindOf);
      if (e.kind === 'msg.delivered' || e.kind === 'msg.dropped') this.kinds.delete(e.id);
      const i = this.events.length;
      this.events.push(e);
      this.rows.push(r);
      if (matches(r, e, this.filter)) this.shown.push(i);
    }
    // Trim in steps of a quarter of the limit, so a full log is not copied on every batch.
    if (this.events.length > this.limit * 1.25) this.trim();
    this.changed();
  }

  private trim(): void {
    const cut = this.events.length - this.limit;
    this.events = this.events.slice(cut);
    this.rows = this.rows.slice(cut);
    this.shown = this.shown.filter((i) => i >= cut).map((i) => i - cut);
  }

  setFilter(f: LogFilter): void {
    this.filter = f;
    const shown: number[] = [];
    for (let i = 0; i < this.events.length; i++)
      if (matches(this.rows[i] as LogRow, this.events[i] as TraceEvent, f)) shown.push(i);
    this.shown = shown;
    this.changed(true);
  }

  clear(): void {
    this.events = [];
    this.rows = [];
    this.shown = [];
    this.kinds.clear();
    this.changed(true);
  }

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  getVersion = (): number => this.version;

  private changed(now = false): void {
    if (now) {
      if (this.pending) clearTimeout(this.pending);
      this.pending = null;
      this.notify();
      return;
    }
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      this.notify();
    }, REFRESH_MS);
  }

  private notify(): void {
    this.version++;
    for (const l of this.listeners) l();
  }
}
