/**
 * Whether the page is laid out for phones (app/styles/narrow.css uses the same width): text that
 * CSS cannot shorten, such as a select's options, gets a shorter form there.
 */
import { useSyncExternalStore } from 'react';

/** The phone layout's media query; keep in step with app/styles/narrow.css. */
export const NARROW_QUERY = '(max-width: 720px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
