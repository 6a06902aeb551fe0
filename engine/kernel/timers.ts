/** Node-local timer heap helpers (timers live in node state; cancelled ones are dropped lazily). */
import { heapPop, type Less } from './heap.ts';
import type { NodeState, TimerEntry } from './nodestate.ts';

export const timerLess: Less<TimerEntry> = (x, y) => x.at < y.at || (x.at === y.at && x.id < y.id);

/** Earliest live timer of `state` (pops cancelled ones off the top), Infinity when none. */
export function nextTimerAt(state: NodeState): number {
  const t = state.timers;
  while (t.length > 0 && !state.liveTimers.has((t[0] as TimerEntry).id)) heapPop(t, timerLess);
  return t.length > 0 ? (t[0] as TimerEntry).at : Infinity;
}
