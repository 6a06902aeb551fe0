/**
 * Writes an element's height into a CSS variable on the page root while it is mounted, so the rest
 * of the page can leave it room: on a phone the timeline is pinned to the bottom of the screen and
 * the page scrolls under it (narrow.css keeps the cluster and scrolled-to controls above it).
 */
import { useEffect, type RefObject } from 'react';

export function usePinnedHeight(ref: RefObject<HTMLElement | null>, variable: `--${string}`): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const write = () => root.setProperty(variable, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    write();
    const seen = new ResizeObserver(write);
    seen.observe(el);
    return () => {
      seen.disconnect();
      root.removeProperty(variable);
    };
  }, [ref, variable]);
}
