/** Chaos testing (TigerBeetle VOPR-style): seeded workloads and fault schedules on the real actors. */
export { DEFAULT_CHAOS_PRESET, reproduceCommand, runChaos, type ChaosResult } from './runner.ts';
export { emptyStats, failures, mergeStats, type RunStats } from './stats.ts';
export { CHAOS_MODES, type ChaosMode } from './types.ts';
export {
  chaosScenario,
  formatSize,
  scenarioSize,
  traceHashAt,
  violationNodes,
  type ReproViolation,
  type ScenarioSize,
} from './repro.ts';
export { chaosReplayCheckers } from './replay-checkers.ts';
export { shrinkScenario } from './shrink.ts';
export { PLANTED_BUGS } from './planted.ts';
export {
  chaosTimingFor,
  DEFAULT_CHAOS_DURATION_S,
  MAX_CHAOS_DURATION_S,
  MIN_CHAOS_DURATION_S,
} from './duration.ts';
