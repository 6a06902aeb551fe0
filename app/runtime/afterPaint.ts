/** Waiting for the page to paint before a long main-thread task (a worker host's start, a first checkpoint). */

/** Most a hidden tab (no frames) delays what waits for a paint, in ms. */
const MAX_PAINT_WAIT_MS = 1000;

/** After the next frame is painted (a task queued from requestAnimationFrame runs after the paint). */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, MAX_PAINT_WAIT_MS);
  });
