import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlPoint, pointAt } from './flowPath.ts';

describe('flow path', () => {
  it('starts at the sender and ends at the receiver', () => {
    const p = { x: 0, y: 0 };
    expect(pointAt(10, 20, 110, 70, 0, p)).toEqual({ x: 10, y: 20 });
    expect(pointAt(10, 20, 110, 70, 1, p)).toEqual({ x: 110, y: 70 });
  });

  it('a request and its reply take different arcs (mirror images about the chord)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (x, y, d) => {
          // A zero-length chord is a message to self: the loop case below.
          fc.pre(x + d !== 0 || y !== 0);
          const a = controlPoint(0, 0, x + d, y, { x: 0, y: 0 });
          const b = controlPoint(x + d, y, 0, 0, { x: 0, y: 0 });
          // Same midpoint, opposite offsets.
          expect(a.x + b.x).toBeCloseTo(x + d);
          expect(a.y + b.y).toBeCloseTo(y);
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('a message to self loops over the node and comes back', () => {
    const p = { x: 0, y: 0 };
    const mid = pointAt(50, 50, 50, 50, 0.5, p);
    expect(mid.y).toBeLessThan(50);
    const end = pointAt(50, 50, 50, 50, 1, { x: 0, y: 0 });
    const start = pointAt(50, 50, 50, 50, 0, { x: 0, y: 0 });
    expect(end.y).toBeCloseTo(start.y);
  });
});
