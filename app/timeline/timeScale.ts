/**
 * The space-time diagram's time axis: a base scale over time relative to "now" (the last
 * WINDOW_US, plus a sliver of the future), rescaled by the d3-zoom transform, then shifted to
 * absolute virtual time. Because the zoom acts on relative time, a zoomed or panned view keeps
 * following the simulation.
 */
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { ZoomTransform } from 'd3-zoom';
import { GUTTER_PX } from './drawSpaceTime.ts';

/** Default window: 20 ms of virtual time (a few cross-DC round trips). */
export const WINDOW_US = 20_000;
/** Share of the window to the right of "now". */
export const AHEAD = 0.06;

export function timeScale(t: ZoomTransform, nowUs: number, width: number): ScaleLinear<number, number> {
  const base = scaleLinear()
    .domain([-WINDOW_US * (1 - AHEAD), WINDOW_US * AHEAD])
    .range([GUTTER_PX, Math.max(GUTTER_PX + 1, width - 4)]);
  const [a, b] = t.rescaleX(base).domain() as [number, number];
  // Nothing happened before 0: early in a run the window starts at 0 and "now" walks right.
  const shift = Math.max(0, -(nowUs + a));
  return scaleLinear()
    .domain([nowUs + a + shift, nowUs + b + shift])
    .range(base.range());
}

/** Screen x of "now" under the identity zoom: the point zoom buttons zoom around. */
export function nowAnchorX(width: number): number {
  return width - 4 - (width - 4 - GUTTER_PX) * AHEAD;
}
