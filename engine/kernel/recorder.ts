/**
 * Trace recording: the full event array (UI, tests, export) or hash-only (benchmarks), an
 * incremental hash over every event, and a listener per scheduler round for streaming.
 * Order: rounds in time order; inside a round, coordinator drops on delivery, then per node in id
 * order its step events followed by the sends it made.
 */
import type { Us } from './actor.ts';
import type { NodeStepOutput } from './nodestate.ts';
import type { TraceEvent } from './trace.ts';
import { digest, foldBlock, hashEvent, newHash, type HashState } from './tracehash.ts';

export type TraceMode = 'full' | 'hash';
/** Receives the events appended since the previous call (empty arrays are not sent). */
export type TraceListener = (events: readonly TraceEvent[], nowUs: Us) => void;

export class TraceRecorder {
  readonly full: boolean;
  readonly events: TraceEvent[] = [];
  /** Hash state; the scheduler feeds network events into it directly (allocation-free). */
  readonly h: HashState = newHash();
  private flushed = 0;
  private readonly listeners = new Set<TraceListener>();

  constructor(readonly mode: TraceMode) {
    this.full = mode === 'full';
  }

  /** Appends a coordinator event (faults, drops, sends in full mode). */
  push(e: TraceEvent): void {
    hashEvent(this.h, e);
    if (this.full) this.events.push(e);
  }

  /** Appends one node's step events (hashed by the node as a block). */
  block(out: NodeStepOutput): void {
    foldBlock(this.h, out.hashA, out.hashB, out.eventCount);
    if (this.full && out.events) for (const e of out.events) this.events.push(e);
  }

  subscribe(listener: TraceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  flush(nowUs: Us): void {
    if (this.listeners.size === 0 || this.flushed === this.events.length) {
      this.flushed = this.events.length;
      return;
    }
    const batch = this.events.slice(this.flushed);
    this.flushed = this.events.length;
    for (const l of this.listeners) l(batch, nowUs);
  }

  /** Hex digest of every event so far (16 hex digits). */
  get hash(): string {
    return digest(this.h);
  }

  get count(): number {
    return this.h.n;
  }

  /** Rewinds to a checkpoint: keeps the first `events` events and the saved hash state. */
  rewind(events: number, h: HashState): void {
    this.events.length = Math.min(this.events.length, events);
    this.flushed = Math.min(this.flushed, this.events.length);
    Object.assign(this.h, h);
  }
}
