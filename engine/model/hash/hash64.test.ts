import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hash128to32, hash64to32, hash64to32Parts, splitU64 } from './hash64.ts';

describe('hash64to32', () => {
  it('matches the hand check for tablet 72057594037927937 (docs/model.md "Worked examples")', () => {
    // sum = 0x647D724934CD330E, so the top 32 bits are 0x647D7249.
    expect(hash64to32(72057594037927937n)).toBe(0x647d7249);
    expect(hash64to32Parts(0x01000000, 1)).toBe(0x647d7249);
  });

  it('reproduces the tablet rows of the docs/model.md "Worked examples" table', () => {
    expect(hash64to32(72075186224037888n)).toBe(3454090331);
    expect(hash64to32(72075186224037889n)).toBe(3850231143);
    expect(hash64to32(72075186224040026n)).toBe(4294590296);
  });

  it('hashes zero to the top half of the additive constant', () => {
    expect(hash64to32(0n)).toBe(0x0f530cad);
    expect(hash64to32Parts(0, 0)).toBe(0x0f530cad);
  });

  it('returns unsigned 32-bit numbers', () => {
    const h = hash64to32Parts(0xffffffff, 0xffffffff);
    expect(h).toBe(hash64to32(0xffffffffffffffffn));
    expect(h).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(h) && h < 2 ** 32).toBe(true);
  });

  it('bigint-free variant equals the bigint one (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (x) => {
        const { hi, lo } = splitU64(x);
        expect(hash64to32Parts(hi, lo)).toBe(hash64to32(x));
      }),
      { numRuns: 5000 },
    );
  });

  it('bigint-free variant equals the bigint one near limb boundaries', () => {
    const edges = [0, 1, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xfffeffff, 0xffffffff];
    for (const hi of edges) {
      for (const lo of edges) {
        expect(hash64to32Parts(hi, lo)).toBe(hash64to32((BigInt(hi) << 32n) | BigInt(lo)));
      }
    }
  });
});

describe('hash128to32', () => {
  it('gives 2718085707 for PathId(72057594046678944, 1) (docs/model.md "Worked examples")', () => {
    expect(hash128to32(72057594046678944n, 1n)).toBe(2718085707);
  });

  it('is not symmetric in its arguments', () => {
    expect(hash128to32(1n, 72057594046678944n)).not.toBe(hash128to32(72057594046678944n, 1n));
  });
});
