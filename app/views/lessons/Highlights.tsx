/**
 * Rings drawn over the screen parts the open lesson step points at. The page's own elements are
 * left alone (React and d3 own them): an overlay reads their boxes a few times a second. A tab the
 * step points at is opened, once per step, by pressing it as a person would (the page keeps which
 * tab is open in its own view state).
 */
import { useEffect, useState } from 'react';
import { pagePart, pressTab } from '../common/pageParts.ts';

/** How often the boxes are re-read (ms): layout moves on resize, zoom and tab changes. */
const REFRESH_MS = 250;
/** On how many ticks after it appears a part is brought into view, even after the person scrolls. */
const SETTLE_TICKS = 3;

/** Where the page and every box around `el` are scrolled to, as one comparable string. */
function scrollSpot(el: Element): string {
  const at = [window.scrollX, window.scrollY];
  for (let p = el.parentElement; p; p = p.parentElement) at.push(p.scrollLeft, p.scrollTop);
  return at.join(',');
}

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
    const el = pagePart(id);
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
    // kept in view until anything else scrolls the page or a box around a part (the person's
    // wheel, keys, scrollbar or finger): from then on the scrolling is theirs.
    const left = new Map(all.map((id) => [id, SETTLE_TICKS]));
    const marks = new Map<string, string>();
    let personScrolls = false;
    // A tab is opened once, as a person would click it; a later tab the person picks stays theirs.
    const opened = new Set<string>();
    const tick = () => {
      const parts = all.flatMap((id) => {
        const el = pagePart(id);
        return el ? [{ id, el }] : [];
      });
      for (const { id, el } of parts) {
        const mark = marks.get(id);
        if (mark !== undefined && mark !== scrollSpot(el) && left.get(id) === 0) personScrolls = true;
      }
      for (const { id, el } of parts) {
        if (el.getAttribute('role') === 'tab' && !opened.has(id)) {
          opened.add(id);
          pressTab(el);
        }
        const n = left.get(id) ?? 0;
        if (n > 0 || !personScrolls) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        left.set(id, Math.max(0, n - 1));
      }
      // Read after every part moved: scrolling to one part may scroll a box another sits in.
      for (const { id, el } of parts) marks.set(id, scrollSpot(el));
      setFound((prev) => {
        const next = boxes(all);
        return same(prev, next) ? prev : next;
      });
    };
    tick();
    const timer = window.setInterval(tick, REFRESH_MS);
    return () => window.clearInterval(timer);
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
