/**
 * When thousands of messages fly, one mark each buries the cluster and costs the rasteriser more
 * than a frame: marks are aggregated into bundles instead — the marks of one subsystem that fall in
 * the same BUNDLE_CELL_PX cell become one square, sized by how many it holds, and the largest
 * bundles carry their count. Plain rects (the cheapest fill), no tails or rims.
 */
import { CODE_COLOUR, FLOW_SUBSYSTEMS } from './flowPalette.ts';
import type { FlowPainter } from './painter.ts';

/** Above this many marks in flight the layer draws bundles (below it, every mark). */
export const BUNDLE_MIN_MARKS = 1_200;
/** Bundle cell size (CSS px). */
const BUNDLE_CELL_PX = 10;
/** Counts drawn per frame, on the largest bundles (text is the costliest thing to draw). */
const MAX_COUNT_LABELS = 40;
const LABEL_MIN_COUNT = 8;

const cellCount = new Map<number, number>();
const cellXY = new Map<number, number>();
const labels: number[] = [];

/** Draws the painter's marks as bundles; returns how many bundles were drawn. */
export function drawBundles(ctx: CanvasRenderingContext2D, p: FlowPainter): number {
  let bundles = 0;
  labels.length = 0;
  for (let sub = 0; sub < FLOW_SUBSYSTEMS.length; sub++) {
    const n = p.counts[sub] as number;
    if (n === 0) continue;
    const buf = p.marks[sub] as Float32Array;
    cellCount.clear();
    cellXY.clear();
    for (let i = 0; i < n; i++) {
      const cx = Math.floor((buf[4 * i] as number) / BUNDLE_CELL_PX);
      const cy = Math.floor((buf[4 * i + 1] as number) / BUNDLE_CELL_PX);
      const key = (cx + 4096) * 8192 + (cy + 4096);
      cellCount.set(key, (cellCount.get(key) ?? 0) + 1);
    }
    ctx.fillStyle = CODE_COLOUR[sub] as string;
    ctx.globalAlpha = 0.85;
    for (const [key, count] of cellCount) {
      const x = (Math.floor(key / 8192) - 4096 + 0.5) * BUNDLE_CELL_PX;
      const y = ((key % 8192) - 4096 + 0.5) * BUNDLE_CELL_PX;
      const half = Math.min(BUNDLE_CELL_PX * 0.9, 2 + 1.3 * Math.sqrt(count));
      ctx.fillRect(x - half, y - half, 2 * half, 2 * half);
      if (count >= LABEL_MIN_COUNT) labels.push(count, x, y);
      bundles++;
    }
  }
  ctx.globalAlpha = 1;
  drawCounts(ctx);
  return bundles;
}

/** The counts of the largest bundles, on top of every subsystem's squares. */
function drawCounts(ctx: CanvasRenderingContext2D): void {
  if (labels.length === 0) return;
  const order: number[] = [];
  for (let i = 0; i < labels.length; i += 3) order.push(i);
  order.sort((a, b) => (labels[b] as number) - (labels[a] as number));
  ctx.font = '600 9px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  for (let k = 0; k < Math.min(MAX_COUNT_LABELS, order.length); k++) {
    const i = order[k] as number;
    ctx.fillText(String(labels[i]), labels[i + 1] as number, labels[i + 2] as number);
  }
}
