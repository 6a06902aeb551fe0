/**
 * The checkers a chaos run's scenario file is judged by when it is replayed (`sim run --chaos`, the
 * shrinker): the same as the sweep's (runner.ts). The registered invariants and the harness's
 * oracles, and chaos.available-after-heal from the time the file's `chaos` field carries — the trace
 * does not say when the sweep's faults healed, nor when the operator's repair of a pile split
 * settled (its failover and rejoin are among the file's commands: operator.ts).
 */
import type { CheckerFactory } from '../invariants/types.ts';
import type { ScenarioFile } from '../scenario/schema.ts';
import { CHAOS_CHECKERS } from './checkers.ts';
import { availableAfterHealOracle } from './oracles.ts';

export function chaosReplayCheckers(
  file: Pick<ScenarioFile, 'chaos'>,
  base: readonly CheckerFactory[] = CHAOS_CHECKERS,
): CheckerFactory[] {
  const after = file.chaos?.availableAfterMs;
  if (after === undefined) return [...base];
  return [...base, () => availableAfterHealOracle(Math.round(after * 1000))];
}
