/**
 * The laptop width: at or below it the header takes two rows (fit.css), the headroom readout folds
 * to its worst sentence (analysis.css) and the timeline bar narrows and shortens its texts
 * (timeline.css, useCompactBar.ts) — one step, so a page is never half laptop and half wide. A
 * media query cannot read a constant, so scripts/laptop-breakpoint.test.ts checks each of those blocks says it.
 */
export const LAPTOP_MAX_PX = 1200;

/** The laptop width as a media query, for layout that CSS cannot do (a select's options). */
export const LAPTOP_QUERY = `(max-width: ${LAPTOP_MAX_PX}px)`;
