/**
 * The CMS Sentinel's per-node state machine, YDB's `TNodeStatusComputer` (ydb/core/cms/sentinel,
 * PRs #21338 and #21624). States are ordered, 0 = best (`ENodeState`: GOOD, PRETTY_GOOD,
 * MAY_BE_GOOD, MAY_BE_BAD, BAD, UNKNOWN). A node must look bad in `bad` consecutive samples to
 * become BAD and good in `good` consecutive samples to become GOOD again; after `prettyGood` good
 * samples it is PRETTY_GOOD, reported to distconf as GOOD but without a trigger. Only reaching GOOD
 * or BAD is a change (`Compute()` true). The body is modelled after the `NodeStatusComputer` unit
 * test (sentinel_ut); it was not read.
 */
export type NodeHealth = 'GOOD' | 'PRETTY_GOOD' | 'MAY_BE_GOOD' | 'MAY_BE_BAD' | 'BAD' | 'UNKNOWN';

/** `ENodeState` values; distconf sorts by them and treats anything above 0 as bad. */
const NODE_HEALTH_VALUE: Readonly<Record<NodeHealth, number>> = {
  GOOD: 0,
  PRETTY_GOOD: 1,
  MAY_BE_GOOD: 2,
  MAY_BE_BAD: 3,
  BAD: 4,
  UNKNOWN: 5,
};
/** `NODE_STATE_MAX`: absent nodes rank as the last value (UNKNOWN). */
export const NODE_STATES_SIZE = 6;

export interface SentinelLimits {
  /** Consecutive bad samples to become BAD (`BadStateLimit`). */
  readonly bad: number;
  /** Consecutive good samples to become GOOD (`GoodStateLimit`). */
  readonly good: number;
  /** Consecutive good samples to become PRETTY_GOOD (`PrettyGoodStateLimit`). */
  readonly prettyGood: number;
}

/** The limits of the Sentinel unit test; production values are not known. */
export const DEFAULT_SENTINEL_LIMITS: SentinelLimits = { bad: 5, good: 5, prettyGood: 3 };

export interface NodeStatus {
  readonly health: NodeHealth;
  /** The last state reported with a change: GOOD, BAD, or UNKNOWN before the first one. */
  readonly settled: 'GOOD' | 'BAD' | 'UNKNOWN';
  /** Consecutive samples of the same kind as the last one. */
  readonly streak: number;
  readonly lastGood: boolean;
}

/** A node the Sentinel has not seen yet (`UNKNOWN`) or one known to be up at start (`GOOD`). */
export function initialNodeStatus(start: 'GOOD' | 'UNKNOWN' = 'GOOD'): NodeStatus {
  return { health: start, settled: start, streak: 0, lastGood: start === 'GOOD' };
}

/** One Sentinel round for one node. `changed` is `Compute()`'s result: the node became GOOD or BAD. */
export function sample(
  state: NodeStatus,
  isGood: boolean,
  limits: SentinelLimits = DEFAULT_SENTINEL_LIMITS,
): { state: NodeStatus; changed: boolean } {
  const streak = state.lastGood === isGood ? state.streak + 1 : 1;
  const base = { settled: state.settled, streak, lastGood: isGood };
  if (isGood) {
    if (state.settled === 'GOOD') return { state: { ...base, health: 'GOOD' }, changed: false };
    if (streak >= limits.good) return { state: { ...base, health: 'GOOD', settled: 'GOOD' }, changed: true };
    const health = streak >= limits.prettyGood ? 'PRETTY_GOOD' : 'MAY_BE_GOOD';
    return { state: { ...base, health }, changed: false };
  }
  if (state.settled === 'BAD') return { state: { ...base, health: 'BAD' }, changed: false };
  if (streak >= limits.bad) return { state: { ...base, health: 'BAD', settled: 'BAD' }, changed: true };
  return { state: { ...base, health: 'MAY_BE_BAD' }, changed: false };
}

/** The value sent to distconf in `SelfHealNodesStateUpdate`: PRETTY_GOOD goes as GOOD. */
export function reportedValue(health: NodeHealth): number {
  return health === 'PRETTY_GOOD' ? 0 : NODE_HEALTH_VALUE[health];
}

/** Problems with user-given limits (each ≥ 1, prettyGood ≤ good), or undefined. */
export function sentinelLimitsProblem(l: SentinelLimits, max: number): string | undefined {
  for (const [k, v] of Object.entries(l)) {
    if (!Number.isInteger(v) || v < 1 || v > max)
      return `sentinel limit ${k} must be an integer in 1..${max}`;
  }
  if (l.prettyGood > l.good) return 'sentinel limit prettyGood must not exceed good';
  return undefined;
}
