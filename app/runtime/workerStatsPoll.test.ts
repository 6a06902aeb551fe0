import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerPoolStats } from './workerStats.ts';
import { pollWorkerStats } from './workerStatsPoll.ts';

const stats = (rounds: number): WorkerPoolStats => ({
  workers: [],
  dedicated: true,
  minNodes: 0,
  maxNodes: 0,
  rounds,
  startupMs: 0,
});

describe('pollWorkerStats', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads at once, then once per period after each answer, and never after stop', async () => {
    let reads = 0;
    const written: (number | null)[] = [];
    const stop = pollWorkerStats(
      () => Promise.resolve(stats(++reads)),
      (s) => written.push(s?.rounds ?? null),
      1000,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([1]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(written).toEqual([1, 2, 3]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toEqual([1, 2, 3]);
    expect(reads).toBe(3);
  });

  it('does not start another read while one is unanswered, and writes null for a failed read', async () => {
    let answer: (s: WorkerPoolStats) => void = () => {};
    let reads = 0;
    const written: (number | null)[] = [];
    const stop = pollWorkerStats(
      () => {
        reads++;
        return reads === 1
          ? new Promise<WorkerPoolStats>((resolve) => (answer = resolve))
          : Promise.reject(new Error('gone'));
      },
      (s) => written.push(s?.rounds ?? null),
      1000,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(1);
    answer(stats(7));
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([7, null]);
    stop();
  });
});
