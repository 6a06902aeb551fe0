/**
 * Invariant checkers watch the trace as it streams (in virtual-time order, window by window) and
 * report violations. They see only the trace, never node state, so they work the same with any host.
 */
import type { TraceEvent } from '../subsystems/unions.ts';
import type { World } from '../kernel/actor.ts';

export interface InvariantChecker {
  /** Short stable name, e.g. `single-leader-per-generation`. */
  readonly name: string;
  /** Returns violation messages caused by this event (usually none). */
  observe(event: TraceEvent): readonly string[];
  /** Called once when the run ends (e.g. convergence checks after faults healed). */
  finish?(endUs: number): readonly string[];
}

export type CheckerFactory = (world: World) => InvariantChecker;
