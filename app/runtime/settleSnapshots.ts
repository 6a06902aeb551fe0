/**
 * The in-process host's snapshots are copy-on-write (engine/kernel/inprocess.ts): a checkpoint holds
 * the live node states, each cloned just before its node next runs. This clones the rest while the
 * page is idle, one node at a time, so that the windows right after a checkpoint do not clone a
 * thousand nodes between them.
 */
import type { InProcessHost } from '../../engine/index.ts';

/** Idle time left (ms) below which no further node is cloned (one takes about 0.1–0.5 ms). */
const MIN_IDLE_MS = 3;
/** Where the page has no idle callbacks: a slice every task, for at most this long (ms). */
const FALLBACK_BUDGET_MS = 4;

type IdleDeadline = { timeRemaining(): number };

function whenIdle(run: (deadline: IdleDeadline) => void): void {
  const g = globalThis as { requestIdleCallback?: (cb: (d: IdleDeadline) => void) => number };
  if (g.requestIdleCallback) {
    g.requestIdleCallback(run);
    return;
  }
  setTimeout(() => {
    const until = performance.now() + FALLBACK_BUDGET_MS;
    run({ timeRemaining: () => until - performance.now() });
  }, 0);
}

export interface SnapshotSettler {
  /** Call after each snapshot: settles the host's shared states in idle time. */
  after(): void;
  /** Wall time (ms) spent settling since the last call (the checkpoints' budget counts it). */
  takeSpentMs(): number;
}

export function snapshotSettler(host: Pick<InProcessHost, 'settle'>): SnapshotSettler {
  let scheduled = false;
  let spentMs = 0;
  const slice = (deadline: IdleDeadline) => {
    const t0 = performance.now();
    let left = 1;
    while (left > 0 && deadline.timeRemaining() > MIN_IDLE_MS) left = host.settle(1);
    spentMs += performance.now() - t0;
    if (left > 0) whenIdle(slice);
    else scheduled = false;
  };
  return {
    after() {
      if (scheduled) return;
      scheduled = true;
      whenIdle(slice);
    },
    takeSpentMs() {
      const ms = spentMs;
      spentMs = 0;
      return ms;
    },
  };
}
