/**
 * Canvas over the cluster view: messages move from sender to receiver between their send and
 * delivery times (virtual time, drawn at the simulation's speed, so slow motion really is slow);
 * drops burst where they happen. One canvas, one d3-timer loop, no React render per frame: props
 * go into a ref, the loop reads the store and the shared MessageTable directly.
 */
import { tr } from '../i18n/index.ts';
import { timer } from 'd3-timer';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { ClusterLayout, ViewTransform } from '../viewmodel/layout.ts';
import { messageTable } from '../runtime/page.ts';
import { appStore } from '../store/index.ts';
import { DisplayClock } from './displayClock.ts';
import { BURST_WALL_MS, drawFlows } from './drawFlows.ts';
import { frameStats, runBeforeFrame, timeOverrideUs } from './frameStats.ts';
import { nodePoints } from './nodePoints.ts';
import { createPainter } from './painter.ts';
import { installFlowsHandle } from './testHandle.ts';
import './flows.css';

const COUNT_REFRESH_MS = 250;

/** Drawn over the cluster view: same size, same zoom transform, no pointer events. */
export interface FlowLayerProps {
  /** CSS pixels of the cluster view's drawing area. */
  readonly width: number;
  readonly height: number;
  readonly transform: ViewTransform;
  readonly layout: ClusterLayout;
  /** The legend's "N in flight" text, refreshed a few times a second. */
  readonly countRef: RefObject<HTMLSpanElement | null>;
}

export function FlowLayer({ width, height, transform, layout, countRef }: FlowLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const points = useMemo(() => nodePoints(layout), [layout]);
  const view = useRef({ width, height, transform, points, dirty: true });

  useEffect(() => {
    view.current = { width, height, transform, points, dirty: true };
  }, [width, height, transform, points]);

  useEffect(() => {
    installFlowsHandle();
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const clock = new DisplayClock();
    const painter = createPainter();
    const table = messageTable;
    let lastVersion = -1;
    let lastNow = -1;
    let lastCountMs = 0;
    let shownCount = -1;
    /** Wall time since when the drawn time has not moved (null while it moves). */
    let stillSinceMs: number | null = null;
    let lastDrops = 0;
    const t = timer(() => {
      const wallMs = performance.now();
      frameStats.frames++;
      runBeforeFrame(wallMs);
      const s = appStore.getState();
      const override = timeOverrideUs();
      const now = clock.tick(wallMs, override ?? s.timeUs, override !== null || s.playing);
      const v = view.current;
      if (now !== lastNow) stillSinceMs = null;
      else if (stillSinceMs === null) stillSinceMs = wallMs;
      const stillMs = stillSinceMs === null ? 0 : wallMs - stillSinceMs;
      // Fading bursts need frames even while time stands still.
      const fading = lastDrops > 0 && stillMs <= BURST_WALL_MS + 100;
      const dpr = window.devicePixelRatio || 1;
      const pw = Math.max(1, Math.round(v.width * dpr));
      const ph = Math.max(1, Math.round(v.height * dpr));
      const resized = canvas.width !== pw || canvas.height !== ph;
      if (!resized && !v.dirty && !fading && table.version === lastVersion && now === lastNow) return;
      if (resized) {
        canvas.width = pw;
        canvas.height = ph;
      }
      v.dirty = false;
      lastVersion = table.version;
      lastNow = now;
      const t0 = performance.now();
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, v.width, v.height);
      const st = drawFlows(ctx, table, v.points, painter, {
        nowUs: now,
        speed: s.speed,
        view: v.transform,
        stillMs,
      });
      lastDrops = st.drops;
      const ms = performance.now() - t0;
      frameStats.painted++;
      frameStats.drawMs += ms;
      frameStats.maxDrawMs = Math.max(frameStats.maxDrawMs, ms);
      frameStats.inFlight = st.inFlight;
      frameStats.drops = st.drops;
      frameStats.dropMarks = st.dropMarks;
      frameStats.peakDrops = Math.max(frameStats.peakDrops, st.drops);
      frameStats.peakDropMarks = Math.max(frameStats.peakDropMarks, st.dropMarks);
      frameStats.labels = st.labels;
      if (countRef.current && st.inFlight !== shownCount && wallMs - lastCountMs > COUNT_REFRESH_MS) {
        countRef.current.textContent = tr('timeline:flows.inFlight', { count: st.inFlight });
        shownCount = st.inFlight;
        lastCountMs = wallMs;
      }
    });
    return () => t.stop();
  }, [countRef]);

  return (
    <canvas
      ref={canvasRef}
      className="flow-canvas"
      style={{ width, height }}
      data-testid="flow-canvas"
      aria-hidden="true"
    />
  );
}
