/**
 * When the page moves a run off the workers: play on the Web Workers has fallen short of the chosen
 * speed (achievedSpeed.ts `shortfall`) for FALLBACK_AFTER_MS of wall time in a row. Wall-clock
 * only, so it lives in the app; the move itself is the runtime's (app/runtime/fallback.ts).
 */
import { useEffect, useRef } from 'react';
import { session } from '../runtime/page.ts';
import { appStore } from '../store/index.ts';
import { shortfall } from './achievedSpeed.ts';

/** Wall time the workers must stay short of the chosen speed before the run moves. */
export const FALLBACK_AFTER_MS = 2000;

export class FallbackWatch {
  private since: number | null = null;
  private fired = false;

  /**
   * One reading while playing: true once, the first time the workers have been short for
   * FALLBACK_AFTER_MS. A reading that keeps up, a pause or another host starts the count over.
   */
  observe(wallMs: number, onWorkers: boolean, chosen: number, reached: number | null): boolean {
    if (this.fired || !onWorkers || shortfall(chosen, reached) === null) {
      this.since = null;
      return false;
    }
    this.since ??= wallMs;
    if (wallMs - this.since < FALLBACK_AFTER_MS) return false;
    this.fired = true;
    return true;
  }
}

/** Watches the reached speed while playing on workers and asks the session to move the run. */
export function useHostFallback(playing: boolean, speed: number, reached: number | null): void {
  const watch = useRef(new FallbackWatch());
  useEffect(() => {
    const rt = appStore.getState().runtime;
    const onWorkers = playing && rt.kind === 'live' && rt.host === 'workers';
    if (watch.current.observe(performance.now(), onWorkers, speed, reached)) void session.fallBack();
  }, [playing, speed, reached]);
}
