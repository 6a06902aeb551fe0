/**
 * Checkpoints of the live run for seeking back: one every CHECKPOINT_EVERY_US of virtual time (or
 * later: the session also bounds their wall-clock cost), at most MAX_CHECKPOINTS kept. Past the limit the list is thinned so that spacing grows with age
 * (a seek a little way back replays little; a seek far back replays at most about as far as it
 * goes). The first checkpoint (the run's start) is never thinned.
 */
import type { Us, Checkpoint } from '../../engine/index.ts';
import type { BusMark } from './traceBus.ts';

/** Virtual time between checkpoints (µs): a seek back replays about this much of a recent run. */
const CHECKPOINT_EVERY_US = 1_000_000;
/** Checkpoints kept at most (each holds every node's state). */
const MAX_CHECKPOINTS = 24;

export interface RunCheckpoint {
  readonly atUs: Us;
  readonly engine: Checkpoint;
  /** Projections' state at `atUs`. */
  readonly bus: BusMark;
  /** Commands of the session's log already given to the engine when it was taken. */
  readonly commandCount: number;
}

export class Checkpoints {
  private list: RunCheckpoint[] = [];

  constructor(
    private readonly everyUs = CHECKPOINT_EVERY_US,
    private readonly max = MAX_CHECKPOINTS,
  ) {}

  get size(): number {
    return this.list.length;
  }

  /** Whether a checkpoint is due at `nowUs`. */
  due(nowUs: Us): boolean {
    const last = this.list.at(-1);
    return last === undefined || nowUs >= last.atUs + this.everyUs;
  }

  /** Where a run past `nowUs` should stop to take the next checkpoint. */
  nextStopUs(nowUs: Us): Us {
    const last = this.list.at(-1);
    return last === undefined || last.atUs + this.everyUs <= nowUs
      ? nowUs + this.everyUs
      : last.atUs + this.everyUs;
  }

  add(cp: RunCheckpoint): void {
    this.list.push(cp);
    if (this.list.length > this.max) this.thin(cp.atUs);
  }

  /** The latest checkpoint at or before `atUs` taken with at most `maxCommands` given, or null. */
  latestAt(atUs: Us, maxCommands = Infinity): RunCheckpoint | null {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const cp = this.list[i] as RunCheckpoint;
      if (cp.atUs <= atUs && cp.commandCount <= maxCommands) return cp;
    }
    return null;
  }

  /** Forgets the checkpoints after `cp` (the run went back to it; they will be taken again). */
  dropAfter(cp: RunCheckpoint): void {
    const i = this.list.indexOf(cp);
    if (i >= 0) this.list.length = i + 1;
  }

  clear(): void {
    this.list = [];
  }

  /** Times of the checkpoints kept, oldest first (tests, diagnostics). */
  times(): Us[] {
    return this.list.map((c) => c.atUs);
  }

  /**
   * Drops the inner checkpoint whose removal leaves the smallest gap relative to its age, so the
   * spacing stays roughly proportional to the distance from now (first and newest always stay).
   */
  private thin(nowUs: Us): void {
    let best = -1;
    let bestScore = Infinity;
    for (let i = 1; i < this.list.length - 1; i++) {
      const prev = (this.list[i - 1] as RunCheckpoint).atUs;
      const next = (this.list[i + 1] as RunCheckpoint).atUs;
      const score = (next - prev) / Math.max(1, nowUs - (this.list[i] as RunCheckpoint).atUs);
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best > 0) this.list.splice(best, 1);
  }
}
