import { describe, expect, it } from 'vitest';
import type { Checkpoint, Topology } from '../../engine/index.ts';
import { CheckpointTaker, LARGE_RUN_NODES, snapshotStalls } from './checkpointTaker.ts';
import { Checkpoints } from './checkpoints.ts';
import type { PageRunHost } from './pageRunHost.ts';
import type { SimRuntime } from './runtimeApi.ts';

const runtime = (host: SimRuntime['host'], handover?: SimRuntime['handover']) => {
  let snapshots = 0;
  const rt = {
    host,
    handover,
    nowUs: () => 0,
    snapshot: () => {
      snapshots++;
      return Promise.resolve({} as Checkpoint);
    },
  } as unknown as SimRuntime;
  return { rt, snapshots: () => snapshots };
};

const hostOf = (nodes: number): Pick<PageRunHost, 'afterPaint' | 'spec'> => ({
  spec: () => ({
    topology: { nodes: new Array(nodes).fill({}) } as unknown as Topology,
    config: {} as never,
    seed: 1,
  }),
});
const mark = () => ({ bus: { published: 0, marks: new Map() }, commandCount: 0 });

describe('snapshotStalls', () => {
  it('holds only a large cluster still in-process while its workers start', () => {
    expect(snapshotStalls({ host: 'in-process', handover: 'pending' }, LARGE_RUN_NODES)).toBe(true);
    expect(snapshotStalls({ host: 'in-process', handover: 'pending' }, LARGE_RUN_NODES - 1)).toBe(false);
    expect(snapshotStalls({ host: 'workers', handover: 'done' }, 1000)).toBe(false);
    // Staying in-process (asked for, or a failed handover): seeking back is worth the stall.
    expect(snapshotStalls({ host: 'in-process' }, 1000)).toBe(false);
    expect(snapshotStalls({ host: 'in-process', handover: 'failed' }, 1000)).toBe(false);
  });
});

describe('CheckpointTaker', () => {
  it('takes the first checkpoint of a small run in-process at once', async () => {
    const cps = new Checkpoints();
    const { rt, snapshots } = runtime('in-process', 'pending');
    await new CheckpointTaker(cps, Infinity, hostOf(27)).take(rt, () => true, mark);
    expect(snapshots()).toBe(1);
    expect(cps.times()).toEqual([0]);
  });

  it('leaves a large run without checkpoints until the workers take over', async () => {
    const cps = new Checkpoints();
    const taker = new CheckpointTaker(cps, Infinity, hostOf(1000));
    const pending = runtime('in-process', 'pending');
    await taker.take(pending.rt, () => true, mark);
    expect(pending.snapshots()).toBe(0);
    expect(cps.size).toBe(0);
    const workers = runtime('workers', 'done');
    await taker.take(workers.rt, () => true, mark);
    expect(workers.snapshots()).toBe(1);
    expect(cps.size).toBe(1);
  });

  it('counts what the last checkpoint cost after it was taken (in-process clones) against the budget', async () => {
    const cps = new Checkpoints();
    const taker = new CheckpointTaker(cps, 0.1, hostOf(27));
    let nowUs = 0;
    let deferredMs = 0;
    const rt = {
      host: 'in-process',
      nowUs: () => nowUs,
      snapshot: () => Promise.resolve({} as Checkpoint),
      deferredSnapshotMs: () => deferredMs,
    } as unknown as SimRuntime;
    await taker.take(rt, () => true, mark);
    expect(cps.size).toBe(1);
    // Due a virtual second later, and the budget would allow it (a snapshot's own cost is ~µs, 10 %
    // of 20 ms is 2 ms), but the first one's clones took a wall hour after it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    nowUs = 1_000_000;
    deferredMs = 3_600_000;
    await taker.take(rt, () => true, mark);
    expect(cps.size).toBe(1);
  });
});
