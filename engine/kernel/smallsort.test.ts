import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortInPlace } from './smallsort.ts';

describe('sortInPlace', () => {
  it('orders any array exactly as a stable Array#sort does, short or long', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.nat()), { maxLength: 40 }), (xs) => {
        const byKey = (a: readonly [number, number], b: readonly [number, number]) => a[0] - b[0];
        const mine = sortInPlace([...xs], byKey);
        expect(mine).toEqual([...xs].sort(byKey));
      }),
    );
  });
});
