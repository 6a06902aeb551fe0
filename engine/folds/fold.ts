/**
 * A fold turns the trace into derived state, event by event. Every consumer of derived state
 * (scenarios, chaos, invariants, the app's projections) runs the same folds, so each fact about a
 * run is computed once and the same way on every host. A fold mutates its own state in place; a
 * consumer that needs an immutable snapshot (the UI store) copies it when a batch ends.
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { Topology } from '../model/topology/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

/** What a fold may know besides the trace: the cluster it is folding. */
export interface FoldWorld {
  readonly topology: Topology;
  readonly config: ClusterConfig;
}

export interface Fold<S, E extends { readonly kind: string } = TraceEvent> {
  readonly name: string;
  init(world: FoldWorld): S;
  /** Folds one event into `state` (in place). Events it does not care about are ignored. */
  step(state: S, e: E): void;
}

/** Folds a whole event list from a fresh state. */
export function foldEvents<S, E extends { readonly kind: string }>(
  fold: Fold<S, E>,
  world: FoldWorld,
  events: Iterable<E>,
): S {
  const s = fold.init(world);
  for (const e of events) fold.step(s, e);
  return s;
}

/** A fold with its running state. */
export interface Folding<S, E extends { readonly kind: string } = TraceEvent> {
  readonly fold: Fold<S, E>;
  readonly state: S;
}

export function startFold<S, E extends { readonly kind: string }>(
  fold: Fold<S, E>,
  world: FoldWorld,
): Folding<S, E> {
  return { fold, state: fold.init(world) };
}

/**
 * Feeds every event, in order, to each fold and then to `each` (a consumer that is not a fold), so
 * a stream is walked once however many folds read it.
 */
export function runFolds(
  folds: readonly Folding<unknown>[],
  events: Iterable<TraceEvent>,
  each?: (e: TraceEvent) => void,
): void {
  for (const e of events) {
    for (const f of folds) f.fold.step(f.state, e);
    each?.(e);
  }
}
