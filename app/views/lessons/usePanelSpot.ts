/**
 * Keeps the lesson panel clear of what the step talks about (placement.ts). On a narrow screen
 * the panel is a bottom sheet instead (lessons.css): this hook then leaves it alone and tells the
 * page how tall the sheet is, so scrolling a part into view stops above it.
 */
import { useEffect, useState, type RefObject } from 'react';
import { candidates, nextSpot, type Avoid, type Rect } from './placement.ts';
import { pagePart } from '../common/pageParts.ts';

/** Below this width the panel is a bottom sheet (matches lessons.css). */
const SHEET_MAX_PX = 720;
/** How often the spot is re-read (ms): layout moves on resize, zoom and tab changes. */
const REFRESH_MS = 300;
const MARGIN = 12;
/** Room kept between a part scrolled into view and the sheet's top edge (px): the page scrolls by
 *  whole px, so a part aligned exactly to the edge may stay a fraction of a px under the sheet. */
const SHEET_ROOM_PX = 8;
/** Readouts a question is checked against: the inspector's verdict and "Try it live". */
const READOUTS = ['record-status', 'record-actions'];
/** A highlighted px costs ten readout px: the part the step talks about stays clear first (at
 *  1024 px the spot over the side column covers the verdict, and the one left of it a pile). */
const HIGHLIGHT_WEIGHT = 20;

/** A datacenter's clickable head stands for the whole datacenter the step talks about. */
const partOf = (el: Element): Element => (el.matches('.dc-head') ? (el.parentElement ?? el) : el);

const boxOf = (id: string): Rect | null => {
  const el = pagePart(id);
  const r = el ? partOf(el).getBoundingClientRect() : undefined;
  return r && r.width > 0 && r.height > 0 ? r : null;
};

/** The free area: below the header, above the timeline bar. */
function area(): Rect {
  const top = Math.max(MARGIN, (document.querySelector('.workspace')?.getBoundingClientRect().top ?? 0) + 4);
  const barTop = document.querySelector('.timeline-mount')?.getBoundingClientRect().top ?? window.innerHeight;
  const bottom = Math.min(window.innerHeight, barTop) - MARGIN;
  return { left: MARGIN, top, width: window.innerWidth - 2 * MARGIN, height: Math.max(0, bottom - top) };
}

export function usePanelSpot(ref: RefObject<HTMLElement | null>, ids: readonly string[]): Rect | null {
  const [spot, setSpot] = useState<Rect | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    const tick = () => {
      const el = ref.current;
      const sheet = window.innerWidth <= SHEET_MAX_PX;
      document.documentElement.style.setProperty(
        '--lesson-sheet-px',
        sheet && el ? `${Math.ceil(el.getBoundingClientRect().height) + SHEET_ROOM_PX}px` : '0px',
      );
      if (!el || sheet) return setSpot((s) => (s === null ? s : null));
      // Its own width (lessons.css, the embed's stylesheet), not the narrowed one this hook set.
      const narrowed = el.style.width;
      el.style.width = '';
      const size = { width: el.offsetWidth, height: el.offsetHeight };
      el.style.width = narrowed;
      const avoid: Avoid[] = [
        ...ids.flatMap((id) => {
          const box = boxOf(id);
          return box ? [{ box, weight: HIGHLIGHT_WEIGHT }] : [];
        }),
        ...READOUTS.flatMap((id) => {
          const box = boxOf(id);
          return box ? [{ box, weight: 2 }] : [];
        }),
      ];
      const side = document.querySelector('.col-side')?.getBoundingClientRect().left ?? null;
      const spots = candidates(size, area(), side);
      setSpot((s) => {
        const next = nextSpot(s, spots, avoid);
        return next &&
          s &&
          s.left === next.left &&
          s.top === next.top &&
          s.width === next.width &&
          s.height === next.height
          ? s
          : next;
      });
    };
    tick();
    const timer = window.setInterval(tick, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      document.documentElement.style.setProperty('--lesson-sheet-px', '0px');
    };
    // `key` stands for ids (a new array every render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ref]);
  return spot;
}
