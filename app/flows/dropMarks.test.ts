import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropMarksOf, type Drop } from './dropMarks.ts';

const drop = fc.record({
  from: fc.integer({ min: 1, max: 6 }),
  to: fc.integer({ min: 1, max: 6 }),
  x: fc.double({ min: 0, max: 500, noNaN: true }),
  y: fc.double({ min: 0, max: 500, noNaN: true }),
  age: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('drop marks', () => {
  it('one mark per link, counts summing to the drops', () => {
    fc.assert(
      fc.property(fc.array(drop, { maxLength: 200 }), (drops: Drop[]) => {
        const marks = dropMarksOf(drops);
        const links = new Set(drops.map((d) => `${d.from}>${d.to}`));
        expect(marks.length).toBe(links.size);
        expect(marks.reduce((n, m) => n + m.count, 0)).toBe(drops.length);
        for (const m of marks) {
          const mine = drops.filter((d) => d.from === m.from && d.to === m.to);
          // The mark stands where the link's newest drop is, as young as it.
          expect(m.age).toBe(Math.min(...mine.map((d) => d.age)));
          expect(mine.some((d) => d.x === m.x && d.y === m.y && d.age === m.age)).toBe(true);
        }
      }),
    );
  });

  it('dozens of drops on one link are one mark', () => {
    const drops = Array.from({ length: 40 }, (_, i) => ({ from: 3, to: 9, x: i, y: 0, age: 1 - i / 40 }));
    expect(dropMarksOf(drops)).toEqual([{ from: 3, to: 9, x: 39, y: 0, age: 1 - 39 / 40, count: 40 }]);
    expect(dropMarksOf([])).toEqual([]);
  });
});
