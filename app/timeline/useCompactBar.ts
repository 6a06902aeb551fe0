/**
 * Whether the timeline bar is short of room (laptops and phones; timeline.css narrows the bar at
 * the same width): text that CSS cannot shorten, such as a select's options, gets its short form.
 */
import { useSyncExternalStore } from 'react';

/** Keep in step with the `max-width: 1200px` block of timeline.css. */
const COMPACT_BAR_QUERY = '(max-width: 1200px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_BAR_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

export function useCompactBar(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
