import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../engine/index.ts';
import { layoutCluster } from '../viewmodel/layout.ts';
import { BUNDLE_MIN_MARKS } from './drawBundles.ts';
import { BURST_WALL_MS, drawFlows } from './drawFlows.ts';
import { createPainter, type FlowFrame } from './painter.ts';
import { MessageTable } from './messageTable.ts';
import { nodePoints } from './nodePoints.ts';

/** A 2D context that accepts every call (and counts them by method name). */
function fakeContext(): { ctx: CanvasRenderingContext2D; calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (_t, k) => () => {
      calls[String(k)] = (calls[String(k)] ?? 0) + 1;
    },
    set: () => true,
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const layout = layoutCluster(loadPreset('mirror-3-dc').topology);
const nodes = nodePoints(layout);
const frame = (nowUs: number): FlowFrame => ({ nowUs, speed: 0.01, view: { k: 1, x: 0, y: 0 } });

describe('drawFlows', () => {
  it('draws messages in flight, bursts for recent drops, nothing for arrived or future ones', () => {
    const t = new MessageTable(6);
    t.append(1, 1, 2, 'ss.lookup', 0, 1000); // in flight at 500
    t.append(2, 1, 3, 'ss.lookup', 0, 200); // arrived
    t.append(3, 4, 5, 'board.publish', 100, 600);
    t.dropRow(t.head - 1, 450); // dropped just before 500
    t.append(4, 1, 9999, 'ss.lookup', 0, 1000); // unknown node
    t.append(5, 2, 1, 'ss.info', 700, 900); // not sent yet at 500
    const { ctx, calls } = fakeContext();
    const st = drawFlows(ctx, t, nodes, createPainter(), frame(500));
    expect(st.inFlight).toBe(1);
    expect(st.drops).toBe(1);
    expect(calls.arc).toBeGreaterThanOrEqual(2); // the circle mark and the burst's ring
  });

  it('a burst fades after BURST_WALL_MS of wall time at the current speed, and the cursor moves past it', () => {
    const t = new MessageTable(6);
    t.append(1, 1, 2, 'ss.lookup', 0, 1000);
    t.dropRow(0, 100);
    const p = createPainter();
    const { ctx } = fakeContext();
    expect(drawFlows(ctx, t, nodes, p, frame(200)).drops).toBe(1);
    // 0.01 virtual per wall: 1.2 s of wall time is 12 000 µs.
    expect(drawFlows(ctx, t, nodes, p, frame(100 + 13_000)).drops).toBe(0);
    expect(p.cursor).toBe(1);
  });

  it('a burst on a paused run fades over wall time instead of staying', () => {
    const t = new MessageTable(6);
    t.append(1, 1, 2, 'ss.lookup', 0, 1000);
    t.dropRow(0, 100);
    const { ctx } = fakeContext();
    const paused = (stillMs: number) => drawFlows(ctx, t, nodes, createPainter(), { ...frame(150), stillMs });
    expect(paused(0).drops).toBe(1);
    expect(paused(BURST_WALL_MS / 2).drops).toBe(1);
    expect(paused(BURST_WALL_MS).drops).toBe(0);
    expect(paused(60_000).drops).toBe(0);
  });

  it('draws 500 marks with no allocation growth after the first frame', () => {
    const t = new MessageTable(12);
    for (let i = 0; i < 500; i++)
      t.append(i + 1, 1 + (i % 27), 1 + ((i * 7) % 27), i % 2 ? 'ss.lookup' : 'board.publish', 0, 10_000);
    const p = createPainter();
    const { ctx } = fakeContext();
    expect(drawFlows(ctx, t, nodes, p, frame(5000)).inFlight).toBe(500);
    const bufs = [...p.marks];
    expect(drawFlows(ctx, t, nodes, p, frame(5100)).inFlight).toBe(500);
    expect(p.marks.every((b, i) => b === bufs[i])).toBe(true); // same buffers reused
  });

  it('aggregates thousands of marks into bundles with counts', () => {
    const t = new MessageTable(14);
    const n = BUNDLE_MIN_MARKS * 3;
    for (let i = 0; i < n; i++) t.append(i + 1, 1 + (i % 3), 4 + (i % 2), 'ss.lookup', 0, 10_000);
    const { ctx, calls } = fakeContext();
    const st = drawFlows(ctx, t, nodes, createPainter(), frame(5000));
    expect(st.inFlight).toBe(n);
    expect(st.bundles).toBeGreaterThan(0);
    expect(st.bundles).toBeLessThan(n / 10); // six routes, all at the same progress
    expect(calls.fillRect).toBe(st.bundles);
    expect(calls.fillText).toBeGreaterThan(0); // the largest bundles say how many they hold
    expect(calls.arc ?? 0).toBe(0);
  });

  it('draws every mark below the bundling threshold', () => {
    const t = new MessageTable(12);
    for (let i = 0; i < 100; i++) t.append(i + 1, 1, 2, 'ss.lookup', 0, 10_000);
    const { ctx } = fakeContext();
    expect(drawFlows(ctx, t, nodes, createPainter(), frame(5000)).bundles).toBe(0);
  });
});
