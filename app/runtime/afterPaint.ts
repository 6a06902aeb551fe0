/** Waiting for the page to paint before a long main-thread task (a worker host's start, a first checkpoint). */

/** Most a hidden tab (no frames) delays what waits for a paint, in ms. */
const MAX_PAINT_WAIT_MS = 1000;

/** After the next frame is painted (a task queued from requestAnimationFrame runs after the paint). */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, MAX_PAINT_WAIT_MS);
  });

let appPainted: () => void = () => {};
/** Resolves once the app's first render has been committed and painted (FirstPaintMark). */
const appFirstPaint = new Promise<void>((resolve) => (appPainted = resolve));

/** Called by FirstPaintMark once the app's first render is on screen. */
export const markAppPainted = (): void => appPainted();

/**
 * Once the app's own first render is painted (the cluster drawn); at most MAX_PAINT_WAIT_MS when it
 * never comes (no DOM, a hidden tab). A frame alone is not enough when the run attaches before
 * React's first commit: the frame it waits for may paint the empty page, and what waits for it (the
 * worker host's start) then delays the cluster.
 */
export const afterAppPaint = (): Promise<void> =>
  Promise.race([appFirstPaint, new Promise<void>((r) => setTimeout(r, MAX_PAINT_WAIT_MS))]);
