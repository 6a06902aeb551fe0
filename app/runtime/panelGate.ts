/**
 * When the panels beside and below the cluster view render. On a large cluster they wait until the
 * run is live: the first paint shows the zoomed-out cluster, the header and the timeline only, the
 * run is built and booted next, and the panels (a thousand-node inspector and ring view cost more
 * than the rest of the first render) come last, in a background render (views/common/Late.tsx).
 * Elsewhere they render with the page, as before.
 */

let gate: Promise<void> | null = null;

/** Holds the panels until `until` settles (main.tsx: the large run's attach after the first paint). */
export function holdPanelsUntil(until: Promise<unknown>): void {
  const held = until.then(
    () => undefined,
    () => undefined,
  );
  gate = held;
  void held.then(() => {
    if (gate === held) gate = null;
  });
}

/** Null when the panels may render now, else a promise that resolves when they may. */
export function panelsHeld(): Promise<void> | null {
  return gate;
}
