/**
 * A projection turns the trace of the live run into what one part of the page shows (cluster
 * status, replica values, observers, the event log, message flows). The trace bus feeds every
 * registered projection each batch, in order; none of them sees the engine.
 */
import type { TraceEvent } from '../../engine/index.ts';

export interface Projection<Mark = unknown> {
  /** Starts from the events the run has produced so far (oldest first; empty on a fresh run). */
  init(history: readonly TraceEvent[]): void;
  /** Folds the next batch of the run's trace. */
  fold(batch: readonly TraceEvent[]): void;
  /** The run starts over (new cluster or seed): back to the empty state. */
  reset(): void;
  /**
   * What to keep with a checkpoint so that a seek back can resume from there: a copy or an
   * immutable value, never state that later batches change.
   */
  mark(): Mark;
  /** Back to a mark taken earlier in this run (a seek back restored that checkpoint). */
  rewind(mark: Mark): void;
}
