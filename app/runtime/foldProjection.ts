/**
 * A projection over an engine fold that returns new immutable state: it folds every batch of the live
 * run's trace for as long as the page lives, so a view shows everything even when it was closed
 * while things happened; a mark is the state itself. React is told at most once per frame.
 */
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import type { Projection } from './projection.ts';

export class FoldProjection<S> implements Projection<S> {
  private state: S;
  private readonly listeners = new Set<() => void>();
  private frame = 0;

  constructor(
    private readonly empty: () => S,
    private readonly step: (state: S, batch: readonly TraceEvent[]) => S,
  ) {
    this.state = empty();
  }

  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    this.set(this.step(this.state, batch));
  }

  reset(): void {
    this.set(this.empty());
  }

  mark(): S {
    return this.state;
  }

  rewind(mark: S): void {
    this.set(mark);
  }

  /** The state as of the last batch. */
  readonly current = (): S => this.state;

  /** For useSyncExternalStore: `l` runs at most once per frame after changes. */
  readonly subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  private set(next: S): void {
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
