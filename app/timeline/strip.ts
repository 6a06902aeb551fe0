/** Geometry of the strip under the scrubber's track: marks on top, one line per other branch below. */

/** Height of the marks (bands and ticks) above the branch lines, and the spacing between branch lines (px). */
export const BRANCH_TOP_PX = 14;
export const BRANCH_GAP_PX = 4;

/** Height the strip needs for `n` branch lines. */
export const stripHeightPx = (n: number) => (n === 0 ? 10 : BRANCH_TOP_PX + BRANCH_GAP_PX * (n - 1) + 2);
