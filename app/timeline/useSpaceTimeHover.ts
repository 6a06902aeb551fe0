/**
 * Pointer over the space-time diagram: the nearest arrow within a few pixels (tooltip: kind,
 * sender → receiver, send and delivery times; the sender lights up in the cluster view), else the
 * lane under the pointer (its node or rack lights up). Computed on pointer moves only.
 */
import type { ZoomTransform } from 'd3-zoom';
import type { PointerEvent, RefObject } from 'react';
import { DROPPED } from '../flows/messageTable.ts';
import { messageTable } from '../runtime/page.ts';
import { appStore } from '../store/index.ts';
import { AXIS_PX, GUTTER_PX, LOOKBACK_US } from './drawSpaceTime.ts';
import type { Lanes } from './lanes.ts';
import { formatShortDuration } from '../i18n/format.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import { timeScale } from './timeScale.ts';

export interface SpaceTimeView {
  width: number;
  height: number;
  laneH: number;
  lanes: Lanes;
  dirty: boolean;
}

export interface HoverInfo {
  readonly x: number;
  readonly y: number;
  readonly lines: readonly string[];
}

const PICK_PX = 5;

function segDist(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const u = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l2));
  return Math.hypot(px - (ax + u * dx), py - (ay + u * dy));
}

export function useSpaceTimeHover(
  view: RefObject<SpaceTimeView>,
  zoomT: RefObject<ZoomTransform>,
  setInfo: (i: HoverInfo | null) => void,
) {
  const tt = useT('timeline');
  const lang = useLanguage();
  const dur = (us: number) => formatShortDuration(lang, us);
  const move = (ev: PointerEvent<HTMLCanvasElement>) => {
    if (ev.buttons !== 0) return; // panning
    const r = ev.currentTarget.getBoundingClientRect();
    const px = ev.clientX - r.left;
    const py = ev.clientY - r.top;
    const v = view.current;
    const s = appStore.getState();
    const now = s.timeUs;
    const x = timeScale(zoomT.current, now, v.width);
    const laneY = (i: number) => AXIS_PX + (i + 0.5) * v.laneH;
    const table = messageTable;
    const t = x.invert(px);
    let best = -1;
    let bestD = PICK_PX;
    if (px > GUTTER_PX) {
      for (let row = table.lowerBound(t - LOOKBACK_US); row < table.head; row++) {
        const sl = table.slot(row);
        const sent = table.sentAt[sl] as number;
        if (sent > t + 1000 || sent > now) continue;
        const a = v.lanes.laneOf[table.from[sl] as number] ?? -1;
        const b = v.lanes.laneOf[table.to[sl] as number] ?? -1;
        if (b < 0) continue;
        const deliver = table.deliverAt[sl] as number;
        const end = Math.min(table.endAt[sl] as number, now);
        const y1 = laneY(b);
        const y0 = a < 0 ? y1 - v.laneH * 0.8 : laneY(a);
        const p = Math.min(1, (end - sent) / Math.max(1, deliver - sent));
        const d = segDist(px, py, x(sent), y0, x(end), y0 + (y1 - y0) * p);
        if (d < bestD) {
          bestD = d;
          best = sl;
        }
      }
    }
    if (best >= 0) {
      const from = table.from[best] as number;
      const to = table.to[best] as number;
      const sent = table.sentAt[best] as number;
      const dropped = table.status[best] === DROPPED;
      s.setHover(from > 0 ? { kind: 'node', id: from } : { kind: 'node', id: to });
      setInfo({
        x: px,
        y: py,
        lines: [
          `${table.kinds[table.kind[best] as number] ?? '?'}  ${from > 0 ? `n${from}` : tt('st.user')} → n${to}`,
          dropped
            ? tt('st.sentDropped', { sent: dur(sent), at: dur(table.endAt[best] as number) })
            : tt('st.sentArrives', { sent: dur(sent), at: dur(table.deliverAt[best] as number) }),
        ],
      });
      return;
    }
    const lane = v.lanes.lanes[Math.floor((py - AXIS_PX) / v.laneH)];
    setInfo(null);
    if (!lane) return s.setHover(null);
    s.setHover(
      lane.kind === 'node'
        ? { kind: 'node', id: lane.target as number }
        : { kind: 'rack', id: lane.target as string },
    );
  };
  const leave = () => {
    setInfo(null);
    appStore.getState().setHover(null);
  };
  return { move, leave };
}
