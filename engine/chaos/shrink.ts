/**
 * Shrinks a failing scenario while the same invariant still fails (delta debugging, Zeller's ddmin
 * over the commands, then a bisection of the duration): fewer faults, fewer workload operations, a
 * shorter run. Each candidate is replayed with the chaos checkers (repro.ts); `maxAttempts` bounds
 * the replays, so a slow run still ends with the smallest file found so far.
 */
import { isDoStep, type DoStep, type ScenarioFile } from '../scenario/schema.ts';
import {
  replayChaos,
  scenarioSize,
  type ReplayOptions,
  type ReproViolation,
  type ScenarioSize,
} from './repro.ts';

export interface ShrinkOptions extends ReplayOptions {
  /** Replays at most (default 300). */
  readonly maxAttempts?: number;
}

export interface ShrinkResult {
  readonly file: ScenarioFile;
  /** The target invariant's first violation in the shrunk run. */
  readonly violation: ReproViolation;
  readonly before: ScenarioSize;
  readonly after: ScenarioSize;
  readonly attempts: number;
}

const withSteps = (f: ScenarioFile, steps: readonly DoStep[], durationMs = f.durationMs): ScenarioFile => ({
  ...f,
  ...(durationMs !== undefined ? { durationMs } : {}),
  steps: [...steps],
});

export function shrinkScenario(file: ScenarioFile, invariant: string, o: ShrinkOptions = {}): ShrinkResult {
  const max = o.maxAttempts ?? 300;
  let attempts = 0;
  /** The target violation of a candidate, or null (it passes, or the budget is spent). */
  const fails = (f: ScenarioFile): ReproViolation | null => {
    if (attempts >= max) return null;
    attempts++;
    return replayChaos(f, o).violations.find((v) => v.invariant === invariant) ?? null;
  };
  let found = fails(file);
  if (!found) throw new Error(`the scenario does not fail ${invariant}`);
  let steps = file.steps.filter(isDoStep);
  // ddmin: remove one of n chunks while it still fails; refine the chunks when none can go
  let n = 2;
  while (steps.length > 0 && attempts < max) {
    const size = Math.ceil(steps.length / n);
    let removed = false;
    for (let i = 0; i < steps.length && attempts < max; i += size) {
      const rest = [...steps.slice(0, i), ...steps.slice(i + size)];
      const v = fails(withSteps(file, rest));
      if (v) {
        [steps, found, removed] = [rest, v, true];
        n = Math.max(n - 1, 2);
        break;
      }
    }
    if (removed) continue;
    if (size === 1) break;
    n = Math.min(steps.length, n * 2);
  }
  // the shortest duration (ms) that still fails: after the last command, at most the original
  let hi = file.durationMs ?? 0;
  let lo = Math.max(0, ...steps.map((s) => s.at));
  while (hi - lo > 1 && attempts < max) {
    const mid = Math.floor((lo + hi) / 2);
    const v = fails(withSteps(file, steps, mid));
    if (v) [hi, found] = [mid, v];
    else lo = mid;
  }
  const shrunk = withSteps(file, steps, hi);
  return {
    file: shrunk,
    violation: found,
    before: scenarioSize(file),
    after: scenarioSize(shrunk),
    attempts,
  };
}
