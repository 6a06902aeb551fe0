/**
 * What one frame of the flow layer is drawn for, and the painter state kept between frames (the
 * scan cursor and pooled buffers), shared by drawFlows.ts and drawLabels.ts.
 */
import type { ViewTransform } from '../viewmodel/layout.ts';
import { FLOW_SUBSYSTEMS } from './flowPalette.ts';

export interface FlowFrame {
  readonly nowUs: number;
  /** Virtual per wall time; decides how long a drop burst shows and when labels are readable. */
  readonly speed: number;
  readonly view: ViewTransform;
  /**
   * Wall time (ms) the run has stood still at `nowUs` (paused): drop bursts keep fading over it, so
   * a ✕ does not stay on screen for as long as the person looks at a paused run. Default 0.
   */
  readonly stillMs?: number;
}

/** Painter state kept between frames: the scan cursor and pooled buffers. */
export interface FlowPainter {
  cursor: number;
  epoch: number;
  /** Per subsystem: x, y of each mark, then tail x, y (4 floats per mark). */
  readonly marks: Float32Array[];
  readonly counts: Int32Array;
  /** Rows of the marks drawn this frame (for routes and labels). */
  live: Int32Array;
  liveCount: number;
}

export function createPainter(): FlowPainter {
  return {
    cursor: 0,
    epoch: -1,
    marks: FLOW_SUBSYSTEMS.map(() => new Float32Array(4 * 256)),
    counts: new Int32Array(FLOW_SUBSYSTEMS.length),
    live: new Int32Array(1024),
    liveCount: 0,
  };
}
