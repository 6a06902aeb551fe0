/**
 * Where each network fault's label sits on its curve. Curves between far-apart places all bow up to
 * the top of the view, so their apexes share one line and labels placed there would cover each
 * other: each label takes the first spot along its own curve (apex first, then outwards) that does
 * not overlap a label already placed.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A quadratic curve p → q with control point c, and the label's size on it. */
export interface LabelledCurve {
  readonly p: Point;
  readonly c: Point;
  readonly q: Point;
  readonly width: number;
  readonly height: number;
}

/** Curve parameters tried in order: the apex, then alternately towards each end. */
const SPOTS = [0.5, 0.38, 0.62, 0.28, 0.72, 0.2, 0.8] as const;
const GAP_PX = 3;

export function curvePoint({ p, c, q }: LabelledCurve, t: number): Point {
  const u = 1 - t;
  return { x: u * u * p.x + 2 * u * t * c.x + t * t * q.x, y: u * u * p.y + 2 * u * t * c.y + t * t * q.y };
}

interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const rectAt = (at: Point, w: number, h: number): Rect => ({
  x0: at.x - w / 2 - GAP_PX,
  y0: at.y - h / 2 - GAP_PX,
  x1: at.x + w / 2 + GAP_PX,
  y1: at.y + h / 2 + GAP_PX,
});

const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Label centres, one per curve, in order. A label with no free spot on its curve is stacked below
 * its apex, one label height at a time, until it is clear (at most one step per label placed).
 */
export function placeLabels(curves: readonly LabelledCurve[]): Point[] {
  const placed: Rect[] = [];
  const free = (at: Point, c: LabelledCurve) => {
    const r = rectAt(at, c.width, c.height);
    return !placed.some((o) => overlaps(o, r));
  };
  return curves.map((curve) => {
    let best = SPOTS.map((t) => curvePoint(curve, t)).find((at) => free(at, curve));
    if (best === undefined) {
      const apex = curvePoint(curve, 0.5);
      best = apex;
      for (let k = 1; k <= placed.length && !free(best, curve); k++)
        best = { x: apex.x, y: apex.y + k * (curve.height + 2 * GAP_PX) };
    }
    placed.push(rectAt(best, curve.width, curve.height));
    return best;
  });
}
