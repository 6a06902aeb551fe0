/**
 * Whether the timeline bar is short of room (laptops and phones; timeline.css narrows the bar at
 * the same width, app/styles/breakpoints.ts): text that CSS cannot shorten, such as a select's options, gets its short form.
 */
import { useSyncExternalStore } from 'react';
import { LAPTOP_QUERY } from '../styles/breakpoints.ts';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(LAPTOP_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

export function useCompactBar(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
