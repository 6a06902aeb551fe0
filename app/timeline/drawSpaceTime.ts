/**
 * Paints the space-time diagram: lanes (a row per node or rack), a time axis (d3-scale ticks), the
 * "now" line, and every message of the window as an arrow from (send time, sender's lane) to
 * (delivery time, receiver's lane) — partial while in flight, ending in ✕ where dropped. Arrows are
 * batched into one path per subsystem; when a lane is highlighted (hover here or in the cluster
 * view) other arrows are dimmed.
 */
import type { ScaleLinear } from 'd3-scale';
import { CODE_COLOUR, DROP_COLOR, FLOW_SUBSYSTEMS } from '../flows/flowPalette.ts';
import { DROPPED, SEND_ORDER_SLACK_US, type MessageTable } from '../flows/messageTable.ts';
import type { Lanes } from './lanes.ts';
import { formatShortDuration } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';

export const GUTTER_PX = 76;
export const AXIS_PX = 22;
/** Messages sent this long before the window may still cross it (longest plausible hop). */
export const LOOKBACK_US = 60_000;

export interface SpaceTimeFrame {
  readonly width: number;
  readonly laneH: number;
  readonly nowUs: number;
  /** Absolute virtual time → x. */
  readonly x: ScaleLinear<number, number>;
  /** Lane to emphasise (hovered), or -1. */
  readonly hot: number;
  /** Lanes whose nodes are all down. */
  readonly down: Uint8Array;
  /** Language of the axis labels. */
  readonly lang: Language;
}

const laneY = (f: SpaceTimeFrame, lane: number) => AXIS_PX + (lane + 0.5) * f.laneH;

export function drawSpaceTime(
  ctx: CanvasRenderingContext2D,
  table: MessageTable,
  lanes: Lanes,
  f: SpaceTimeFrame,
): number {
  const [t0, t1] = f.x.domain() as [number, number];
  drawLanes(ctx, lanes, f);
  drawAxis(ctx, f);
  ctx.save();
  ctx.beginPath();
  ctx.rect(GUTTER_PX, AXIS_PX, f.width - GUTTER_PX, lanes.lanes.length * f.laneH);
  ctx.clip();
  let drawn = 0;
  const start = table.lowerBound(t0 - LOOKBACK_US - SEND_ORDER_SLACK_US);
  const stop = Math.min(t1, f.nowUs);
  for (const pass of f.hot >= 0 ? [0, 1] : [1]) {
    for (let sub = 0; sub < FLOW_SUBSYSTEMS.length; sub++) {
      ctx.beginPath();
      const heads = new Path2D();
      for (let row = start; row < table.head; row++) {
        const s = table.slot(row);
        if ((table.sub[s] as number) !== sub) continue;
        const sent = table.sentAt[s] as number;
        if (sent > stop) continue;
        const end = table.endAt[s] as number;
        if (end < t0) continue;
        const a = lanes.laneOf[table.from[s] as number] ?? -1;
        const b = lanes.laneOf[table.to[s] as number] ?? -1;
        if (b < 0) continue;
        const hot = f.hot >= 0 && (a === f.hot || b === f.hot);
        if (f.hot >= 0 && (pass === 1) !== hot) continue;
        const deliver = table.deliverAt[s] as number;
        const visEnd = Math.min(end, f.nowUs);
        const p = Math.min(1, (visEnd - sent) / Math.max(1, deliver - sent));
        const y1 = laneY(f, b);
        const y0 = a < 0 ? y1 - f.laneH * 0.8 : laneY(f, a); // user commands come from just above
        const xa = f.x(sent);
        const xb = f.x(visEnd);
        const yb = y0 + (y1 - y0) * p;
        ctx.moveTo(xa, y0);
        ctx.lineTo(xb, yb);
        if (table.status[s] !== DROPPED && f.nowUs >= deliver && a !== b) arrowHead(heads, xa, y0, xb, yb);
        drawn++;
      }
      const color = CODE_COLOUR[sub] as string;
      ctx.globalAlpha = pass === 0 ? 0.18 : 0.85;
      ctx.strokeStyle = color;
      ctx.lineWidth = pass === 1 && f.hot >= 0 ? 1.6 : 1.1;
      ctx.stroke();
      ctx.fillStyle = color;
      ctx.fill(heads);
    }
  }
  ctx.globalAlpha = 1;
  drawDrops(ctx, table, lanes, f, start);
  ctx.restore();
  drawNow(ctx, lanes, f);
  return drawn;
}

function arrowHead(p: Path2D, xa: number, ya: number, xb: number, yb: number): void {
  const len = Math.hypot(xb - xa, yb - ya);
  if (len < 4) return;
  const ux = (xb - xa) / len;
  const uy = (yb - ya) / len;
  const s = 5;
  p.moveTo(xb, yb);
  p.lineTo(xb - ux * s - uy * s * 0.5, yb - uy * s + ux * s * 0.5);
  p.lineTo(xb - ux * s + uy * s * 0.5, yb - uy * s - ux * s * 0.5);
  p.closePath();
}

function drawDrops(
  ctx: CanvasRenderingContext2D,
  table: MessageTable,
  lanes: Lanes,
  f: SpaceTimeFrame,
  start: number,
): void {
  const [t0, t1] = f.x.domain() as [number, number];
  ctx.beginPath();
  for (let row = start; row < table.head; row++) {
    const s = table.slot(row);
    if (table.status[s] !== DROPPED) continue;
    const end = table.endAt[s] as number;
    if (end < t0 || end > t1 || end > f.nowUs) continue;
    const a = lanes.laneOf[table.from[s] as number] ?? -1;
    const b = lanes.laneOf[table.to[s] as number] ?? -1;
    if (b < 0) continue;
    const sent = table.sentAt[s] as number;
    const p = Math.min(1, (end - sent) / Math.max(1, (table.deliverAt[s] as number) - sent));
    const y1 = laneY(f, b);
    const y0 = a < 0 ? y1 - f.laneH * 0.8 : laneY(f, a);
    const x = f.x(end);
    const y = y0 + (y1 - y0) * p;
    ctx.moveTo(x - 3.5, y - 3.5);
    ctx.lineTo(x + 3.5, y + 3.5);
    ctx.moveTo(x + 3.5, y - 3.5);
    ctx.lineTo(x - 3.5, y + 3.5);
  }
  ctx.strokeStyle = DROP_COLOR;
  ctx.lineWidth = 2;
  ctx.stroke();
}

function drawLanes(ctx: CanvasRenderingContext2D, lanes: Lanes, f: SpaceTimeFrame): void {
  const ls = lanes.lanes;
  ctx.font = `${f.laneH >= 12 ? 11 : 9.5}px Inter, system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  const labelEvery = Math.max(1, Math.ceil(11 / f.laneH));
  for (let i = 0; i < ls.length; i++) {
    const l = ls[i];
    if (!l) continue;
    const y = AXIS_PX + i * f.laneH;
    if (i === f.hot) {
      ctx.fillStyle = '#e8eefc';
      ctx.fillRect(0, y, f.width, f.laneH);
    } else if (f.down[i]) {
      ctx.fillStyle = '#eef0f3';
      ctx.fillRect(GUTTER_PX, y, f.width - GUTTER_PX, f.laneH);
    }
    ctx.strokeStyle = l.dcStart ? '#c5ccd5' : '#eef0f3';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(l.dcStart ? 0 : GUTTER_PX, y + 0.5);
    ctx.lineTo(f.width, y + 0.5);
    ctx.stroke();
    if (i % labelEvery === 0 || i === f.hot) {
      ctx.fillStyle = i === f.hot ? '#2f5fd0' : f.down[i] ? '#9aa1ab' : '#3c4450';
      ctx.fillText(
        l.label + (f.down[i] ? ' ✕' : ''),
        8 + (l.dcStart && f.laneH >= 12 ? 0 : 0),
        y + f.laneH / 2,
      );
    }
    if (l.dcStart) {
      ctx.fillStyle = '#5f6875';
      ctx.font = '600 10px Inter, system-ui, sans-serif';
      ctx.textAlign = 'right';
      ctx.fillText(l.dc, GUTTER_PX - 6, y + Math.min(f.laneH, 12) / 2 + 1);
      ctx.textAlign = 'left';
      ctx.font = `${f.laneH >= 12 ? 11 : 9.5}px Inter, system-ui, sans-serif`;
    }
  }
}

function drawAxis(ctx: CanvasRenderingContext2D, f: SpaceTimeFrame): void {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, f.width, AXIS_PX);
  ctx.strokeStyle = '#dfe3e8';
  ctx.beginPath();
  ctx.moveTo(0, AXIS_PX - 0.5);
  ctx.lineTo(f.width, AXIS_PX - 0.5);
  ctx.stroke();
  ctx.fillStyle = '#5f6875';
  ctx.font = '10.5px Inter, system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  for (const t of f.x.ticks(Math.max(2, Math.floor((f.width - GUTTER_PX) / 110)))) {
    const x = f.x(t);
    if (x < GUTTER_PX + 16) continue;
    ctx.fillText(formatShortDuration(f.lang, t), x, AXIS_PX / 2);
    ctx.beginPath();
    ctx.moveTo(x + 0.5, AXIS_PX - 4);
    ctx.lineTo(x + 0.5, AXIS_PX);
    ctx.stroke();
  }
  ctx.textAlign = 'left';
}

function drawNow(ctx: CanvasRenderingContext2D, lanes: Lanes, f: SpaceTimeFrame): void {
  const x = f.x(f.nowUs);
  if (x < GUTTER_PX || x > f.width) return;
  ctx.strokeStyle = '#1d232b';
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 3]);
  ctx.beginPath();
  ctx.moveTo(x + 0.5, AXIS_PX);
  ctx.lineTo(x + 0.5, AXIS_PX + lanes.lanes.length * f.laneH);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = '#1d232b';
  ctx.beginPath();
  ctx.moveTo(x - 4, AXIS_PX - 5);
  ctx.lineTo(x + 4, AXIS_PX - 5);
  ctx.lineTo(x, AXIS_PX);
  ctx.fill();
}
