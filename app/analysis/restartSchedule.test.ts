import { describe, expect, it } from 'vitest';
import {
  batchStarts,
  RESTART_DOWN_US,
  RESTART_INTERVAL_US,
  restartCommands,
  restartProgress,
  restartRun,
} from './restartSchedule.ts';

const run = restartRun([{ nodes: [1, 2] }, { nodes: [3] }, { nodes: [4, 5] }], 1_000_000);

describe('a rolling restart on the live run', () => {
  it('starts a little after "Run plan" and spaces batches by the interval', () => {
    expect(run.startUs).toBe(1_200_000);
    expect(batchStarts(run)).toEqual([1_200_000, 2_200_000, 3_200_000]);
  });

  it('restarts every node of batch k together at its start, each down for the same time', () => {
    expect(restartCommands(run)).toEqual([
      { atUs: 1_200_000, cmd: { kind: 'node.restart', node: 1, downForUs: RESTART_DOWN_US } },
      { atUs: 1_200_000, cmd: { kind: 'node.restart', node: 2, downForUs: RESTART_DOWN_US } },
      { atUs: 2_200_000, cmd: { kind: 'node.restart', node: 3, downForUs: RESTART_DOWN_US } },
      { atUs: 3_200_000, cmd: { kind: 'node.restart', node: 4, downForUs: RESTART_DOWN_US } },
      { atUs: 3_200_000, cmd: { kind: 'node.restart', node: 5, downForUs: RESTART_DOWN_US } },
    ]);
    // A batch is back up before the next goes down, so only one batch is ever down.
    expect(RESTART_DOWN_US).toBeLessThan(RESTART_INTERVAL_US);
  });

  it('says which batch runs: waiting before the first, batch k of n, done one interval after the last', () => {
    expect(restartProgress(run, 1_199_999)).toEqual({ phase: 'waiting' });
    expect(restartProgress(run, 1_200_000)).toEqual({ phase: 'running', batch: 1, of: 3 });
    expect(restartProgress(run, 2_199_999)).toEqual({ phase: 'running', batch: 1, of: 3 });
    expect(restartProgress(run, 2_200_000)).toEqual({ phase: 'running', batch: 2, of: 3 });
    expect(restartProgress(run, 4_199_999)).toEqual({ phase: 'running', batch: 3, of: 3 });
    expect(restartProgress(run, 4_200_000)).toEqual({ phase: 'done', of: 3 });
  });
});
