import { describe, expect, it } from 'vitest';
import { deepClone } from './clone.ts';
import { createRng, deriveSeed, nextFloat, nextU32 } from './rng.ts';

describe('rng', () => {
  it('same seed gives the same stream; state survives structuredClone', () => {
    const a = createRng(7);
    const b = createRng(7);
    for (let i = 0; i < 5; i++) nextU32(a);
    for (let i = 0; i < 5; i++) nextU32(b);
    const c = deepClone(a);
    const xs = [nextU32(a), nextU32(a), nextU32(a)];
    expect([nextU32(b), nextU32(b), nextU32(b)]).toEqual(xs);
    expect([nextU32(c), nextU32(c), nextU32(c)]).toEqual(xs);
  });
  it('floats are in [0, 1) and roughly uniform', () => {
    const r = createRng(123);
    let sum = 0;
    let lo = 1;
    let hi = 0;
    for (let i = 0; i < 20000; i++) {
      const x = nextFloat(r);
      lo = Math.min(lo, x);
      hi = Math.max(hi, x);
      sum += x;
    }
    expect(lo).toBeGreaterThanOrEqual(0);
    expect(hi).toBeLessThan(1);
    expect(sum / 20000).toBeGreaterThan(0.48);
    expect(sum / 20000).toBeLessThan(0.52);
  });
  it('derived seeds differ per node and per run seed', () => {
    const seeds = new Set<number>();
    for (let run = 0; run < 20; run++) for (let node = 0; node < 50; node++) seeds.add(deriveSeed(run, node));
    expect(seeds.size).toBe(1000);
    expect(nextU32(createRng(1))).not.toBe(nextU32(createRng(2)));
  });
});
