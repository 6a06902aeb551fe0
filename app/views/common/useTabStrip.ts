import { useLayoutEffect, useRef } from 'react';

/**
 * A one-row tab strip that scrolls inside itself: keeps the active tab in sight when it changes
 * and marks the strip `data-more="true"` while tabs wait past its right edge (the CSS fades there).
 */
export function useTabStrip<T extends HTMLElement>(active: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = () => {
      el.dataset.more = String(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    };
    // Only the strip scrolls (scrollIntoView would scroll the page to a strip below the fold).
    const tab = el.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab) {
      const left = tab.offsetLeft - el.offsetLeft;
      if (left < el.scrollLeft) el.scrollLeft = left;
      else if (left + tab.offsetWidth > el.scrollLeft + el.clientWidth)
        el.scrollLeft = left + tab.offsetWidth - el.clientWidth;
    }
    mark();
    const ro = new ResizeObserver(mark);
    ro.observe(el);
    el.addEventListener('scroll', mark, { passive: true });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', mark);
    };
  }, [active]);
  return ref;
}
