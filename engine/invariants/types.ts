/** The checker contract, re-exported where the cross-cutting checkers live (engine/subsystems/checker.ts). */
export type { CheckerFactory, InvariantChecker } from '../subsystems/checker.ts';
