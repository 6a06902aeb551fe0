/**
 * Takes the live run's checkpoints when they are due, between windows (so the trace bus and the
 * engine agree), within a wall-clock budget: a checkpoint clones every node's state, so it may cost
 * at most `costRatio` of the wall time since the previous one (CHECKPOINT_COST_RATIO).
 */
import type { Us } from '../../engine/index.ts';
import type { Checkpoints } from './checkpoints.ts';
import type { SimRuntime } from './runtimeApi.ts';
import type { BusMark } from './traceBus.ts';

/** What the session adds to a checkpoint: its projections' state and its log's length. */
export type SessionMark = () => { readonly bus: BusMark; readonly commandCount: number };

export class CheckpointTaker {
  /** Wall clock (ms) when the last checkpoint was taken, and what it cost. */
  private last = { atMs: -Infinity, costMs: 0 };

  constructor(
    private readonly checkpoints: Checkpoints,
    private readonly costRatio: number,
    /** Resolves once the page has painted; the first checkpoint waits for it. */
    private readonly afterPaint: () => Promise<void> | undefined,
  ) {}

  async take(rt: SimRuntime, live: () => boolean, mark: SessionMark): Promise<void> {
    const atUs: Us = rt.nowUs();
    if (!this.checkpoints.due(atUs)) return;
    // The first one clones every node's state: on a big cluster the page paints first.
    if (this.checkpoints.size === 0) await this.afterPaint();
    if (!live()) return;
    const startMs = performance.now();
    const { atMs, costMs } = this.last;
    if (this.checkpoints.size > 0 && (startMs - atMs) * this.costRatio < costMs) return;
    const { bus, commandCount } = mark();
    // A checkpoint that cannot be taken (a worker died under it) is skipped; the run goes on.
    const engine = await rt.snapshot().catch(() => null);
    if (!engine || !live()) return;
    this.checkpoints.add({ atUs, engine, bus, commandCount });
    const endMs = performance.now();
    this.last = { atMs: endMs, costMs: endMs - startMs };
  }
}
