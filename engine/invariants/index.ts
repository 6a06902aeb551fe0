/**
 * The invariant checkers every scenario run (CLI, UI, tests) feeds the trace to: each subsystem's
 * descriptor names its own (engine/subsystems/<name>/invariants/, the cross-cutting ones here),
 * implementing engine/subsystems/checker.ts.
 */
import { SUBSYSTEM_DESCRIPTORS } from '../subsystems/index.ts';
import type { CheckerFactory } from './types.ts';

export type { CheckerFactory, InvariantChecker } from './types.ts';

/** Every checker factory, in subsystem order (violations are reported in this order within an event). */
export const INVARIANT_FACTORIES: readonly CheckerFactory[] = SUBSYSTEM_DESCRIPTORS.flatMap(
  (d) => d.invariants,
);
