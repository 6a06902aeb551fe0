/**
 * Where the flow legend goes: the first corner (or edge strip) of the view that does not cover
 * the cluster as drawn (content box × zoom), since a fitted cluster leaves its side margins empty
 * when tall and its top / bottom margins empty when wide. Sizes are estimates in CSS px.
 */
import type { ViewTransform } from '../model/layout.ts';

export type LegendPlace = {
  readonly layout: 'column' | 'row';
  readonly corner: 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right';
};

const COLUMN = { w: 160, h: 118 };
const ROW = { w: 640, h: 28 };
const MARGIN = 8;

const CANDIDATES: readonly LegendPlace[] = [
  { layout: 'column', corner: 'bottom-left' },
  { layout: 'column', corner: 'bottom-right' },
  { layout: 'column', corner: 'top-left' },
  { layout: 'column', corner: 'top-right' },
  { layout: 'row', corner: 'bottom-left' },
  { layout: 'row', corner: 'top-left' },
];

export function placeLegend(
  width: number,
  height: number,
  t: ViewTransform,
  content: { width: number; height: number },
): LegendPlace {
  const cx0 = t.x;
  const cy0 = t.y;
  const cx1 = t.x + content.width * t.k;
  const cy1 = t.y + content.height * t.k;
  for (const c of CANDIDATES) {
    const s = c.layout === 'column' ? COLUMN : ROW;
    const x0 = c.corner.endsWith('left') ? MARGIN : width - MARGIN - s.w;
    const y0 = c.corner.startsWith('top') ? MARGIN : height - MARGIN - s.h;
    const clear = x0 + s.w < cx0 || x0 > cx1 || y0 + s.h < cy0 || y0 > cy1;
    if (clear && x0 >= 0 && y0 >= 0) return c;
  }
  return CANDIDATES[0] as LegendPlace;
}
