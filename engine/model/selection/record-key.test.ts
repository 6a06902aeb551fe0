import { describe, expect, it } from 'vitest';
import { parseTabletId, recordHash, recordInput64 } from './record-key.ts';

describe('recordHash (docs/model.md "Worked examples", column hash32)', () => {
  it.each([
    ['72057594037927937', 1685942857],
    ['72075186224037888', 3454090331],
    ['72075186224037889', 3850231143],
    ['72075186224040026', 4294590296],
  ])('tablet %s', (id, want) => {
    expect(recordHash({ kind: 'tablet', tabletId: id })).toBe(want);
    expect(recordHash({ kind: 'tablet', tabletId: BigInt(id) })).toBe(want);
  });

  it('Board gpc+/Root/db: CityHash64 = 6332593740593949029, hash32 = 2017347012', () => {
    const key = { kind: 'path', path: 'gpc+/Root/db' } as const;
    expect(recordInput64(key)).toBe(6332593740593949029n);
    expect(recordHash(key)).toBe(2017347012);
  });

  it('SchemeBoard /Root: CityHash64 = 6295855503517040366, hash32 = 1168851004', () => {
    const key = { kind: 'path', path: '/Root' } as const;
    expect(recordInput64(key)).toBe(6295855503517040366n);
    expect(recordHash(key)).toBe(1168851004);
  });

  it('SchemeBoard PathId(72057594046678944, 1): Hash128to32 = 2718085707, hash32 = 416806899', () => {
    const key = { kind: 'pathId', ownerId: '72057594046678944', localPathId: 1n } as const;
    expect(recordInput64(key)).toBe(2718085707n);
    expect(recordHash(key)).toBe(416806899);
  });
});

describe('parseTabletId', () => {
  it('accepts 0 and 2^64 - 1', () => {
    expect(parseTabletId('0')).toBe(0n);
    expect(parseTabletId('18446744073709551615')).toBe(2n ** 64n - 1n);
    expect(parseTabletId(' 42 ')).toBe(42n);
    expect(parseTabletId('007')).toBe(7n);
  });

  it.each(['', '-1', '0x10', '1e5', '12a', '1 2', '18446744073709551616'])('rejects %j', (s) => {
    expect(() => parseTabletId(s)).toThrow(/invalid tablet id/);
  });

  it('rejects out-of-range bigints', () => {
    expect(() => parseTabletId(-1n)).toThrow(/out of range/);
    expect(() => parseTabletId(2n ** 64n)).toThrow(/out of range/);
  });
});
