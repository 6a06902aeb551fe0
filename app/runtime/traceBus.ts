/**
 * The one fan-out of the live run's trace: every batch goes to each registered projection in
 * registration order. The bus keeps the newest TRACE_RING_LIMIT events (no more) so a projection
 * registered mid-run starts from them; long runs are followed by folding, not by keeping the trace.
 */
import type { TraceEvent } from '../../engine/index.ts';
import type { Projection } from './projection.ts';

/** Events the bus and the event log keep at most (the newest ones). */
export const TRACE_RING_LIMIT = 50_000;

/** The state of every projection (and of the ring) at one checkpoint. */
export interface BusMark {
  readonly published: number;
  readonly marks: ReadonlyMap<Projection, unknown>;
}

export class TraceBus {
  private readonly projections: Projection[] = [];
  private ring: TraceEvent[] = [];
  /** Events published in this run; the ring holds the last `ring.length` of them. */
  private published = 0;

  constructor(
    projections: readonly Projection[] = [],
    private readonly ringLimit = TRACE_RING_LIMIT,
  ) {
    for (const p of projections) this.register(p);
  }

  /** Adds a projection, started from the events kept so far. Returns the unregister function. */
  register(p: Projection): () => void {
    p.init(this.ring);
    this.projections.push(p);
    return () => {
      const i = this.projections.indexOf(p);
      if (i >= 0) this.projections.splice(i, 1);
    };
  }

  publish(batch: readonly TraceEvent[]): void {
    if (batch.length === 0) return;
    this.published += batch.length;
    for (const e of batch) this.ring.push(e); // no spread: a replayed batch can be huge
    // Trim in steps of a quarter of the limit, so the ring is not copied on every batch.
    if (this.ring.length > this.ringLimit * 1.25) this.ring = this.ring.slice(-this.ringLimit);
    for (const p of this.projections) p.fold(batch);
  }

  /** The newest events of the run (oldest first, at most the ring limit plus a quarter). */
  recent(): readonly TraceEvent[] {
    return this.ring;
  }

  /** A new run: forgets every event and resets the projections. */
  reset(): void {
    this.ring = [];
    this.published = 0;
    for (const p of this.projections) p.reset();
  }

  mark(): BusMark {
    return { published: this.published, marks: new Map(this.projections.map((p) => [p, p.mark()])) };
  }

  /** Back to `m`, taken earlier in this run; a projection registered since starts from the ring. */
  rewind(m: BusMark): void {
    const drop = this.published - m.published;
    this.ring.length = Math.max(0, this.ring.length - drop);
    this.published = m.published;
    for (const p of this.projections) {
      if (m.marks.has(p)) p.rewind(m.marks.get(p));
      else {
        p.reset();
        p.init(this.ring);
      }
    }
  }
}
