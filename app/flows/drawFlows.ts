/**
 * Paints one frame of message flows onto a 2D canvas: every message in flight at `nowUs` as a
 * mark (shape + colour by subsystem) with a short tail, drops as a fading ✕ where the mark was (one
 * per link, with its count: dropMarks.ts),
 * and, at slow speeds with few marks, the route and a kind label. Marks are batched into one path
 * per subsystem; no objects are allocated per message. Past BUNDLE_MIN_MARKS they are drawn as
 * bundles with counts (drawBundles.ts).
 */
import { DROP_COLOR, flowColour, flowShape, FLOW_SUBSYSTEMS } from './flowPalette.ts';
import { pointAt, type Point } from './flowPath.ts';
import { BUNDLE_MIN_MARKS, drawBundles } from './drawBundles.ts';
import { drawLabels, drawRoutes } from './drawLabels.ts';
import { dropMarks, type DropMark } from './dropMarks.ts';
import { DROPPED, type MessageTable } from './messageTable.ts';
import { endsOf, type NodePoints } from './nodePoints.ts';
import type { FlowFrame, FlowPainter } from './painter.ts';

export interface FlowStats {
  inFlight: number;
  drops: number;
  /** ✕ marks drawn: one per link that dropped, however many it dropped. */
  dropMarks: number;
  labels: number;
  /** Bundles drawn instead of marks when thousands fly (0 when every mark is drawn). */
  bundles: number;
}

/** A drop burst lasts this long in wall time (converted to virtual time with the speed). */
export const BURST_WALL_MS = 1200;
/** Routes and labels show only while at most this many marks move (beyond that they are noise). */
const LABEL_MAX_MARKS = 90;
const MARK_PX = 4.6;
const SEND_DROP_PROGRESS = 0.22;
const TAIL = 0.14;

const pt: Point = { x: 0, y: 0 };
const tailPt: Point = { x: 0, y: 0 };
const drops: number[] = [];
const ends = new Float32Array(4);

export function drawFlows(
  ctx: CanvasRenderingContext2D,
  table: MessageTable,
  nodes: NodePoints,
  p: FlowPainter,
  f: FlowFrame,
): FlowStats {
  const { nowUs, speed, view } = f;
  const burstUs = BURST_WALL_MS * 1000 * speed;
  // Burst age: virtual time since the drop plus the wall time the run has stood still (as virtual).
  const fadeUs = nowUs + Math.min(BURST_WALL_MS, f.stillMs ?? 0) * 1000 * speed;
  if (p.epoch !== table.epoch || p.cursor > table.head) {
    p.cursor = 0;
    p.epoch = table.epoch;
  }
  p.cursor = Math.max(p.cursor, table.tail);
  // Rows finished long ago are behind the cursor for good (rows are roughly in send order).
  while (p.cursor < table.head) {
    const s = table.slot(p.cursor);
    if ((table.endAt[s] as number) + burstUs >= nowUs) break;
    p.cursor++;
  }
  p.counts.fill(0);
  p.liveCount = 0;
  drops.length = 0;
  for (let row = p.cursor; row < table.head; row++) {
    const s = table.slot(row);
    const sent = table.sentAt[s] as number;
    if (sent > nowUs) continue;
    const end = table.endAt[s] as number;
    const dropped = table.status[s] === DROPPED;
    if (!dropped && nowUs >= end) continue; // arrived
    if (dropped && fadeUs - end >= burstUs && fadeUs > nowUs) continue; // faded while still
    if (dropped && nowUs - end > burstUs) continue; // burst over
    const from = table.from[s] as number;
    const to = table.to[s] as number;
    if (!endsOf(nodes, from, to, view, ends)) continue;
    const x0 = ends[0] as number;
    const y0 = ends[1] as number;
    const x1 = ends[2] as number;
    const y1 = ends[3] as number;
    const dur = Math.max(1, (table.deliverAt[s] as number) - sent);
    const at = dropped ? Math.min(nowUs, end) : nowUs;
    const prog = Math.min(1, (at - sent) / dur);
    if (dropped && nowUs >= end) {
      // A message dropped as it was sent (target down, link cut) bursts a little way out along its
      // route, so the ✕ points at where it was going instead of sitting on the sender.
      pointAt(x0, y0, x1, y1, Math.max(prog, SEND_DROP_PROGRESS), pt);
      drops.push(from, to, pt.x, pt.y, (fadeUs - end) / Math.max(1, burstUs));
      continue;
    }
    pointAt(x0, y0, x1, y1, prog, pt);
    pointAt(x0, y0, x1, y1, Math.max(0, prog - TAIL), tailPt);
    const sub = table.sub[s] as number;
    let buf = p.marks[sub] as Float32Array;
    const n = p.counts[sub] as number;
    if (4 * n + 4 > buf.length) {
      const grown = new Float32Array(buf.length * 2);
      grown.set(buf);
      p.marks[sub] = buf = grown;
    }
    buf[4 * n] = pt.x;
    buf[4 * n + 1] = pt.y;
    buf[4 * n + 2] = tailPt.x;
    buf[4 * n + 3] = tailPt.y;
    p.counts[sub] = n + 1;
    if (p.liveCount === p.live.length) {
      const grown = new Int32Array(p.live.length * 2);
      grown.set(p.live);
      p.live = grown;
    }
    p.live[p.liveCount++] = row;
  }
  let inFlight = 0;
  for (let i = 0; i < p.counts.length; i++) inFlight += p.counts[i] as number;
  const wantLabels = inFlight <= LABEL_MAX_MARKS;
  if (wantLabels) drawRoutes(ctx, table, nodes, p, f);
  const bundles = inFlight > BUNDLE_MIN_MARKS ? drawBundles(ctx, p) : 0;
  if (bundles === 0) drawMarks(ctx, p, markRadius(view.k));
  const marks = drops.length === 0 ? [] : dropMarks(drops);
  drawBursts(ctx, marks);
  const labels = wantLabels && speed > 0 ? drawLabels(ctx, table, nodes, p, f) : 0;
  return { inFlight, drops: drops.length / 5, dropMarks: marks.length, labels, bundles };
}

/** Marks shrink when the cluster is zoomed far out (256 nodes), so they don't bury the nodes. */
function markRadius(k: number): number {
  return Math.max(2.4, Math.min(MARK_PX, MARK_PX * Math.sqrt(k)));
}

function drawMarks(ctx: CanvasRenderingContext2D, p: FlowPainter, r: number): void {
  ctx.lineCap = 'round';
  for (let sub = 0; sub < FLOW_SUBSYSTEMS.length; sub++) {
    const n = p.counts[sub] as number;
    if (n === 0) continue;
    const buf = p.marks[sub] as Float32Array;
    const name = FLOW_SUBSYSTEMS[sub] as string;
    const color = flowColour(name);
    // Tails: one stroke per subsystem.
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      ctx.moveTo(buf[4 * i + 2] as number, buf[4 * i + 3] as number);
      ctx.lineTo(buf[4 * i] as number, buf[4 * i + 1] as number);
    }
    ctx.globalAlpha = 0.45;
    ctx.strokeStyle = color;
    ctx.lineWidth = r / 2;
    ctx.stroke();
    ctx.globalAlpha = 1;
    // Heads: one fill (and a white rim, to stand out over the node boxes) per subsystem.
    ctx.beginPath();
    const shape = flowShape(name);
    for (let i = 0; i < n; i++) {
      const x = buf[4 * i] as number;
      const y = buf[4 * i + 1] as number;
      if (shape === 'circle') {
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, 2 * Math.PI);
      } else if (shape === 'square') {
        ctx.rect(x - r * 0.88, y - r * 0.88, r * 1.76, r * 1.76);
      } else {
        ctx.moveTo(x, y - r * 1.2);
        ctx.lineTo(x + r * 1.2, y);
        ctx.lineTo(x, y + r * 1.2);
        ctx.lineTo(x - r * 1.2, y);
        ctx.closePath();
      }
    }
    ctx.fillStyle = color;
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
}

function drawBursts(ctx: CanvasRenderingContext2D, marks: readonly DropMark[]): void {
  ctx.strokeStyle = DROP_COLOR;
  ctx.fillStyle = DROP_COLOR;
  ctx.lineCap = 'round';
  ctx.font = 'bold 11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  for (const { x, y, age, count } of marks) {
    const r = 5 + 3 * age;
    ctx.globalAlpha = 1 - age * 0.85;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x - r, y - r);
    ctx.lineTo(x + r, y + r);
    ctx.moveTo(x + r, y - r);
    ctx.lineTo(x - r, y + r);
    ctx.stroke();
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.arc(x, y, r + 2 + 4 * age, 0, 2 * Math.PI);
    ctx.stroke();
    if (count > 1) ctx.fillText(`×${count}`, x + r + 6, y);
  }
  ctx.globalAlpha = 1;
}
