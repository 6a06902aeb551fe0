/**
 * The one way the page mounts an engine fold (engine/folds/*): a projection that folds every batch
 * of the live run's trace for as long as the page lives, so a view shows everything even when it
 * was closed while things happened. Each batch that changes the state yields a new immutable state
 * (a mark is that state itself); its view goes to `publish` (a store setter) at once, and
 * `subscribe` listeners hear of it at most once per frame.
 */
import type { Fold, FoldWorld, TraceEvent } from '../../engine/index.ts';
import type { Projection } from './projection.ts';

export interface FoldSpec<S, V = S> {
  /** A fresh state for the cluster as it is now. */
  init(): S;
  /** Folds one batch: `s` itself when nothing changed, else a new state (never mutates `s`). */
  step(s: S, batch: readonly TraceEvent[]): S;
  /** What the page reads (default: the state). */
  view?(s: S): V;
}

/**
 * An engine fold that works in place as a FoldSpec: the first event of a batch that the fold reads
 * copies the state, and the rest of the batch folds into that copy.
 */
export function engineFoldSpec<S>(
  fold: Fold<S>,
  world: () => FoldWorld,
  copy: (s: S) => S,
  reads: (e: TraceEvent) => boolean,
): FoldSpec<S> {
  return {
    init: () => fold.init(world()),
    step(s, batch) {
      let next = s;
      for (const e of batch) {
        if (!reads(e)) continue;
        if (next === s) next = copy(s);
        fold.step(next, e);
      }
      return next;
    },
  };
}

export class FoldProjection<S, V = S> implements Projection<S> {
  private state: S;
  private readonly listeners = new Set<() => void>();
  private frame = 0;

  constructor(
    private readonly spec: FoldSpec<S, V>,
    private readonly publish?: (v: V) => void,
  ) {
    this.state = spec.init();
  }

  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    this.set(this.spec.step(this.state, batch));
  }

  reset(): void {
    this.set(this.spec.init(), true);
  }

  mark(): S {
    return this.state;
  }

  rewind(mark: S): void {
    this.set(mark, true);
  }

  /** The view as of the last batch. */
  readonly current = (): V => this.viewOf(this.state);

  /** For useSyncExternalStore: `l` runs at most once per frame after changes. */
  readonly subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  private viewed: { readonly state: S; readonly view: V } | null = null;

  /** One view per state, so its identity is stable between reads. */
  private viewOf(s: S): V {
    if (!this.spec.view) return s as unknown as V;
    if (this.viewed?.state !== s) this.viewed = { state: s, view: this.spec.view(s) };
    return this.viewed.view;
  }

  private set(next: S, always = false): void {
    if (next === this.state && !always) return;
    this.state = next;
    this.publish?.(this.viewOf(next));
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
