/** Chaos testing (TigerBeetle VOPR-style): seeded workloads and fault schedules on the real actors. */
export { failureBudget, withinTolerance, type FailureBudget } from './budget.ts';
export { CHAOS_CHECKERS } from './checkers.ts';
export { chargedAt, generateFaults, peakCharged } from './faults.ts';
export { CHAOS_ORACLES } from './oracles.ts';
export {
  DEFAULT_CHAOS_PRESET,
  reproduceCommand,
  runChaos,
  type ChaosOptions,
  type ChaosResult,
  type ChaosViolation,
} from './runner.ts';
export { emptyStats, failures, mergeStats, type OpTally, type RunStats } from './stats.ts';
export {
  CHAOS_MODES,
  DEFAULT_TIMING,
  type ChaosMode,
  type ChaosTiming,
  type Episode,
  type EpisodeKind,
  type FaultPlan,
} from './types.ts';
export { generateWorkload, type WorkloadPlan } from './workload.ts';
