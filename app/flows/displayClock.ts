/**
 * The virtual time the flow layer draws at. While playing it is the simulation's time (the player
 * advances it every frame by wall time × speed, so slow motion really is slow). A step while paused
 * moves time forward in one jump: the clock eases over it (d3-ease), so marks glide to their new
 * places instead of teleporting. Going back (seek, new run) snaps.
 */
import { easeCubicOut } from 'd3-ease';

/** Wall-clock length of the glide after a step. */
export const EASE_MS = 320;
/** Longer forward jumps (seeks, idle steps to a far timer) snap: gliding through them shows nothing. */
export const EASE_MAX_JUMP_US = 50_000;

export class DisplayClock {
  private shown = 0;
  private fromUs = 0;
  private toUs = 0;
  private startMs = 0;
  private easing = false;
  private started = false;

  /** Time to draw at wall time `wallMs`, given the simulation's current time and play state. */
  tick(wallMs: number, simUs: number, playing: boolean): number {
    if (simUs !== this.toUs || !this.started) {
      const back = simUs < this.toUs;
      if (!this.started || playing || back || simUs - this.shown > EASE_MAX_JUMP_US) {
        this.shown = simUs;
        this.easing = false;
      } else {
        this.fromUs = this.shown;
        this.startMs = wallMs;
        this.easing = true;
      }
      this.toUs = simUs;
      this.started = true;
    }
    if (this.easing) {
      const p = Math.min(1, (wallMs - this.startMs) / EASE_MS);
      this.shown = this.fromUs + (this.toUs - this.fromUs) * easeCubicOut(p);
      if (p >= 1) this.easing = false;
    }
    return this.shown;
  }

  /** True while gliding (the layer must keep redrawing). */
  get animating(): boolean {
    return this.easing;
  }
}
