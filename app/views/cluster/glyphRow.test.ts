import { describe, expect, it } from 'vitest';
import { GLYPH } from './svgHelpers.ts';
import { glyphRow } from './glyphRow.ts';

const labelEnd = (label: string) => 7 + label.length * 8.2;

describe('replica glyph row', () => {
  it('keeps the spacing when the glyphs fit beside the name', () => {
    expect(glyphRow(3, 'n4', 104)).toEqual({ x0: 104 - 6 - 3 * GLYPH - 6 + GLYPH / 2, step: GLYPH + 3 });
  });

  it('never covers the name when a reconfiguration adds a new group’s glyph', () => {
    for (const label of ['n10', 'n27', 'n1008']) {
      const { x0 } = glyphRow(4, label, 104);
      expect(x0 - GLYPH / 2).toBeGreaterThanOrEqual(labelEnd(label));
    }
  });

  it('ends at the same right edge however many glyphs there are', () => {
    for (const n of [1, 2, 4, 6]) {
      const { x0, step } = glyphRow(n, 'n12', 104);
      expect(x0 + (n - 1) * step + GLYPH / 2).toBeCloseTo(104 - 6);
    }
  });
});
