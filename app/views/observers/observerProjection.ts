/**
 * What every observer sees, kept up to date from the live run's trace for as long as the page
 * lives, so the Observers tab shows everything even when it was closed while things happened.
 * Registered on the trace bus from the start (app/runtime/page.ts): it folds every batch, and
 * never needs the trace again. The fold returns new immutable state, so a mark is the state itself.
 * React is told at most once per frame.
 */
import type { TraceEvent } from '../../../engine/subsystems/index.ts';
import type { Projection } from '../../runtime/projection.ts';
import { emptyObservers, foldObservers, type ObserverState } from './observerFold.ts';

export class ObserverProjection implements Projection<ObserverState> {
  private state: ObserverState = emptyObservers();
  private readonly listeners = new Set<() => void>();
  private frame = 0;

  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    this.set(foldObservers(this.state, batch));
  }

  reset(): void {
    this.set(emptyObservers());
  }

  mark(): ObserverState {
    return this.state;
  }

  rewind(mark: ObserverState): void {
    this.set(mark);
  }

  /** The observers as of the last batch. */
  readonly current = (): ObserverState => this.state;

  /** For useSyncExternalStore: `l` runs at most once per frame after changes. */
  readonly subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  private set(next: ObserverState): void {
    if (next === this.state) return;
    this.state = next;
    if (this.frame !== 0) return;
    const run = () => {
      this.frame = 0;
      for (const l of this.listeners) l();
    };
    this.frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(run)
        : (setTimeout(run, 16) as unknown as number);
  }
}
