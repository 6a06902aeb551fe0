import { describe, expect, it } from 'vitest';
import { testTopology } from './testing/topology.ts';
import { DEFAULT_LATENCY, LatencyModel, lookaheadUs } from './latency.ts';
import { createRng } from './rng.ts';

// Node indices in testTopology(2, 2, 2): 0,1 = dc1-r1; 2,3 = dc1-r2; 4..7 = dc2.
describe('latency', () => {
  const m = new LatencyModel(testTopology(2, 2, 2));
  it('classifies distance by topology', () => {
    expect(m.distance(0, 0)).toBe('node');
    expect(m.distance(0, 1)).toBe('rack');
    expect(m.distance(0, 2)).toBe('dc');
    expect(m.distance(0, 5)).toBe('remote');
    expect([m.baseUs(0, 0), m.baseUs(0, 1), m.baseUs(0, 3), m.baseUs(7, 0)]).toEqual([50, 200, 500, 5000]);
  });
  it('jitters within ±10 % and never below the lookahead', () => {
    const rng = createRng(5);
    for (const [a, b, base] of [
      [0, 0, 50],
      [0, 1, 200],
      [0, 2, 500],
      [0, 4, 5000],
    ] as const) {
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = 0; i < 2000; i++) {
        const us = m.sampleUs(a, b, rng);
        lo = Math.min(lo, us);
        hi = Math.max(hi, us);
      }
      expect(lo).toBeGreaterThanOrEqual(Math.floor(base * 0.9));
      expect(hi).toBeLessThanOrEqual(Math.ceil(base * 1.1));
      expect(hi - lo).toBeGreaterThan(base * 0.15); // jitter is really applied
      expect(lo).toBeGreaterThanOrEqual(m.lookaheadUs);
    }
  });
  it('lookahead is the minimum possible latency; options are configurable', () => {
    expect(lookaheadUs(DEFAULT_LATENCY)).toBe(45);
    const fast = new LatencyModel(testTopology(1, 1, 2), { sameNodeUs: 10, jitterFraction: 0 });
    expect(fast.lookaheadUs).toBe(10);
    expect(fast.sampleUs(0, 0, createRng(1))).toBe(10);
    expect(fast.sampleUs(0, 1, createRng(1))).toBe(200);
  });
});
