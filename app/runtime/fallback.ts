/**
 * The faster host when the workers fall behind. A run on Web Workers pays a thread round trip per
 * window; when play cannot reach the chosen speed there, the page's own thread usually can (the
 * bench measures the in-process host 50–130× faster than one worker per node). `fallBack` moves
 * the run: a checkpoint of the workers' run is restored into a fresh in-process engine — the
 * checkpoint is the engine's plain state, the same on every host — and the move is kept only when
 * both give the same trace hash and event count there, so the views see no jump. The run never
 * moves back on its own: a person who wants the workers again reloads the page.
 */
import type { Checkpoint, Command, TraceEvent, Us } from '../../engine/index.ts';
import type { HandoverPhase, InProcessWhy, RuntimeFactory, RuntimeInit, SimRuntime } from './runtimeApi.ts';

export class FallbackRuntime implements SimRuntime {
  private fell = false;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private rt: SimRuntime,
    private readonly back: RuntimeFactory,
    private readonly init: RuntimeInit,
    private readonly onMove: () => void = () => {},
  ) {
    rt.onChange?.(() => this.changed());
  }

  get host(): SimRuntime['host'] {
    return this.rt.host;
  }
  get workerCount(): number {
    return this.rt.workerCount;
  }
  get stepUs(): Us {
    return this.rt.stepUs;
  }
  /** A run that fell back is no longer "handed over": it says why it is in-process instead. */
  get handover(): HandoverPhase | undefined {
    return this.fell ? undefined : this.rt.handover;
  }
  get inProcessWhy(): InProcessWhy | undefined {
    return this.fell ? 'slow' : this.rt.inProcessWhy;
  }
  get killWorkerOf(): SimRuntime['killWorkerOf'] {
    return this.rt.killWorkerOf;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  nowUs(): Us {
    return this.rt.nowUs();
  }
  command(cmd: Command, atUs?: Us): void {
    this.rt.command(cmd, atUs);
  }
  runUntil(untilUs: Us): Promise<readonly TraceEvent[]> {
    return this.rt.runUntil(untilUs);
  }
  snapshot(): Promise<Checkpoint> {
    return this.rt.snapshot();
  }
  deferredSnapshotMs(): number {
    return this.rt.deferredSnapshotMs?.() ?? 0;
  }
  restore(cp: Checkpoint): Promise<void> {
    return this.rt.restore(cp);
  }
  traceHash(): string {
    return this.rt.traceHash();
  }
  eventCount(): number {
    return this.rt.eventCount();
  }
  workerStats(): ReturnType<SimRuntime['workerStats']> {
    return this.rt.workerStats();
  }
  dispose(): void {
    this.rt.dispose();
  }

  /**
   * Moves the run to the in-process host. The caller keeps every other engine call out meanwhile
   * (the session's queue). False when the run is not on workers or the two hosts disagree — then
   * it stays where it was.
   */
  async fallBack(): Promise<boolean> {
    if (this.fell || this.rt.host !== 'workers') return false;
    const cp = await this.rt.snapshot();
    const next = await this.back(this.init);
    // Booted first, as every host is before its first window: restoring into an engine that has
    // not started its host leaves the host's side unset, and the run then drifts from the workers'.
    await next.runUntil(0);
    await next.restore(cp);
    if (next.traceHash() !== this.rt.traceHash() || next.eventCount() !== this.rt.eventCount()) {
      next.dispose();
      return false;
    }
    this.rt.dispose();
    this.rt = next;
    this.fell = true;
    this.changed();
    this.onMove();
    return true;
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }
}

/** `first` (the page's usual workers host, or its handover to them) that can fall back to `back`. */
export const withFallback =
  (first: RuntimeFactory, back: RuntimeFactory, onMove?: () => void): RuntimeFactory =>
  async (init) =>
    new FallbackRuntime(await first(init), back, init, onMove);
