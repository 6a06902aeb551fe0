/**
 * Wall-clock driver for play: each animation frame advances virtual time by the wall time elapsed
 * since the previous window started × speed, one runUntil window at a time (a frame never starts a
 * new window while one is running, and the frames it skips are owed to the next window).
 * Virtual time is whole microseconds (the engine's clock, commands logged at it, share links): a
 * window ends on an integer µs and the fraction a frame earned is carried to the next one, so slow
 * motion (0.1 µs of virtual time per wall ms) still adds up to the chosen speed.
 */
import type { Us } from '../../engine/index.ts';

export interface PlayerHooks {
  now(): Us;
  /** Virtual time per wall time. */
  speed(): number;
  advanceTo(untilUs: Us): Promise<void>;
  onStop(): void;
}

/**
 * Longest wall time one window stands for, so a stall (a hidden tab, a long GC) does not turn into
 * one huge jump: ×1 moves at most 0.5 s of virtual time at once, ×10 5 s. It must stay well above a
 * frame plus a window on a loaded machine: at 50 ms a page painting at 6 frames per second
 * played ×10 at ×3, because every frame stood for 50 ms of wall time whatever it really took.
 */
export const MAX_WINDOW_WALL_MS = 500;

/** Whole µs to advance for `wallMs` of wall time at `speed`, and the fraction left for the next frame. */
export function frameAdvance(
  wallMs: number,
  speed: number,
  carryUs: number,
): { dtUs: number; carryUs: number } {
  const exact = Math.min(MAX_WINDOW_WALL_MS, Math.max(0, wallMs)) * 1000 * speed + carryUs;
  const dtUs = Math.floor(exact);
  return { dtUs, carryUs: exact - dtUs };
}

export class Player {
  private frame = 0;
  private last = 0;
  private carry = 0;
  private busy = false;
  constructor(private readonly hooks: PlayerHooks) {}

  get running(): boolean {
    return this.frame !== 0;
  }

  start(): void {
    if (this.frame !== 0) return;
    this.last = performance.now();
    this.carry = 0;
    const tick = (wallMs: number) => {
      this.frame = requestAnimationFrame(tick);
      if (this.busy) return;
      const step = frameAdvance(wallMs - this.last, this.hooks.speed(), this.carry);
      this.last = wallMs;
      this.carry = step.carryUs;
      if (step.dtUs <= 0) return;
      this.busy = true;
      this.hooks
        .advanceTo(this.hooks.now() + step.dtUs)
        .catch(() => this.stop())
        .finally(() => {
          this.busy = false;
        });
    };
    this.frame = requestAnimationFrame(tick);
  }

  stop(): void {
    if (this.frame === 0) return;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.hooks.onStop();
  }
}
