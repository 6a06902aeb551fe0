/**
 * The speed play really reaches: virtual time gained per wall time over the last few seconds. The
 * player asks for wall time × the chosen speed each frame, but a host that cannot simulate that
 * much per frame falls behind; the speed control then says so. Wall-clock only, so it lives in the
 * app: the engine never sees it. Clocks are passed in (tests drive them).
 */

/** Wall time the figure is measured over. */
export const WINDOW_MS = 3000;
/** Wall time of play before a figure is given (the first frames include the host warming up). */
export const MIN_SPAN_MS = 1500;
/** Below this share of the chosen speed the control shows what is reached. */
const SHORT_RATIO = 0.8;

interface Sample {
  readonly wallMs: number;
  readonly timeUs: number;
}

export class AchievedSpeed {
  private samples: Sample[] = [];

  /** Notes the virtual time at a wall time; a jump back (seek, new run) starts over. */
  sample(wallMs: number, timeUs: number): void {
    const last = this.samples[this.samples.length - 1];
    if (last && (timeUs < last.timeUs || wallMs < last.wallMs)) this.samples = [];
    this.samples.push({ wallMs, timeUs });
    while (this.samples.length > 2 && wallMs - (this.samples[1] as Sample).wallMs >= WINDOW_MS)
      this.samples.shift();
  }

  reset(): void {
    this.samples = [];
  }

  /** Virtual seconds per wall second over the window; null until MIN_SPAN_MS of play is seen. */
  speed(): number | null {
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    if (!first || !last || last.wallMs - first.wallMs < MIN_SPAN_MS) return null;
    return (last.timeUs - first.timeUs) / ((last.wallMs - first.wallMs) * 1000);
  }
}

/** The reached speed when it falls short of the chosen one; null when play keeps up (or no figure yet). */
export function shortfall(chosen: number, achieved: number | null): number | null {
  return achieved !== null && achieved < chosen * SHORT_RATIO ? achieved : null;
}
