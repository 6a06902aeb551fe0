import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WALKER_PRIMES, walkerDelta } from './primes.ts';
import { selectRings, selectRingsInto, walkSteps } from './walker.ts';

describe('prime table (statestorage_ringwalker.h)', () => {
  it('has 128 distinct primes from 104743 to 106823', () => {
    expect(WALKER_PRIMES.length).toBe(128);
    expect(new Set(WALKER_PRIMES).size).toBe(128);
    expect(Math.min(...WALKER_PRIMES)).toBe(104743);
    expect(Math.max(...WALKER_PRIMES)).toBe(106823);
    const isPrime = (p: number): boolean => {
      for (let d = 2; d * d <= p; d++) if (p % d === 0) return false;
      return true;
    };
    expect([...WALKER_PRIMES].filter((p) => !isPrime(p))).toEqual([]);
  });

  it('picks delta = Primes[hash % 128] (row 1 of docs/model.md "Worked examples": %128 = 73 -> 105269)', () => {
    expect(walkerDelta(1685942857)).toBe(105269);
    expect(walkerDelta(4294590296)).toBe(104987);
  });
});

describe('selectRings', () => {
  it('nto == total selects every ring in order', () => {
    expect(selectRings(123456789, 9, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(selectRings(0xffffffff, 1, 1)).toEqual([0]);
  });

  it('walks the A values of the hand check (hash 0x647D7249, 9 rings)', () => {
    const steps = walkSteps(0x647d7249, 9, 5);
    expect(steps.map((s) => s.a)).toEqual([1686153395, 1686258664, 1686363933, 1686469202, 1686574471]);
    expect(steps.map((s) => s.ring)).toEqual([2, 7, 3, 8, 4]);
  });

  it('wrap case of Tablet72075186224040026Test: legacy [0,2,0,2,4], fixed [0,2,1,3,4]', () => {
    const hash = 4294590296;
    expect(selectRings(hash, 9, 5, 'legacy')).toEqual([0, 2, 0, 2, 4]);
    expect(selectRings(hash, 9, 5, 'fixed')).toEqual([0, 2, 1, 3, 4]);
    const steps = walkSteps(hash, 9, 5);
    expect(steps.map((s) => s.repeated)).toEqual([false, false, true, true, false]);
    expect(steps[2]?.probes).toEqual([1]);
    expect(steps[3]?.probes).toEqual([3]);
  });

  it('re-probes modulo nToSelect as YDB does, not modulo the ring count', () => {
    // Raw [7,4,5,6,7]: the repeated 7 probes (7+1)%5 = 3 (free). A %total probe would give 8.
    const hash = 4294757768;
    expect(selectRings(hash, 9, 5, 'legacy')).toEqual([7, 4, 5, 6, 7]);
    expect(selectRings(hash, 9, 5)).toEqual([7, 4, 5, 6, 3]);
    expect(walkSteps(hash, 9, 5)[4]?.probes).toEqual([3]);
  });

  it('rejects nto > total', () => {
    expect(() => selectRings(1, 3, 4)).toThrow(/ntoSelect/);
  });

  const shape = fc
    .integer({ min: 1, max: 40 })
    .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 1, max: total })));
  const hash = fc.oneof(
    fc.integer({ min: 0, max: 0xffffffff }),
    fc.integer({ min: 0xfff00000, max: 0xffffffff }),
  );

  it('fixed walker: exactly ntoSelect distinct rings, all in range (property)', () => {
    fc.assert(
      fc.property(hash, shape, (h, [total, nto]) => {
        const rings = selectRings(h, total, nto);
        expect(rings.length).toBe(nto);
        expect(new Set(rings).size).toBe(nto);
        for (const r of rings) expect(r >= 0 && r < total).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('fixed walker keeps every first occurrence of the raw walk (property)', () => {
    fc.assert(
      fc.property(hash, shape, (h, [total, nto]) => {
        const raw = selectRings(h, total, nto, 'legacy');
        const fixed = selectRings(h, total, nto, 'fixed');
        raw.forEach((r, i) => {
          if (raw.indexOf(r) === i) expect(fixed[i]).toBe(r);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('Into variant and explanation steps agree with selectRings (property)', () => {
    const out = new Int32Array(64);
    fc.assert(
      fc.property(hash, shape, fc.constantFrom('fixed' as const, 'legacy' as const), (h, [total, nto], w) => {
        const n = selectRingsInto(out, h, total, nto, w);
        const a = Array.from(out.subarray(0, n));
        expect(a).toEqual(selectRings(h, total, nto, w));
        if (nto < total) expect(walkSteps(h, total, nto, w).map((s) => s.ring)).toEqual(a);
      }),
      { numRuns: 1000 },
    );
  });
});
