import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlotFigures } from '../../workers/pool.ts';
import { compactNodes, MAX_NODES_LISTED, poolStats, type PoolView } from './workerStats.ts';

const slot = (nodes: number[], over: Partial<SlotFigures> = {}): SlotFigures => ({
  nodes,
  running: nodes.length,
  requests: 0,
  steps: 0,
  dead: null,
  ...over,
});

function fakePool(slots: SlotFigures[], heap: (number | null)[] | Error): PoolView {
  return {
    calls: 42,
    startupMs: 1234.5,
    figures: () => slots,
    memory: () => (heap instanceof Error ? Promise.reject(heap) : Promise.resolve(heap)),
  };
}

describe('compactNodes', () => {
  it('lists a short list whole and a long one as its head, "…" and its last id', () => {
    expect(compactNodes([5])).toEqual({ count: 1, head: [5], last: null });
    expect(compactNodes([1, 3, 5, 7])).toEqual({ count: 4, head: [1, 3, 5, 7], last: null });
    const pooled = Array.from({ length: 504 }, (_, i) => 1 + 2 * i);
    expect(compactNodes(pooled)).toEqual({ count: 504, head: [1, 3, 5], last: 1007 });
  });

  it('keeps the count, the first ids in order and the last id of any list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 40 }), (ids) => {
        const c = compactNodes(ids);
        expect(c.count).toBe(ids.length);
        expect(c.head).toEqual(ids.slice(0, c.head.length));
        expect(c.head.length).toBeLessThanOrEqual(MAX_NODES_LISTED + 1);
        const shown = c.last === null ? c.head : [...c.head, c.last];
        expect(shown.at(-1)).toBe(ids.at(-1));
        expect(c.last === null).toBe(ids.length <= MAX_NODES_LISTED + 1);
      }),
    );
  });
});

describe('poolStats', () => {
  it('shapes a pooled pool: per-slot counts, heap only for live workers, a dead worker and why', async () => {
    const slots = [
      slot([1, 4, 7, 10, 13], { requests: 9, steps: 30, running: 4 }),
      slot([2, 5, 8, 11], { requests: 7, steps: 21, dead: 'error: out of memory', running: 0 }),
      slot([3, 6, 9, 12], { requests: 8, steps: 24 }),
    ];
    const s = await poolStats(fakePool(slots, [10 << 20, 20 << 20, null]));
    expect(s.dedicated).toBe(false);
    expect([s.minNodes, s.maxNodes]).toEqual([4, 5]);
    expect([s.rounds, s.startupMs]).toEqual([42, 1234.5]);
    expect(s.workers.map((w) => [w.slot, w.nodes.count, w.running, w.requests, w.steps])).toEqual([
      [0, 5, 4, 9, 30],
      [1, 4, 0, 7, 21],
      [2, 4, 4, 8, 24],
    ]);
    expect(s.workers.map((w) => w.heapBytes)).toEqual([10 << 20, null, null]);
    expect(s.workers.map((w) => w.dead)).toEqual([null, 'error: out of memory', null]);
    expect(s.workers[0]?.nodes).toEqual({ count: 5, head: [1, 4, 7], last: 13 });
  });

  it('calls one node per worker dedicated, and a failed memory call leaves every heap unreported', async () => {
    const s = await poolStats(fakePool([slot([1]), slot([2]), slot([3])], new Error('worker died')));
    expect(s.dedicated).toBe(true);
    expect([s.minNodes, s.maxNodes]).toEqual([1, 1]);
    expect(s.workers.map((w) => w.heapBytes)).toEqual([null, null, null]);
  });
});
