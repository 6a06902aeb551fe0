/**
 * The checkers every chaos run streams its trace into: the registered subsystem invariants
 * (engine/invariants/index.ts — the same ones scenarios and the UI use) plus the harness's own
 * oracles (oracles.ts).
 */
import { INVARIANT_FACTORIES } from '../invariants/index.ts';
import type { CheckerFactory } from '../invariants/types.ts';
import { CHAOS_ORACLES } from './oracles.ts';

export const CHAOS_CHECKERS: readonly CheckerFactory[] = [...INVARIANT_FACTORIES, ...CHAOS_ORACLES];
