import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { selectRings } from '../selection/index.ts';
import { distinctRingSets } from './ringsets.ts';

const key = (rings: number[]) => [...new Set(rings)].sort((a, b) => a - b).join(',');

describe('distinctRingSets', () => {
  it('nto_select = rings gives the one set of every ring', () => {
    expect(distinctRingSets(9, 9)).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8]]);
  });

  it('contains the ring set of any hash, including hashes that wrap near 2^32', () => {
    for (const [total, nto] of [
      [8, 5],
      [9, 5],
      [13, 7],
    ] as const) {
      const sets = new Set(distinctRingSets(total, nto).map((s) => s.join(',')));
      fc.assert(
        fc.property(
          fc.oneof(fc.nat({ max: 2 ** 32 - 1 }), fc.integer({ min: 2 ** 32 - 2_000_000, max: 2 ** 32 - 1 })),
          (h) => sets.has(key(selectRings(h, total, nto))),
        ),
        { numRuns: 3000 },
      );
    }
  });

  it('finds the duplicate-ring sets of the legacy walker (9 rings, nto 5, tablet 72075186224040026)', () => {
    const legacy = distinctRingSets(9, 5, 'legacy');
    expect(legacy.some((s) => s.length < 5)).toBe(true);
    expect(distinctRingSets(9, 5, 'fixed').every((s) => s.length === 5)).toBe(true);
  });
});
