/**
 * Where the lesson panel sits on a wide screen: at the candidate spot that covers least of what
 * the step talks about (its highlighted parts, weighted most) and of the readouts a question is
 * checked against (the inspector's verdict, "Try it live"). Pure geometry, in viewport px.
 */

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Avoid {
  readonly box: Rect;
  /** How much covering one px of it costs (highlights weigh more than readouts). */
  readonly weight: number;
}

export function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Narrowest the panel is made to sit over the side column alone (px). */
const MIN_SIDE_WIDTH = 300;

/**
 * Candidate spots, in order of preference when they cost the same: the bottom and top of the
 * area between header and timeline, at its right, over the side column alone (narrowed to it when
 * the panel is wider, so at 1024 px a card at the right of the lower panel stays clear), at the
 * left edge of the side column (so the inspector stays clear) and at its left.
 */
export function candidates(
  size: { width: number; height: number },
  area: Rect,
  sideLeft: number | null,
): Rect[] {
  const areaRight = area.left + area.width;
  const xs: { left: number; width: number }[] = [{ left: areaRight - size.width, width: size.width }];
  if (sideLeft !== null) {
    const sideWidth = Math.min(size.width, areaRight - sideLeft);
    if (sideWidth >= MIN_SIDE_WIDTH && sideLeft !== areaRight - size.width)
      xs.push({ left: sideLeft, width: sideWidth });
    xs.push({ left: sideLeft - size.width - 8, width: size.width });
  }
  xs.push({ left: area.left, width: size.width });
  const bottom = area.top + area.height - size.height;
  const ys = [bottom, area.top];
  return ys.flatMap((top) =>
    xs
      .filter((x) => x.left >= area.left)
      .map((x) => ({ left: x.left, top: Math.max(area.top, top), width: x.width, height: size.height })),
  );
}

const costOf = (s: Rect, avoid: readonly Avoid[]) =>
  avoid.reduce((sum, a) => sum + a.weight * overlap(s, a.box), 0);

/** Spots this close (px) are the same spot. */
const SAME_PX = 2;

/**
 * Where the panel goes from `current`: it stays while its spot is still offered and no other spot
 * covers less, so a panel whose height changes as it moves does not flip between two spots
 * (it would move out from under the pointer that is about to press it).
 */
export function nextSpot(current: Rect | null, spots: readonly Rect[], avoid: readonly Avoid[]): Rect | null {
  const best = bestSpot(spots, avoid);
  if (!current || !best) return best;
  const same = spots.find(
    (s) => Math.abs(s.left - current.left) <= SAME_PX && Math.abs(s.top - current.top) <= SAME_PX,
  );
  if (!same) return best;
  return costOf(best, avoid) < costOf(same, avoid) ? best : same;
}

/** The candidate with the least weighted cover (the first such, by preference order). */
export function bestSpot(spots: readonly Rect[], avoid: readonly Avoid[]): Rect | null {
  let best: Rect | null = null;
  let bestCost = Infinity;
  for (const s of spots) {
    const cost = costOf(s, avoid);
    if (cost < bestCost) {
      best = s;
      bestCost = cost;
    }
  }
  return best;
}
