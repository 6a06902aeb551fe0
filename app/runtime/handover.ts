/**
 * Live at once, on workers once they are ready. The run starts on the in-process engine, so the
 * page is live as soon as the cluster is built; the Web Worker host starts behind it, replays the
 * same spec and command log up to the same virtual time (no rendering: its trace batches are
 * dropped), and takes over only if its trace hash at that point equals the in-process one — the
 * engine is deterministic on every host, so any difference is a defect worth a warning, and the
 * run then stays in-process. The handover happens between two engine calls, at the same virtual
 * time and state, so the views see no jump.
 */
import type { Us, Checkpoint, Command, TraceEvent } from '../../engine/index.ts';
import { SerialQueue } from './serialQueue.ts';
import {
  MAX_CATCHUP_ROUNDS,
  MAX_HANDOVER_ATTEMPTS,
  MAX_HANDOVER_COMMANDS,
  MAX_LOCKED_STRETCH_MS,
  type HandoverOptions,
  type HandoverOutcome,
} from './handoverTypes.ts';
import type { HandoverPhase, RuntimeFactory, SimRuntime } from './runtimeApi.ts';

export * from './handoverTypes.ts';

/**
 * A command the in-process run took: where its virtual time was, when the command runs, and
 * whether a window ran since the command before it. Commands at one instant applied by separate
 * runs (a rack clicked down, then up, while paused) trace differently from one run applying both,
 * so the replay runs exactly where the live run did.
 */
interface Given {
  readonly givenAtUs: Us;
  readonly atUs: Us;
  readonly cmd: Command;
  readonly afterRun: boolean;
}

/** How far a replay has come: commands given, and whether it ran since the last of them. */
interface Replayed {
  count: number;
  ran: boolean;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Thrown inside a replay a restore has voided. */
class Voided extends Error {}

export class HandoverRuntime implements SimRuntime {
  private rt: SimRuntime;
  private log: Given[] = [];
  /** Bumped by every restore: a replay started before it no longer matches the run. */
  private epoch = 0;
  private disposed = false;
  /** The worker host being replayed: a dispose or a rewind stops it at once. */
  private pending: SimRuntime | null = null;
  private outcome: HandoverOutcome | null = null;
  private readonly listeners: (() => void)[] = [];
  /** Engine calls of the live runtime and the handover itself never interleave. */
  private readonly queue = new SerialQueue();
  private boot: readonly TraceEvent[];
  /** A window ran since the last command (the boot run counts). */
  private ran = true;
  /** `ran` when each checkpoint was taken: a restore brings it back with the engine's state. */
  private readonly ranAt = new WeakMap<Checkpoint, boolean>();
  /** Resolves when the handover has ended (tests, the e2e handle). */
  readonly done: Promise<HandoverOutcome>;

  constructor(private readonly options: HandoverOptions) {
    this.rt = options.first;
    this.boot = options.boot ?? [];
    this.done = this.run().then(
      (o) => this.settle(o),
      (e: unknown) => this.settle({ phase: 'failed', reason: message(e) }),
    );
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
  get handover(): HandoverPhase {
    return this.outcome?.phase ?? 'pending';
  }
  get killWorkerOf(): SimRuntime['killWorkerOf'] {
    return this.rt.killWorkerOf;
  }

  /** Calls `listener` when the host or the handover phase changes. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  nowUs(): Us {
    return this.rt.nowUs();
  }

  command(cmd: Command, atUs?: Us): void {
    const nowUs = this.rt.nowUs();
    this.rt.command(cmd, atUs);
    if (this.outcome) return;
    // As the engine logs it (Scheduler.schedule): never before now.
    this.log.push({ givenAtUs: nowUs, atUs: Math.max(atUs ?? nowUs, nowUs), cmd, afterRun: this.ran });
    this.ran = false;
  }

  runUntil(untilUs: Us): Promise<readonly TraceEvent[]> {
    return this.queue.run(async () => {
      this.ran = true;
      const events = await this.rt.runUntil(untilUs);
      if (this.boot.length === 0) return events;
      const boot = this.boot;
      this.boot = [];
      return [...boot, ...events];
    });
  }

  snapshot(): Promise<Checkpoint> {
    return this.queue.run(async () => {
      const cp = await this.rt.snapshot();
      this.ranAt.set(cp, this.ran);
      return cp;
    });
  }

  deferredSnapshotMs(): number {
    return this.rt.deferredSnapshotMs?.() ?? 0;
  }

  restore(cp: Checkpoint): Promise<void> {
    return this.queue.run(async () => {
      await this.rt.restore(cp);
      // The engine's command log is cut back to the checkpoint's, and so is the replay's.
      this.log.length = Math.min(this.log.length, cp.logLength);
      this.ran = this.ranAt.get(cp) ?? true;
      this.epoch++;
      this.pending?.dispose();
    });
  }

  /** The workers' figures once they have taken over; null while (or if) the run stays in-process. */
  workerStats(): ReturnType<SimRuntime['workerStats']> {
    return this.rt.workerStats();
  }

  traceHash(): string {
    return this.rt.traceHash();
  }
  eventCount(): number {
    return this.rt.eventCount();
  }

  dispose(): void {
    this.disposed = true;
    this.pending?.dispose();
    this.rt.dispose();
  }

  private settle(outcome: HandoverOutcome): HandoverOutcome {
    this.outcome = outcome;
    this.log = [];
    // A run disposed meanwhile (a restart, a new cluster) has nobody left to tell.
    if (this.disposed) return outcome;
    this.options.onOutcome?.(outcome);
    for (const l of this.listeners) l();
    return outcome;
  }

  private async run(): Promise<HandoverOutcome> {
    const gone: HandoverOutcome = { phase: 'failed', reason: 'the run was disposed' };
    await (this.options.whenIdle?.() ?? Promise.resolve());
    for (let attempt = 0; attempt < MAX_HANDOVER_ATTEMPTS; attempt++) {
      if (this.disposed) return gone;
      const w = await this.options.next(this.options.init);
      if (this.disposed) {
        w.dispose();
        return gone;
      }
      // Read once the workers are up: a rewind while they started voids nothing.
      const epoch = this.epoch;
      this.pending = w;
      try {
        return await this.replay(w, epoch);
      } catch (e) {
        w.dispose();
        if (this.disposed) return gone;
        // A rewind may stop the host mid-call: whatever it threw then, the replay was voided.
        if (!(e instanceof Voided) && epoch === this.epoch) throw e;
      } finally {
        this.pending = null;
      }
    }
    return {
      phase: 'failed',
      reason: `the run was rewound ${MAX_HANDOVER_ATTEMPTS} times during the replay`,
    };
  }

  /**
   * Brings `w` to the in-process run's time and commands: rounds beside the live run first, then
   * the last stretch inside the queue, where the in-process run cannot move; compares the hashes
   * there and switches (or not) before any other engine call.
   */
  private async replay(w: SimRuntime, epoch: number): Promise<HandoverOutcome> {
    const given: Replayed = { count: 0, ran: true }; // the worker host ran its boot
    let lastMs = 0;
    for (let round = 0; round < MAX_CATCHUP_ROUNDS; round++) {
      const t0 = performance.now();
      lastMs = (await this.catchUp(w, epoch, given)) ? 0 : performance.now() - t0;
      if (lastMs === 0) break;
    }
    if (lastMs > (this.options.lockedStretchMs ?? MAX_LOCKED_STRETCH_MS))
      throw new Error(
        `the workers did not catch up with the run (a round still took ${Math.round(lastMs)} ms)`,
      );
    return this.queue.run(async () => {
      while (!(await this.catchUp(w, epoch, given)));
      if (this.disposed) throw new Voided();
      const atUs = this.rt.nowUs();
      const inProcessHash = this.rt.traceHash();
      const workersHash = w.traceHash();
      if (inProcessHash !== workersHash || this.rt.eventCount() !== w.eventCount()) {
        w.dispose();
        return { phase: 'mismatch', atUs, inProcessHash, workersHash };
      }
      this.rt.dispose();
      this.rt = w;
      return { phase: 'done', atUs, hash: workersHash };
    });
  }

  /**
   * One round: gives `w` the commands it lacks, each at the virtual time the in-process run got it
   * and after a run where the in-process run had one, then runs it to where the in-process run is
   * now. True when `w` was level before the round: same time, commands, and run since the last one.
   */
  private async catchUp(w: SimRuntime, epoch: number, given: Replayed): Promise<boolean> {
    const check = () => {
      if (this.disposed || epoch !== this.epoch) throw new Voided();
    };
    check();
    if (this.log.length > MAX_HANDOVER_COMMANDS)
      throw new Error(`more than ${MAX_HANDOVER_COMMANDS} commands before the workers were up`);
    const targetUs = this.rt.nowUs();
    const ran = this.ran;
    if (given.count === this.log.length && w.nowUs() === targetUs && given.ran === ran) return true;
    while (given.count < this.log.length) {
      const g = this.log[given.count] as Given;
      if (g.afterRun || w.nowUs() < g.givenAtUs) await w.runUntil(g.givenAtUs);
      check();
      w.command(g.cmd, g.atUs);
      given.count++;
      given.ran = false;
    }
    if (w.nowUs() < targetUs || (ran && !given.ran)) {
      await w.runUntil(targetUs);
      given.ran = true;
    }
    check();
    return false;
  }
}

/**
 * The page's runtime factory with a handover: the in-process runtime is returned at once (booted
 * like the worker host, which runs to 0 before it answers), and `next` takes over when it is ready.
 */
export function withHandover(
  first: RuntimeFactory,
  next: RuntimeFactory,
  options: Pick<HandoverOptions, 'onOutcome' | 'whenIdle' | 'lockedStretchMs'> = {},
): RuntimeFactory {
  return async (init) => {
    const rt = await first(init);
    const boot = await rt.runUntil(0);
    return new HandoverRuntime({ ...options, first: rt, next, init, boot });
  };
}
