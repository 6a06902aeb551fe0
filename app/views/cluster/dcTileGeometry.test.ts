import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Box } from '../../viewmodel/layout.ts';
import { chipsShown, DC_TILE_PX, dcTileGeometry, rackGrid } from './dcTileGeometry.ts';

const inside = (a: Box, b: Box) =>
  a.x >= b.x - 1e-6 && a.y >= b.y - 1e-6 && a.x + a.w <= b.x + b.w + 1e-6 && a.y + a.h <= b.y + b.h + 1e-6;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('rackGrid', () => {
  it('places every rack once, inside the area, without overlaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 20, max: 3000, noNaN: true }),
        fc.double({ min: 20, max: 3000, noNaN: true }),
        (n, w, h) => {
          const area = { x: 10, y: 20, w, h };
          const cells = rackGrid(area, n, 200);
          expect(cells).toHaveLength(n);
          for (const c of cells) expect(inside(c, area)).toBe(true);
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++) expect(overlap(cells[i]!, cells[j]!)).toBe(false);
        },
      ),
    );
  });

  it('evens out the rows: 12 racks in a wide area as 2 × 6, not 9 + 3', () => {
    const cells = rackGrid({ x: 0, y: 0, w: 300, h: 90 }, 12, 30);
    expect(new Set(cells.map((c) => c.y)).size).toBe(2);
    expect(cells.filter((c) => c.y === 0)).toHaveLength(6);
  });

  it('draws nothing for no racks or no room', () => {
    expect(rackGrid({ x: 0, y: 0, w: 100, h: 100 }, 0, 30)).toEqual([]);
    expect(rackGrid({ x: 0, y: 0, w: 100, h: -5 }, 3, 30)).toEqual([]);
  });
});

describe('dcTileGeometry', () => {
  const dc = { x: 0, y: 0, w: 1522, h: 907 }; // a ydb-1000 datacenter, 12 racks in a row

  it('keeps its text at screen size at the scales it is used at', () => {
    for (const k of [0.2, 0.27]) {
      const g = dcTileGeometry(dc, k, 12, 2, 1);
      expect(g.u * k).toBeCloseTo(1);
      expect(g.head.h * k).toBeCloseTo(DC_TILE_PX.head - 3);
    }
    // Fitted into 1024 × 768 the tile is 198 × 119 screen px: a little short, text loses under 10%.
    expect(dcTileGeometry(dc, 0.13, 12, 2, 1).u * 0.13).toBeGreaterThan(0.9);
  });

  it('puts the rack cells inside the tile, under its text and ring chips', () => {
    for (const k of [0.13, 0.2, 0.27]) {
      const g = dcTileGeometry(dc, k, 12, 2, 1);
      expect(g.cells).toHaveLength(12);
      for (const c of g.cells) expect(inside(c, dc)).toBe(true);
      // The rack cells start under the text and the ring chips.
      expect(Math.min(...g.cells.map((c) => c.y))).toBeGreaterThan(g.chipRowY[0]! + DC_TILE_PX.chip * g.u);
    }
  });

  it('shrinks everything alike when the tile is too small on screen for it', () => {
    const g = dcTileGeometry(dc, 0.05, 12, 2, 3); // 76 × 45 screen px
    expect(g.u * 0.05).toBeLessThan(1);
    for (const c of g.cells) expect(inside(c, dc)).toBe(true);
  });
});

describe('chipsShown', () => {
  it('shows every chip that fits, keeping a place for "+N" when some do not', () => {
    expect(chipsShown(3, 100, 20)).toBe(3);
    expect(chipsShown(9, 100, 20)).toBe(4);
    expect(chipsShown(9, 10, 20)).toBe(0);
  });
});

describe('dcTileGeometry on a wide, low datacenter', () => {
  const dc = { x: 0, y: 0, w: 1280, h: 300 }; // 10 racks of 8 nodes in a row ('large')

  it('puts the rack cells beside the text when stacking them would shrink the text', () => {
    const k = 0.26; // 333 × 78 screen px
    const g = dcTileGeometry(dc, k, 10, 2, 1);
    expect(g.u * k).toBeGreaterThan(0.8);
    expect(Math.min(...g.cells.map((c) => c.x))).toBeGreaterThanOrEqual(g.textW);
    for (const c of g.cells) expect(inside(c, dc)).toBe(true);
    expect(g.cells[0]!.w * k).toBeGreaterThanOrEqual(12);
  });

  it('keeps them under the text when there is height enough', () => {
    const g = dcTileGeometry(dc, 0.6, 10, 2, 1);
    expect(g.u * 0.6).toBeCloseTo(1);
    expect(g.cells[0]!.x).toBeLessThan(g.textW);
  });
});
