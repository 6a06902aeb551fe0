/**
 * Board retry timing (ydb/core/base/statestorage.h TBoardRetrySettings; board_publish.cpp CalmGone /
 * RetryReplica; board_lookup.cpp ReconnectReplica). A retry soon after the previous one waits
 * `lastRetryAt + delay`, the delay doubling from 2 s to at most 5 s and then scaled by a random
 * percentage in [50, 200); a retry after a quiet spell waits a fixed first delay scaled the same way
 * (publisher 2 s x [50, 200) %, lookup 1 s x [10, 200) %).
 */
import type { Us } from '../../kernel/actor.ts';

const BOARD_START_DELAY_US: Us = 2_000_000;
export const BOARD_MAX_DELAY_US: Us = 5_000_000;

export interface RetryState {
  /** When the last attempt was sent; null before any (YDB: TMonotonic::Zero(), long ago). */
  lastRetryAt: Us | null;
  /** 0 until first used, then the current back-off delay. */
  currentDelayUs: Us;
}

export function newRetryState(): RetryState {
  return { lastRetryAt: null, currentDelayUs: 0 };
}

export interface FirstDelay {
  readonly baseUs: Us;
  /** Uniform percentage range [lo, hi), YDB RandomProvider->Uniform(lo, hi) / 100. */
  readonly loPct: number;
  readonly hiPct: number;
}

export const PUBLISH_FIRST: FirstDelay = { baseUs: 2_000_000, loPct: 50, hiPct: 200 };
export const LOOKUP_FIRST: FirstDelay = { baseUs: 1_000_000, loPct: 10, hiPct: 200 };

function pct(random: () => number, lo: number, hi: number): number {
  return Math.floor(lo + random() * (hi - lo));
}

/** Delay (from now) before the next attempt; updates `state.currentDelayUs` like YDB does. */
export function nextRetryDelay(state: RetryState, now: Us, first: FirstDelay, random: () => number): Us {
  if (state.currentDelayUs === 0) state.currentDelayUs = BOARD_START_DELAY_US;
  if (state.lastRetryAt !== null && now - state.lastRetryAt < state.currentDelayUs) {
    const doubled = Math.min(state.currentDelayUs * 2, BOARD_MAX_DELAY_US);
    state.currentDelayUs = Math.floor((doubled * pct(random, 50, 200)) / 100);
    return Math.max(0, state.lastRetryAt + state.currentDelayUs - now);
  }
  return Math.floor((first.baseUs * pct(random, first.loPct, first.hiPct)) / 100);
}
