/**
 * The observer fold kept up to date from the controller's trace for as long as the page lives, so
 * the Observers tab shows everything even when it was closed while things happened (the bounded
 * trace history alone would forget the start of a long run). Starts when app/mounts.ts imports it,
 * from `controller.traceHistory()` (anything already run), follows `controller.onTrace`, and
 * starts over on a reset (new cluster, seek back). React re-renders at most once per frame.
 */
import { useSyncExternalStore } from 'react';
import * as controller from '../../sim/controller.ts';
import { emptyObservers, foldObservers, type ObserverState } from './observerFold.ts';

let state: ObserverState | null = null;
const listeners = new Set<() => void>();
let frame = 0;

function notify(): void {
  if (frame !== 0) return;
  const run = () => {
    frame = 0;
    for (const l of listeners) l();
  };
  frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(run)
      : (setTimeout(run, 16) as unknown as number);
}

function start(): ObserverState {
  const initial = foldObservers(emptyObservers(), controller.traceHistory());
  controller.onTrace(
    (batch) => {
      const next = foldObservers(state ?? emptyObservers(), batch);
      if (next !== state) {
        state = next;
        notify();
      }
    },
    () => {
      state = emptyObservers();
      notify();
    },
  );
  return initial;
}

function current(): ObserverState {
  if (state === null) state = start();
  return state;
}

function subscribe(l: () => void): () => void {
  current();
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The observers as of the last trace batch (re-renders on change, at most once per frame). */
export function useObservers(): ObserverState {
  return useSyncExternalStore(subscribe, current);
}

// Start folding at once (app/mounts.ts imports this before the runtime attaches), not at first render.
current();
