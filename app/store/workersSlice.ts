/**
 * Workers slice: the worker pool's figures while the timeline's Workers popover is open
 * (app/runtime/workerStatsPoll.ts reads them about once a second and clears them on close).
 */
import type { WorkerPoolStats } from '../runtime/workerStats.ts';
import type { SliceSet } from './sliceSet.ts';

export interface WorkersSlice {
  /** Null when nobody watches, before the first read, or while the run is in-process. */
  readonly workerStats: WorkerPoolStats | null;
  /** Whether `workerStats` has been read since the popover opened (null then means in-process). */
  readonly workerStatsRead: boolean;
  setWorkerStats(stats: WorkerPoolStats | null, read: boolean): void;
}

export function createWorkersSlice(set: SliceSet<WorkersSlice>): WorkersSlice {
  return {
    workerStats: null,
    workerStatsRead: false,
    setWorkerStats: (workerStats, workerStatsRead) => set({ workerStats, workerStatsRead }),
  };
}
