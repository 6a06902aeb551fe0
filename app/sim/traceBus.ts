/**
 * Fan-out of trace batches to whoever draws them (message flows, space-time diagram, event log),
 * plus a bounded history so a panel mounted late can catch up. Batches are delivered in order.
 */
import type { TraceEvent } from '../../engine/subsystems/index.ts';

export type TraceListener = (batch: readonly TraceEvent[]) => void;

/** History limit: enough for minutes of slow-motion play; older events are dropped first. */
export const TRACE_HISTORY_LIMIT = 100_000;

export class TraceBus {
  private readonly listeners = new Set<TraceListener>();
  private readonly resetListeners = new Set<() => void>();
  private history: TraceEvent[] = [];

  /** `onReset` runs when the run starts over (new cluster, seek back): drop what you drew. */
  subscribe(listener: TraceListener, onReset?: () => void): () => void {
    this.listeners.add(listener);
    if (onReset) this.resetListeners.add(onReset);
    return () => {
      this.listeners.delete(listener);
      if (onReset) this.resetListeners.delete(onReset);
    };
  }

  publish(batch: readonly TraceEvent[]): void {
    if (batch.length === 0) return;
    for (const e of batch) this.history.push(e); // no spread: a catch-up batch can be huge
    // Trim in steps of a quarter of the limit, so a full history is not copied on every batch.
    if (this.history.length > TRACE_HISTORY_LIMIT * 1.25)
      this.history = this.history.slice(-TRACE_HISTORY_LIMIT);
    for (const l of this.listeners) l(batch);
  }

  /** Everything kept so far (oldest first). */
  events(): readonly TraceEvent[] {
    return this.history;
  }

  /** Forgets the history (a new run, or a seek that replays from zero) and tells the listeners. */
  reset(): void {
    this.history = [];
    for (const l of this.resetListeners) l();
  }
}
