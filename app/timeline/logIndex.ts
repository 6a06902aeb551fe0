/**
 * The event log's data, a projection of the live run's trace: the newest trace events (at most
 * `limit`, TRACE_RING_LIMIT by default), their LogRows, and the indices that pass the current
 * filter, updated incrementally per batch (a filter change re-scans once). Listeners are told at
 * most every REFRESH_MS so the log re-renders at ~8 Hz while the simulation runs at 60.
 */
import type { TraceEvent } from '../../engine/index.ts';
import type { Projection } from '../runtime/projection.ts';
import { TRACE_RING_LIMIT } from '../runtime/traceBus.ts';
import { describeWith, matches, NO_FILTER, type Describe, type LogFilter, type LogRow } from './logModel.ts';

const REFRESH_MS = 120;

/** Where the log was at a checkpoint: events added so far, and the kinds of messages then in flight. */
export interface LogMark {
  readonly total: number;
  readonly kinds: ReadonlyMap<number, string>;
}

export class LogIndex implements Projection<LogMark> {
  events: TraceEvent[] = [];
  rows: LogRow[] = [];
  /**
   * Indices into events/rows that pass the filter, in time order (ties in arrival order): the
   * nodes' workers report in batches, so events can arrive a little behind ones already listed.
   */
  shown: number[] = [];
  filter: LogFilter = NO_FILTER;
  /** Bumped on every change (for useSyncExternalStore). */
  version = 0;
  /** Events added since the last clear; `events[0]` is the (total - events.length)-th of them. */
  private total = 0;
  /** Kinds of the messages in flight (deliveries and drops name only the message id). */
  private kinds = new Map<number, string>();
  private readonly listeners = new Set<() => void>();
  private pending: ReturnType<typeof setTimeout> | null = null;

  /**
   * `describe` reads each event through the app's subsystem entries. The live index gets it from
   * the composition root (readWith): until then events show by name, in the kernel's grey.
   */
  constructor(
    private readonly limit = TRACE_RING_LIMIT,
    private describe: Describe = describeWith([]),
  ) {}

  /** Reads events through `describe` from now on (the rows already held are read again). */
  readWith(describe: Describe): void {
    this.describe = describe;
    const held = this.events;
    this.clear();
    this.add(held);
  }

  init(history: readonly TraceEvent[]): void {
    this.add(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    this.add(batch);
  }

  reset(): void {
    this.clear();
  }

  mark(): LogMark {
    return { total: this.total, kinds: new Map(this.kinds) };
  }

  rewind(m: LogMark): void {
    const keep = Math.max(0, this.events.length - (this.total - m.total));
    this.events.length = keep;
    this.rows.length = keep;
    this.shown = this.shown.filter((i) => i < keep);
    this.total = m.total;
    this.kinds = new Map(m.kinds);
    this.changed(true);
  }

  add(batch: readonly TraceEvent[]): void {
    if (batch.length === 0) return;
    this.total += batch.length;
    const kindOf = (id: number) => this.kinds.get(id);
    for (const e of batch) {
      if (e.kind === 'msg.sent') this.kinds.set(e.id, e.msg);
      const r = this.describe(e, kindOf);
      if (e.kind === 'msg.delivered' || e.kind === 'msg.dropped') this.kinds.delete(e.id);
      const i = this.events.length;
      this.events.push(e);
      this.rows.push(r);
      if (matches(r, e, this.filter)) this.insertShown(i);
    }
    // Trim in steps of a quarter of the limit, so a full log is not copied on every batch.
    if (this.events.length > this.limit * 1.25) this.trim();
    this.changed();
  }

  /** Places event `i` after every listed event not later than it (usually at the end). */
  private insertShown(i: number): void {
    const t = (this.events[i] as TraceEvent).t;
    let at = this.shown.length;
    while (at > 0 && (this.events[this.shown[at - 1] as number] as TraceEvent).t > t) at--;
    if (at === this.shown.length) this.shown.push(i);
    else this.shown.splice(at, 0, i);
  }

  private trim(): void {
    const cut = this.events.length - this.limit;
    // Some sends are never delivered in the trace (calls to an external service): forget their
    // kinds with them, or the lookup would grow for as long as the run plays.
    for (let i = 0; i < cut; i++) {
      const e = this.events[i] as TraceEvent;
      if (e.kind === 'msg.sent') this.kinds.delete(e.id);
    }
    this.events = this.events.slice(cut);
    this.rows = this.rows.slice(cut);
    this.shown = this.shown.filter((i) => i >= cut).map((i) => i - cut);
  }

  setFilter(f: LogFilter): void {
    this.filter = f;
    this.shown = [];
    for (let i = 0; i < this.events.length; i++)
      if (matches(this.rows[i] as LogRow, this.events[i] as TraceEvent, f)) this.insertShown(i);
    this.changed(true);
  }

  clear(): void {
    this.total = 0;
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
