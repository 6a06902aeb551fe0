import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { curvePoint, placeLabels, type LabelledCurve } from './labelPlacement.ts';

const curve = (px: number, qx: number, width = 60): LabelledCurve => ({
  p: { x: px, y: 100 },
  c: { x: (px + qx) / 2, y: 0 },
  q: { x: qx, y: 100 },
  width,
  height: 20,
});

const apart = (a: { x: number; y: number }, b: { x: number; y: number }, w: number, h: number) =>
  Math.abs(a.x - b.x) >= w || Math.abs(a.y - b.y) >= h;

describe('network label placement', () => {
  it('puts a lone label at the apex of its curve', () => {
    const c = curve(0, 200);
    expect(placeLabels([c])).toEqual([curvePoint(c, 0.5)]);
  });

  it('moves a label off a label already sitting at the same apex', () => {
    const [a, b] = placeLabels([curve(0, 400), curve(100, 300)]);
    expect(a).toEqual(curvePoint(curve(0, 400), 0.5));
    expect(apart(a!, b!, 60, 20)).toBe(true);
    // On a wide enough curve it slides along the curve rather than off it.
    const [, c] = placeLabels([curve(0, 400), curve(-200, 600)]);
    expect(c!.y).toBeLessThan(100);
    expect(Math.abs(c!.x - 200)).toBeGreaterThanOrEqual(60);
  });

  it('never lets two labels overlap, however the curves crowd', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 480 }), { minLength: 2, maxLength: 8 }), (offsets) => {
        // Curves centred on x = 500: all apexes coincide; narrow ones leave no free spot on the curve.
        const curves = offsets.map((o) => curve(o, 1000 - o, 50));
        const at = placeLabels(curves);
        for (let i = 0; i < at.length; i++)
          for (let j = i + 1; j < at.length; j++) expect(apart(at[i]!, at[j]!, 50, 20)).toBe(true);
      }),
    );
  });
});
