/**
 * The reading aids of the flow layer, drawn only while few marks move: each message's route as a
 * faint dashed arc, and at slow speeds a label with the message's step name (one label per fan-out:
 * a proxy sending `lookup` to five replicas at once reads "lookup ×5").
 */
import type { FlowFrame, FlowPainter } from './painter.ts';
import { CODE_COLOUR, CODE_INK } from './flowPalette.ts';
import { controlPoint, pointAt, type Point } from './flowPath.ts';
import { isReadableKind, messageLabel } from './messageLabel.ts';
import type { MessageTable } from './messageTable.ts';
import { endsOf, type NodePoints } from './nodePoints.ts';

/** Labels show when a hop lasts at least this long on the wall clock (i.e. at slow speeds). */
const LABEL_MIN_WALL_MS = 450;
const MAX_LABELS = 40;
const ends = new Float32Array(4);
const c: Point = { x: 0, y: 0 };
const pt: Point = { x: 0, y: 0 };

const LABEL_H = 13;

function overlaps(b: { x: number; y: number; w: number }, x: number, y: number, w: number): boolean {
  return x < b.x + b.w + 2 && b.x < x + w + 2 && Math.abs(y - b.y) < LABEL_H;
}

export function drawRoutes(
  ctx: CanvasRenderingContext2D,
  table: MessageTable,
  nodes: NodePoints,
  p: FlowPainter,
  f: FlowFrame,
): void {
  ctx.setLineDash([3, 4]);
  ctx.lineWidth = 1;
  ctx.globalAlpha = 0.5;
  for (let i = 0; i < p.liveCount; i++) {
    const s = table.slot(p.live[i] as number);
    if (!endsOf(nodes, table.from[s] as number, table.to[s] as number, f.view, ends)) continue;
    const [x0, y0, x1, y1] = ends as unknown as [number, number, number, number];
    if (x0 === x1 && y0 === y1) continue;
    controlPoint(x0, y0, x1, y1, c);
    ctx.strokeStyle = CODE_COLOUR[table.sub[s] as number] as string;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.quadraticCurveTo(c.x, c.y, x1, y1);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

export function drawLabels(
  ctx: CanvasRenderingContext2D,
  table: MessageTable,
  nodes: NodePoints,
  p: FlowPainter,
  f: FlowFrame,
): number {
  const minDurUs = LABEL_MIN_WALL_MS * 1000 * f.speed;
  // Fan-outs: same sender, same kind, same send time → one label with a count.
  const groups = new Map<string, { row: number; n: number }>();
  for (let i = 0; i < p.liveCount; i++) {
    const row = p.live[i] as number;
    const s = table.slot(row);
    const kind = table.kinds[table.kind[s] as number] ?? '';
    if ((table.deliverAt[s] as number) - (table.sentAt[s] as number) < minDurUs || !isReadableKind(kind))
      continue;
    const key = `${table.from[s]}|${table.kind[s]}|${table.sentAt[s]}`;
    const g = groups.get(key);
    if (g) g.n++;
    else groups.set(key, { row, n: 1 });
  }
  ctx.font = '600 11px Inter, system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  let drawn = 0;
  const placed: { x: number; y: number; w: number }[] = [];
  for (const { row, n } of groups.values()) {
    if (drawn >= MAX_LABELS) break;
    const s = table.slot(row);
    if (!endsOf(nodes, table.from[s] as number, table.to[s] as number, f.view, ends)) continue;
    const sent = table.sentAt[s] as number;
    const prog = Math.min(1, (f.nowUs - sent) / Math.max(1, (table.deliverAt[s] as number) - sent));
    pointAt(ends[0] as number, ends[1] as number, ends[2] as number, ends[3] as number, prog, pt);
    const text = messageLabel(table.kinds[table.kind[s] as number] ?? '') + (n > 1 ? ` ×${n}` : '');
    const w = ctx.measureText(text).width;
    // Greedy placement: above-right of the mark, else below-right; skip when both collide.
    const spot = [-8, 10]
      .map((dy) => ({ x: pt.x + 8, y: pt.y + dy }))
      .find((c) => !placed.some((b) => overlaps(b, c.x, c.y, w)));
    if (!spot) continue;
    placed.push({ x: spot.x, y: spot.y, w });
    ctx.strokeStyle = 'rgba(255,255,255,0.92)';
    ctx.lineWidth = 3.5;
    ctx.strokeText(text, spot.x, spot.y);
    ctx.fillStyle = CODE_INK[table.sub[s] as number] as string;
    ctx.fillText(text, spot.x, spot.y);
    drawn++;
  }
  return drawn;
}
