/** The session's (session.ts) contracts: what it reads from the page and reports to it, its log's entries, its options. */
import type { Us, Command } from '../../engine/index.ts';
import type { Checkpoints } from './checkpoints.ts';
import type { RuntimeInfo, RuntimeInit } from './runtimeApi.ts';

export type { RuntimeInfo } from './runtimeApi.ts';

/** What the session reads from and reports to the page (the app store implements it). */
export interface PageRunHost {
  /** Cluster and seed of the run to start. */
  spec(): RuntimeInit;
  /** Virtual time per wall time, read on every played frame. */
  speed(): number;
  setTime(timeUs: Us): void;
  setPlaying(playing: boolean): void;
  setRuntime(info: RuntimeInfo): void;
  /** A command the engine refused. */
  refused(cmd: Command, reason: string): void;
  /**
   * Called before a command is given now: true when acting at `nowUs` forks the run (the host has
   * kept `log`, the old branch); the session then drops the commands scheduled after `nowUs`.
   */
  forking?(nowUs: Us, log: readonly LoggedCommand[]): boolean;
  /** Resolves once the page has painted: the first checkpoint (a clone of every node) waits for it. */
  afterPaint?(): Promise<void>;
}

/**
 * A command and the virtual time it applies at. `live`: given at the run's "now" rather than
 * scheduled ahead. The engine applies such a command before events of the current lookahead window
 * that are still due (engine/kernel/scheduler.ts nextRequest), so a replay gives it the same way —
 * run to its time, then give it — instead of scheduling it ahead, which would order it after them.
 */
export type LoggedCommand = { readonly atUs: Us; readonly cmd: Command; readonly live?: true };

export const logged = (atUs: Us, cmd: Command, live: boolean): LoggedCommand =>
  live ? { atUs, cmd, live } : { atUs, cmd };

/** Virtual time is whole µs (share links and scenario files carry it so): a time from a pixel or ms × 1000 is rounded. */
export const wholeUs = (us: Us): Us => (Number.isFinite(us) ? Math.round(us) : us);

export const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
export const succeeds = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

/** Longest idle stretch one step skips while looking for something to show (virtual µs). */
export const STEP_SEARCH_US = 2_000_000;

/**
 * A checkpoint (which clones every node's state) costs at most this much of the wall time spent
 * since the previous one: a fast forward seek over a long stretch skips some instead of spending
 * most of its time on them. Play is slow enough that none is skipped.
 */
export const CHECKPOINT_COST_RATIO = 0.1;

export interface PageRunOptions {
  readonly checkpoints?: Checkpoints;
  /** Default CHECKPOINT_COST_RATIO; Infinity takes every checkpoint that is due (tests). */
  readonly checkpointCostRatio?: number;
}
