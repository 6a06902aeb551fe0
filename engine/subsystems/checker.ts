/**
 * The invariant checker contract: checkers watch the trace as it streams (in virtual-time order,
 * window by window) and report violations. They see only the trace, never node state, so they work
 * the same with any host. It sits beside the descriptor that lists them; each slice keeps its own
 * checkers in engine/subsystems/<name>/invariants/, the cross-cutting ones are in engine/invariants/.
 */
import type { World } from '../kernel/actor.ts';
import type { TraceEvent } from './unions.ts';

export interface InvariantChecker {
  /** Short stable name, e.g. `single-leader-per-generation`. */
  readonly name: string;
  /** Returns violation messages caused by this event (usually none). */
  observe(event: TraceEvent): readonly string[];
  /** Called once when the run ends (e.g. convergence checks after faults healed). */
  finish?(endUs: number): readonly string[];
}

export type CheckerFactory = (world: World) => InvariantChecker;

/** Convergence checkers (Board, SchemeBoard): how long a change stands before views must show it. */
export const SETTLE_US = 1_000_000;
/** Convergence checkers: how long without faults before views are judged (> Board back-off 2 x 5 s). */
export const GRACE_US = 15_000_000;
