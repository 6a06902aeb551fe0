/**
 * Where the space-time diagram opens: on the last messages, not on an empty stretch. When nothing
 * was in flight during the last window before "now" (a paused run long after its last exchange),
 * the view is panned back so the latest message ends just left of the "now" marker.
 */
import { zoomIdentity, type ZoomTransform } from 'd3-zoom';
import type { MessageTable } from '../flows/messageTable.ts';
import { GUTTER_PX } from './drawSpaceTime.ts';
import { AHEAD, WINDOW_US } from './timeScale.ts';

/** How far back (µs) the latest message activity lies behind the default window; 0 if in view or none. */
export function quietBeforeNowUs(table: MessageTable, nowUs: number): number {
  const from = nowUs - WINDOW_US * (1 - AHEAD);
  let last = -Infinity;
  for (let row = table.tail; row < table.head; row++) {
    const s = table.slot(row);
    if ((table.sentAt[s] as number) > nowUs) continue;
    const end = table.endAt[s] as number;
    if (end >= from) return 0;
    last = Math.max(last, end);
  }
  return last === -Infinity ? 0 : nowUs - last;
}

/** The zoom transform that puts activity `backUs` behind now (plus a margin) at the "now" anchor. */
export function openingTransform(backUs: number, width: number): ZoomTransform {
  if (backUs <= 0) return zoomIdentity;
  const pxPerUs = (Math.max(GUTTER_PX + 1, width - 4) - GUTTER_PX) / WINDOW_US;
  const marginUs = WINDOW_US * 0.1;
  return zoomIdentity.translate((backUs - marginUs) * pxPerUs, 0);
}
