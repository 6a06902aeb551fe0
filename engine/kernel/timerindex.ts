/**
 * Which nodes have a timer due: a lazy min-heap of (time, node index) over RunState.timerAt, so
 * finding the next timer and the nodes whose timers fall in a window costs O(log n) per change
 * rather than a scan of every node per window (thousands of nodes, a window per message on a quiet
 * cluster). Entries go stale when a node's timerAt changes; they are dropped when they surface.
 * Derived state, never checkpointed: `rebuild` after a restore.
 */
import { heapPop, heapPush } from './heap.ts';

interface Entry {
  readonly at: number;
  readonly i: number;
}

const less = (x: Entry, y: Entry) => x.at < y.at || (x.at === y.at && x.i < y.i);

export class TimerIndex {
  private heap: Entry[] = [];

  constructor(private timerAt: number[]) {
    this.rebuild(timerAt);
  }

  /** Re-reads every node's timer (after a restore replaced the array). */
  rebuild(timerAt: number[]): void {
    this.timerAt = timerAt;
    this.heap = [];
    for (let i = 0; i < timerAt.length; i++) this.note(i);
  }

  /** Sets node index `i`'s next timer. */
  set(i: number, at: number): void {
    if (this.timerAt[i] === at) return;
    this.timerAt[i] = at;
    this.note(i);
  }

  private note(i: number): void {
    const at = this.timerAt[i] as number;
    if (at !== Infinity) heapPush(this.heap, { at, i }, less);
  }

  private dropStale(): void {
    const h = this.heap;
    while (h.length > 0 && this.timerAt[(h[0] as Entry).i] !== (h[0] as Entry).at) heapPop(h, less);
  }

  /** Earliest timer of any node, Infinity when none. */
  min(): number {
    this.dropStale();
    return this.heap[0]?.at ?? Infinity;
  }

  /**
   * Appends to `out` the index of every node whose timer is before `end` (possibly twice) and
   * forgets them: each is stepped, and the step's output sets its next timer.
   */
  takeBefore(end: number, out: number[]): void {
    for (;;) {
      this.dropStale();
      const top = this.heap[0];
      if (top === undefined || top.at >= end) return;
      heapPop(this.heap, less);
      out.push(top.i);
    }
  }
}
