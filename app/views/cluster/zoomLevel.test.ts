import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DC_SUMMARY_BELOW_SCALE,
  fitFont,
  MIN_READABLE_PX,
  RACK_NAME_CHARS,
  RACK_TILE_TEXT_W,
  SUMMARY_BELOW_SCALE,
  zoomLevel,
} from './zoomLevel.ts';

describe('zoomLevel', () => {
  it('goes datacenters → racks → nodes as the scale grows, never back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 4, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (k, dk) => {
          const order = ['dc', 'rack', 'node'];
          expect(order.indexOf(zoomLevel(k + dk))).toBeGreaterThanOrEqual(order.indexOf(zoomLevel(k)));
        },
      ),
    );
    expect(zoomLevel(0.2)).toBe('dc'); // ydb-1000 fitted into 1440 × 900
    expect(zoomLevel(0.29)).toBe('rack'); // single-dc-256 fitted into 1024 × 768
    expect(zoomLevel(0.46)).toBe('rack'); // single-dc-256 fitted into 1440 × 900
    expect(zoomLevel(SUMMARY_BELOW_SCALE)).toBe('node');
  });

  it('leaves rack tiles exactly where their names get smaller than readable on screen', () => {
    const screenPx = (k: number) => fitFont(13, k, RACK_TILE_TEXT_W, RACK_NAME_CHARS) * k;
    expect(screenPx(DC_SUMMARY_BELOW_SCALE)).toBeCloseTo(MIN_READABLE_PX, 6);
    expect(screenPx(DC_SUMMARY_BELOW_SCALE * 0.95)).toBeLessThan(MIN_READABLE_PX);
    expect(DC_SUMMARY_BELOW_SCALE).toBeGreaterThan(0.25);
    expect(DC_SUMMARY_BELOW_SCALE).toBeLessThan(0.29);
  });
});

describe('fitFont', () => {
  it('is the screen size divided by the scale, unless the text would overflow its width', () => {
    expect(fitFont(13, 0.5, 1000, 5)).toBe(26);
    expect(fitFont(13, 0.1, 62, 10)).toBeCloseTo(10); // 10 chars × 0.62 em fill 62 px at 10 px
  });
});
