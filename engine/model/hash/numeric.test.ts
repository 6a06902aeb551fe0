import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combineHashes, combineHashes64, intHash32, intHash64 } from './numeric.ts';

// Reference: the C code of util/digest/numeric.h, transcribed on bigint with explicit ui32 wrap.
function intHash32Ref(k: number): number {
  const m = 0xffffffffn;
  let x = BigInt(k >>> 0);
  x = (x + (~(x << 15n) & m)) & m;
  x ^= x >> 10n;
  x = (x + (x << 3n)) & m;
  x ^= x >> 6n;
  x = (x + (~(x << 11n) & m)) & m;
  x ^= x >> 16n;
  return Number(x);
}

describe('intHash32 / combineHashes', () => {
  it('agrees with a bigint transcription of IntHashImpl(ui32)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (k) => {
        expect(intHash32(k)).toBe(intHash32Ref(k));
      }),
      { numRuns: 2000 },
    );
  });

  it('is a bijection-like mixer: small inputs give distinct, unsigned outputs', () => {
    const seen = new Set<number>();
    for (let k = 0; k < 1000; k++) {
      const h = intHash32(k);
      expect(h).toBeGreaterThanOrEqual(0);
      seen.add(h);
    }
    expect(seen.size).toBe(1000);
  });

  it('combineHashes(l, r) = intHash32(l) ^ r, unsigned', () => {
    expect(combineHashes(0x647d7249, 953297385)).toBe((intHash32(0x647d7249) ^ 953297385) >>> 0);
    expect(combineHashes(0, 0)).toBe(intHash32(0));
  });
});

describe('intHash64', () => {
  it('stays within 64 bits and mixes', () => {
    const a = intHash64(1n);
    const b = intHash64(2n);
    expect(a).not.toBe(b);
    expect(a < 2n ** 64n && a >= 0n).toBe(true);
    expect(combineHashes64(1n, 5n)).toBe(a ^ 5n);
  });
});
