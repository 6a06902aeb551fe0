/**
 * Frame counters of the flow layer, read by the perf script (e2e/perf.spec.ts) through the
 * test handle: frames drawn, time spent drawing, marks in flight. Plain numbers, no timing logic.
 */
export interface FrameStats {
  frames: number;
  /** Frames actually painted (a frame with nothing new is skipped). */
  painted: number;
  drawMs: number;
  maxDrawMs: number;
  inFlight: number;
  drops: number;
  /** ✕ marks drawn in the last frame (one per link that dropped). */
  dropMarks: number;
  /** The most drops, and the most marks, one frame showed since the last reset. */
  peakDrops: number;
  peakDropMarks: number;
  labels: number;
}

export const frameStats: FrameStats = {
  frames: 0,
  painted: 0,
  drawMs: 0,
  maxDrawMs: 0,
  inFlight: 0,
  drops: 0,
  dropMarks: 0,
  peakDrops: 0,
  peakDropMarks: 0,
  labels: 0,
};

export function resetFrameStats(): void {
  Object.assign(frameStats, {
    frames: 0,
    painted: 0,
    drawMs: 0,
    maxDrawMs: 0,
    peakDrops: 0,
    peakDropMarks: 0,
  });
}

/** Virtual time override for the synthetic flood (perf script); null = the simulation's time. */
let timeOverride: (() => number) | null = null;

export function setTimeOverride(f: (() => number) | null): void {
  timeOverride = f;
}

export function timeOverrideUs(): number | null {
  return timeOverride ? timeOverride() : null;
}

/** Runs at the start of each flow-layer frame, before painting (the flood tops up its messages). */
let beforeFrame: ((wallMs: number) => void) | null = null;

export function setBeforeFrame(f: ((wallMs: number) => void) | null): void {
  beforeFrame = f;
}

export function runBeforeFrame(wallMs: number): void {
  beforeFrame?.(wallMs);
}
