/**
 * Registry of the invariant checkers every scenario run (CLI, UI, tests) feeds the trace to. Each
 * subsystem's checkers live in engine/invariants/<subsystem>.ts and implement ./types.ts.
 */
import { boardChecker } from './board.ts';
import { schemeboardChecker } from './schemeboard.ts';
import { statestorageCheckers } from './statestorage.ts';
import type { CheckerFactory } from './types.ts';

export type { CheckerFactory, InvariantChecker } from './types.ts';

/** Every checker factory, in a fixed order (violations are reported in this order within an event). */
export const INVARIANT_FACTORIES: readonly CheckerFactory[] = [
  ...statestorageCheckers,
  boardChecker,
  schemeboardChecker,
];
