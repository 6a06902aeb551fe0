/**
 * Trace recording, with an incremental hash over every event in every mode:
 * - `full` keeps every event (tests, CLI, export) and streams each round's batch to listeners;
 * - `stream` hands each round's batch to listeners and keeps nothing (a live view: memory stays
 *   flat however long the run plays);
 * - `hash` builds no event objects at all (benchmarks).
 * Order: rounds in time order; inside a round, coordinator drops on delivery, then per node in id
 * order its step events followed by the sends it made.
 *
 * `E` is the event union of the run (the kernel's events plus its subsystems'); nodes and the
 * scheduler produce them as EventBase, so the recorder is where they are read as `E`.
 */
import type { Us } from './actor.ts';
import type { NodeStepOutput } from './nodestate.ts';
import type { EventBase, KernelEvent, KernelEventBody } from './trace.ts';
import { digest, foldBlock, hashEvent, newHash, type HashState } from './tracehash.ts';

export type TraceMode = 'full' | 'stream' | 'hash';
/** Receives the events appended since the previous call (empty batches are not sent). */
export type TraceListener<E extends EventBase = KernelEvent> = (events: readonly E[], nowUs: Us) => void;

const NONE: readonly never[] = [];

export class TraceRecorder<E extends EventBase = KernelEvent> {
  /** Event objects are built (full and stream modes); false: hash only. */
  readonly builds: boolean;
  /** Hash state; the scheduler feeds network events into it directly (allocation-free). */
  readonly h: HashState = newHash();
  /** full: every event; stream: the batch not yet flushed; hash: always empty. */
  private readonly buf: E[] = [];
  private flushed = 0;
  private readonly listeners = new Set<TraceListener<E>>();

  constructor(readonly mode: TraceMode) {
    this.builds = mode !== 'hash';
  }

  /** Every event so far in full mode; empty in the other modes. */
  get events(): readonly E[] {
    return this.mode === 'full' ? this.buf : NONE;
  }

  /** Appends a coordinator event (faults, crashes), hashing it. */
  push(body: KernelEventBody, t: Us, node = 0): void {
    const e = { ...body, t, node } as EventBase;
    hashEvent(this.h, e);
    if (this.builds) this.buf.push(e as E);
  }

  /** Appends an event the caller has already hashed (the scheduler's network events). */
  add(e: KernelEvent): void {
    this.buf.push(e as EventBase as E);
  }

  /**
   * Appends an annotation a run's driver adds (expectation outcomes, invariant violations): streamed
   * and kept like any event, but outside the hash and the count, which cover the run itself.
   */
  annotate(e: E): void {
    if (this.builds) this.buf.push(e);
  }

  /** Appends one node's step events (hashed by the node as a block). */
  block(out: NodeStepOutput): void {
    this.fold(out.hashA, out.hashB, out.eventCount, out.events);
  }

  /** Appends events hashed where they were made (a step's, or a span's: span.ts) and their lanes. */
  fold(a: number, b: number, n: number, events: readonly EventBase[] | null): void {
    foldBlock(this.h, a, b, n);
    if (this.builds && events) for (const e of events) this.buf.push(e as E);
  }

  subscribe(listener: TraceListener<E>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Ends a round: listeners get its events; stream mode then lets them go. Events a listener adds
   * (annotations) belong to the next batch.
   */
  flush(nowUs: Us): void {
    const buf = this.buf;
    if (this.flushed < buf.length) {
      const from = this.flushed;
      this.flushed = buf.length;
      if (this.listeners.size > 0) {
        const batch = buf.slice(from);
        for (const l of this.listeners) l(batch, nowUs);
      }
    }
    if (this.mode === 'stream' && this.flushed > 0) {
      buf.splice(0, this.flushed);
      this.flushed = 0;
    }
  }

  /** Hex digest of every event so far (16 hex digits). */
  get hash(): string {
    return digest(this.h);
  }

  /** Events recorded so far, in every mode. */
  get count(): number {
    return this.h.n;
  }

  /** Events kept (full mode), for a checkpoint. */
  get kept(): number {
    return this.mode === 'full' ? this.buf.length : 0;
  }

  /** Rewinds to a checkpoint: keeps the first `kept` events and the saved hash state. */
  rewind(kept: number, h: HashState): void {
    this.buf.length = this.mode === 'full' ? Math.min(this.buf.length, kept) : 0;
    this.flushed = Math.min(this.flushed, this.buf.length);
    Object.assign(this.h, h);
  }
}
