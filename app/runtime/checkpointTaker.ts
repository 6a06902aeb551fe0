/**
 * Takes the live run's checkpoints when they are due, between windows (so the trace bus and the
 * engine agree), within a wall-clock budget: a checkpoint clones every node's state, so it may cost
 * at most `costRatio` of the wall time since the previous one (CHECKPOINT_COST_RATIO).
 *
 * In-process, a snapshot is copy-on-write (engine/kernel/inprocess.ts): it costs little at once,
 * but every node's state is cloned soon after, in idle time or just before a window runs it; the
 * idle-time clones count against the budget too (SimRuntime.deferredSnapshotMs) — those a window
 * makes are not timed (the engine reads no clock), and the profile puts them near zero. On 1 000 nodes it is about a
 * second of work, which right after going live would take the frames and the worker host's start a
 * second of the page's thread: there a seek back before the first checkpoint starts the run over
 * from its spec and command log (PageRun.goTo), which gives the same run; checkpoints wait for the
 * worker host, whose nodes clone themselves off the page's thread.
 */
import type { Us } from '../../engine/index.ts';
import type { Checkpoints } from './checkpoints.ts';
import type { PageRunHost } from './pageRunHost.ts';
import type { SimRuntime } from './runtimeApi.ts';
import type { BusMark } from './traceBus.ts';

/** What the session adds to a checkpoint: its projections' state and its log's length. */
export type SessionMark = () => { readonly bus: BusMark; readonly commandCount: number };

/** Nodes from which an in-process snapshot's clones are a second's work (~0.5 ms a node, slow laptop). */
export const LARGE_RUN_NODES = 500;

/**
 * Whether a checkpoint now would clone a large cluster on the page's thread while the worker host
 * is still to take over. A run that stays in-process (`?host=inprocess`, a failed handover) takes
 * them as usual: seeking back is worth a stall there.
 */
export function snapshotStalls(rt: Pick<SimRuntime, 'host' | 'handover'>, nodes: number): boolean {
  return nodes >= LARGE_RUN_NODES && rt.host === 'in-process' && rt.handover === 'pending';
}

export class CheckpointTaker {
  /** Wall clock (ms) when the last checkpoint was taken, and what it cost. */
  private last = { atMs: -Infinity, costMs: 0 };

  constructor(
    private readonly checkpoints: Checkpoints,
    private readonly costRatio: number,
    /** `afterPaint`: the first checkpoint waits for the page to paint; `spec`: the run's size. */
    private readonly host: Pick<PageRunHost, 'afterPaint' | 'spec'>,
  ) {}

  async take(rt: SimRuntime, live: () => boolean, mark: SessionMark): Promise<void> {
    const atUs: Us = rt.nowUs();
    if (!this.checkpoints.due(atUs) || snapshotStalls(rt, this.host.spec().topology.nodes.length)) return;
    // The first one clones every node's state: on a big cluster the page paints first.
    if (this.checkpoints.size === 0) await this.host.afterPaint?.();
    if (!live()) return;
    const startMs = performance.now();
    // What the last checkpoints cost after they were taken (in-process clones) counts as theirs.
    const deferredMs = rt.deferredSnapshotMs?.() ?? 0;
    this.last = { ...this.last, costMs: this.last.costMs + deferredMs };
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
