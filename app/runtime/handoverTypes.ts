/** Limits and contracts of the in-process → workers handover (./handover.ts). */
import type { Us, TraceEvent } from '../../engine/index.ts';
import type { RuntimeFactory, RuntimeInit, SimRuntime } from './runtimeApi.ts';

/** Commands kept for the replay; a run given more before the workers are up stays in-process. */
export const MAX_HANDOVER_COMMANDS = 50_000;
/** Worker hosts started before giving up, when seeks back keep voiding the replay. */
export const MAX_HANDOVER_ATTEMPTS = 3;
/**
 * Catch-up rounds run beside the live in-process run (each to where it was when the round began);
 * after them the handover blocks the in-process run for the last stretch.
 */
export const MAX_CATCHUP_ROUNDS = 8;
/**
 * The last stretch of a replay holds the live run (and the clicks behind it): it is taken only when
 * a catch-up round beside the live run has become this short (wall ms); workers that stay slower
 * than the live run leave it in-process instead of freezing the page.
 */
export const MAX_LOCKED_STRETCH_MS = 300;

export type HandoverOutcome =
  | { readonly phase: 'done'; readonly atUs: Us; readonly hash: string }
  | {
      readonly phase: 'mismatch';
      readonly atUs: Us;
      readonly inProcessHash: string;
      readonly workersHash: string;
    }
  | { readonly phase: 'failed'; readonly reason: string };

export interface HandoverOptions {
  /** The in-process runtime, live already. */
  readonly first: SimRuntime;
  /** Starts the worker host (resolves once every worker runs). */
  readonly next: RuntimeFactory;
  readonly init: RuntimeInit;
  /** Told once, when the handover ends whichever way. */
  readonly onOutcome?: (outcome: HandoverOutcome) => void;
  /**
   * Resolves when the worker host may start (the page: after the live page's next paint, so that
   * spawning workers does not delay it). Default: at once.
   */
  readonly whenIdle?: () => Promise<void>;
  /** MAX_LOCKED_STRETCH_MS unless given (tests). */
  readonly lockedStretchMs?: number;
  /** Trace events `first` produced before it was handed over here: the first window returns them. */
  readonly boot?: readonly TraceEvent[];
}
