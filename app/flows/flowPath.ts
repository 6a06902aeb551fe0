/**
 * Where a message mark is: on a gentle quadratic curve from sender to receiver that bends to the
 * right of the direction of travel, so a request and its reply between the same two nodes travel
 * on two separate arcs. A message a node sends to itself loops over the node.
 */

/** Bend of the curve, as a fraction of the distance between the two ends. */
const BEND = 0.18;
/** Radius of the loop of a message a node sends to itself (screen px). */
const SELF_LOOP_PX = 13;

export interface Point {
  x: number;
  y: number;
}

/** Control point of the curve from (x0, y0) to (x1, y1). */
export function controlPoint(x0: number, y0: number, x1: number, y1: number, out: Point): Point {
  const dx = x1 - x0;
  const dy = y1 - y0;
  // The normal (dy, -dx) points to the right of travel on screen (y grows downwards).
  out.x = (x0 + x1) / 2 - dy * BEND;
  out.y = (y0 + y1) / 2 + dx * BEND;
  return out;
}

/** Point at progress p ∈ [0, 1] (screen coordinates in, screen coordinates out). */
export function pointAt(x0: number, y0: number, x1: number, y1: number, p: number, out: Point): Point {
  if (x0 === x1 && y0 === y1) {
    // Self message: a half circle above the node, left to right.
    const a = Math.PI * (1 + p);
    out.x = x0 + SELF_LOOP_PX * Math.cos(a);
    out.y = y0 - SELF_LOOP_PX * 0.6 + SELF_LOOP_PX * Math.sin(a);
    return out;
  }
  const dx = x1 - x0;
  const dy = y1 - y0;
  const cx = (x0 + x1) / 2 - dy * BEND;
  const cy = (y0 + y1) / 2 + dx * BEND;
  const q = 1 - p;
  out.x = q * q * x0 + 2 * q * p * cx + p * p * x1;
  out.y = q * q * y0 + 2 * q * p * cy + p * p * y1;
  return out;
}
