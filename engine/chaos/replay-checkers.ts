/**
 * The checkers a chaos run's scenario file is judged by when it is replayed (`sim run --chaos`, the
 * shrinker): the same as the sweep's (runner.ts). The registered invariants and the harness's
 * oracles, their end-of-run claims dropped while the bridge piles refuse each other for different
 * cluster states (pile-split.ts: YDB does not reconnect them without an operator, so there is
 * nothing to converge), and chaos.available-after-heal from the time the file's `chaos` field
 * carries — the trace does not say when the sweep's faults healed.
 */
import type { CheckerFactory, InvariantChecker } from '../invariants/types.ts';
import type { ScenarioFile } from '../scenario/schema.ts';
import { CHAOS_CHECKERS } from './checkers.ts';
import { availableAfterHealOracle } from './oracles.ts';
import { createPileSplitTracker } from './pile-split.ts';

/** `c` whose finish() says nothing while some pair of nodes across the piles is split. */
export function quietWhileSplit(c: InvariantChecker): InvariantChecker {
  const finish = c.finish?.bind(c);
  if (!finish) return c;
  const piles = createPileSplitTracker();
  return {
    name: c.name,
    observe(e) {
      piles.observe(e);
      return c.observe(e);
    },
    finish: (nowUs) => (piles.split ? [] : finish(nowUs)),
  };
}

export function chaosReplayCheckers(
  file: Pick<ScenarioFile, 'chaos'>,
  base: readonly CheckerFactory[] = CHAOS_CHECKERS,
): CheckerFactory[] {
  const wrapped = base.map(
    (f): CheckerFactory =>
      (options) =>
        quietWhileSplit(f(options)),
  );
  const after = file.chaos?.availableAfterMs;
  if (after === undefined) return wrapped;
  return [...wrapped, () => availableAfterHealOracle(Math.round(after * 1000))];
}
