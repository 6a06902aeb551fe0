import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../../engine/index.ts';
import { Checkpoints, type RunCheckpoint } from './checkpoints.ts';

const cp = (atUs: number): RunCheckpoint => ({
  atUs,
  engine: {} as Checkpoint,
  bus: { published: 0, marks: new Map() },
  commandCount: 0,
});

describe('checkpoints', () => {
  it('are due every interval and found by time', () => {
    const c = new Checkpoints(500, 8);
    expect(c.due(123)).toBe(true);
    c.add(cp(0));
    c.add(cp(500));
    expect(c.due(700)).toBe(false);
    expect(c.nextStopUs(700)).toBe(1000);
    expect(c.due(1000)).toBe(true);
    expect(c.nextStopUs(1200)).toBe(1700);
    expect(c.latestAt(499)?.atUs).toBe(0);
    expect(c.latestAt(500)?.atUs).toBe(500);
    const first = c.latestAt(0) as RunCheckpoint;
    c.dropAfter(first);
    expect(c.times()).toEqual([0]);
  });

  it('stay bounded, keep the start and the newest, and space out with age', () => {
    const c = new Checkpoints(1, 16);
    for (let t = 0; t <= 10_000; t++) c.add(cp(t));
    const times = c.times();
    expect(times).toHaveLength(16);
    expect(times[0]).toBe(0);
    expect(times.at(-1)).toBe(10_000);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    // Newer checkpoints are denser: the gaps shrink towards now (within a factor of two).
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeLessThanOrEqual(2 * (gaps[i - 1] as number));
    expect(gaps.at(-1)).toBeLessThan(gaps[0] as number);
    expect(Math.max(...gaps)).toBeLessThan(10_000 / 2);
  });
});
