/**
 * Rings drawn over the screen parts the open lesson step points at. The page's own elements are
 * left alone (React and d3 own them): an overlay reads their boxes a few times a second. A tab the
 * step points at is opened, once per step, by pressing it as a person would (the page keeps which
 * tab is open in its own view state).
 */
import { useEffect, useState } from 'react';

/** How often the boxes are re-read (ms): layout moves on resize, zoom and tab changes. */
const REFRESH_MS = 250;
/** On how many ticks after it appears a part is brought into view, even after the person scrolls. */
const SETTLE_TICKS = 3;
/** Keys that scroll the page: pressing one hands the scrolling to the person. */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']);
/** Room between a part and its ring (px). */
const PAD = 4;

interface Box {
  readonly id: string;
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** The part of `el` its scrolling ancestors let show (a tab row scrolled away shows nothing). */
function visiblePart(el: Element): { top: number; left: number; width: number; height: number } | null {
  const r = el.getBoundingClientRect();
  let [top, left, bottom, right] = [r.top, r.left, r.bottom, r.right];
  for (let p = el.parentElement; p; p = p.parentElement) {
    const o = getComputedStyle(p);
    if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
    const c = p.getBoundingClientRect();
    [top, left, bottom, right] = [
      Math.max(top, c.top),
      Math.max(left, c.left),
      Math.min(bottom, c.bottom),
      Math.min(right, c.right),
    ];
  }
  return bottom - top > 0 && right - left > 0
    ? { top, left, width: right - left, height: bottom - top }
    : null;
}

function boxes(ids: readonly string[]): Box[] {
  return ids.flatMap((id) => {
    const el = document.querySelector(`[data-testid="${CSS.escape(id)}"]`);
    if (!el) return [];
    const r = visiblePart(el);
    if (!r) return [];
    return [
      { id, top: r.top - PAD, left: r.left - PAD, width: r.width + 2 * PAD, height: r.height + 2 * PAD },
    ];
  });
}

const same = (a: readonly Box[], b: readonly Box[]) =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i];
    return (
      y &&
      x.id === y.id &&
      x.top === y.top &&
      x.left === y.left &&
      x.width === y.width &&
      x.height === y.height
    );
  });

export function Highlights({ ids, target }: { ids: readonly string[]; target?: string | undefined }) {
  const [found, setFound] = useState<Box[]>([]);
  const key = [...ids, target ?? ''].join('|');
  useEffect(() => {
    const all = target === undefined ? ids : [...ids.filter((i) => i !== target), target];
    // Bring each part the step points at into view (a card below the fold of its panel, a row
    // further down a list); one may appear a tick later, when its tab opens. Parts above it, the
    // part itself and the phone's lesson sheet may still grow while the step plays on, so it is
    // kept in view until the person scrolls or presses outside the lesson: then it is theirs.
    const left = new Map(all.map((id) => [id, SETTLE_TICKS]));
    let personScrolls = false;
    const takeOver = () => {
      personScrolls = true;
    };
    const onKey = (e: KeyboardEvent) => {
      if (SCROLL_KEYS.has(e.key)) takeOver();
    };
    const onPointer = (e: PointerEvent) => {
      if (!(e.target instanceof Element && e.target.closest('.lesson-panel'))) takeOver();
    };
    window.addEventListener('wheel', takeOver, { passive: true });
    window.addEventListener('touchmove', takeOver, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    // A tab is opened once, as a person would click it; a later tab the person picks stays theirs.
    const opened = new Set<string>();
    const tick = () => {
      for (const [id, n] of left) {
        const el = document.querySelector(`[data-testid="${CSS.escape(id)}"]`);
        if (!el) continue;
        if (el instanceof HTMLElement && el.role === 'tab' && !opened.has(id)) {
          opened.add(id);
          if (el.ariaSelected !== 'true') el.click();
        }
        if (n > 0 || !personScrolls) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        left.set(id, Math.max(0, n - 1));
      }
      setFound((prev) => {
        const next = boxes(all);
        return same(prev, next) ? prev : next;
      });
    };
    tick();
    const timer = window.setInterval(tick, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('wheel', takeOver);
      window.removeEventListener('touchmove', takeOver);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
    // `key` stands for ids and target (new arrays every render)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <div className="lesson-highlights" aria-hidden="true">
      {found.map((b) => (
        <div
          key={b.id}
          className={`lesson-highlight${b.id === target ? ' lesson-target' : ''}`}
          data-testid={`lesson-highlight-${b.id}`}
          style={{ top: b.top, left: b.left, width: b.width, height: b.height }}
        />
      ))}
    </div>
  );
}
