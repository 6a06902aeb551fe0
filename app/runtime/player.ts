/**
 * Wall-clock driver for play: each animation frame advances virtual time by the elapsed wall time
 * × speed, one runUntil window at a time (a frame never starts a new window while one is running).
 */
import type { Us } from '../../engine/index.ts';

export interface PlayerHooks {
  now(): Us;
  /** Virtual time per wall time. */
  speed(): number;
  advanceTo(untilUs: Us): Promise<void>;
  onStop(): void;
}

/** Longest virtual window per frame, so a slow frame cannot make the simulation jump far. */
const MAX_WINDOW_US = 50_000;

export class Player {
  private frame = 0;
  private last = 0;
  private busy = false;
  constructor(private readonly hooks: PlayerHooks) {}

  get running(): boolean {
    return this.frame !== 0;
  }

  start(): void {
    if (this.frame !== 0) return;
    this.last = performance.now();
    const tick = (wallMs: number) => {
      this.frame = requestAnimationFrame(tick);
      if (this.busy) return;
      const dtUs = Math.min(MAX_WINDOW_US, (wallMs - this.last) * 1000 * this.hooks.speed());
      this.last = wallMs;
      if (dtUs <= 0) return;
      this.busy = true;
      this.hooks
        .advanceTo(this.hooks.now() + dtUs)
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
