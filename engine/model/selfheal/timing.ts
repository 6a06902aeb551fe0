/**
 * SelfHeal timing (distconf_selfheal.cpp, docs devops/concepts/selfheal-metadata-distribution.md),
 * in virtual microseconds.
 */

/** `DefaultWaitForConfigStep`: 1 min, also the docs' default `wait_for_config_step`. */
const DEFAULT_WAIT_FOR_CONFIG_STEP_US = 60_000_000;
/** `MaxWaitForConfigStep`: 10 min (exclusive). */
const MAX_WAIT_FOR_CONFIG_STEP_US = 600_000_000;

/** The constructors' clamp: `0 < w < 10 min` is kept, anything else becomes 1 min. */
export function clampWaitForConfigStep(us: number): number {
  return us > 0 && us < MAX_WAIT_FOR_CONFIG_STEP_US ? us : DEFAULT_WAIT_FOR_CONFIG_STEP_US;
}

/** Commits of each path; the whole run lasts `commits · w` (the last wakeup reports OK). */
export const SELFHEAL_COMMITS = { ONE_NODE: 2, FULL: 4 } as const;

export function selfHealDurationUs(kind: keyof typeof SELFHEAL_COMMITS, waitUs: number): number {
  return SELFHEAL_COMMITS[kind] * clampWaitForConfigStep(waitUs);
}
