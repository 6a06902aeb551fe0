/**
 * Reads the worker pool's figures about once a second while someone watches them (the timeline's
 * Workers popover). The next read is scheduled only after the previous one answered, so a worker
 * busy with a long round never piles reads up behind it.
 */
import type { WorkerPoolStats } from './workerStats.ts';

/** Wall ms between two reads of the pool's figures. */
const WORKER_STATS_POLL_MS = 1000;

/** Starts reading at once and every `everyMs` after each answer; returns the function that stops it. */
export function pollWorkerStats(
  read: () => Promise<WorkerPoolStats | null>,
  write: (stats: WorkerPoolStats | null) => void,
  everyMs = WORKER_STATS_POLL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const stats = await read().catch(() => null);
    if (stopped) return;
    write(stats);
    timer = setTimeout(() => void tick(), everyMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
