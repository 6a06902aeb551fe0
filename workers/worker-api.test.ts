import { describe, expect, it } from 'vitest';
import { createWorkerApi } from './worker-api.ts';

type States = Parameters<ReturnType<typeof createWorkerApi>['restore']>[0];

describe('worker snapshot parts', () => {
  it('cut its node states into parts that put together give them all, in order', () => {
    const api = createWorkerApi();
    const states = Array.from({ length: 257 }, (_, i) => ({
      node: i + 1,
      tag: `n${i + 1}`,
    })) as unknown as States;
    api.restore(states);
    expect(api.snapshot()).toEqual(states);
    for (const parts of [2, 3, 7, 300]) {
      const joined = Array.from({ length: parts }, (_, i) => api.snapshot(i, parts)).flat();
      expect(joined).toEqual(states);
      expect(api.snapshot(0, parts).length).toBe(Math.ceil(257 / parts));
    }
  });
});
