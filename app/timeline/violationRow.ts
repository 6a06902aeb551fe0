/**
 * Which row of the event log stands for a reported violation: the last shown event at or before
 * its time (the checker fired on that event; with messages hidden, the state change just before).
 */
import type { TraceEvent } from '../../engine/index.ts';

/** Index into `shown` (event indices in time order), or -1 when no shown event is that early. */
export function violationRow(shown: readonly number[], events: readonly TraceEvent[], tUs: number): number {
  let lo = 0;
  let hi = shown.length;
  // Binary search for the first shown event after tUs.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((events[shown[mid]!]?.t ?? Infinity) <= tUs) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
