/**
 * The live run of the page: which runtime hosts it, its command log, virtual time, play / step /
 * seek, and checkpoints for seeking back. Every engine call goes through one serial queue; a
 * restart bumps the generation so that the results of a superseded run are ignored. Trace batches
 * go to the trace bus and nowhere else; the session computes no derived state. Static mode (no runtime
 * factory, or while a runtime starts): commands are only logged; the run that starts next replays them.
 */
import type { Us, Command, NodeId } from '../../engine/index.ts';
import { divergeUs, pastOf, sharedPrefix } from './branchLog.ts';
import { CheckpointTaker } from './checkpointTaker.ts';
import { Checkpoints } from './checkpoints.ts';
import { PendingCommands } from './pendingCommands.ts';
import { Player } from './player.ts';
import { SerialQueue } from './serialQueue.ts';
import {
  logged,
  message,
  succeeds,
  wholeUs,
  CHECKPOINT_COST_RATIO,
  STEP_SEARCH_US,
  type LoggedCommand,
  type PageRunHost,
  type PageRunOptions,
} from './pageRunHost.ts';
import { liveInfo, type RuntimeFactory, type SimRuntime } from './runtimeApi.ts';
import type { TraceBus } from './traceBus.ts';

export type { LoggedCommand, RuntimeInfo, PageRunHost } from './pageRunHost.ts';

export class PageRun {
  private factory: RuntimeFactory | null = null;
  private rt: SimRuntime | null = null;
  private generation = 0;
  private now: Us = 0;
  /** Every command given in this run, in the order the engine got them: a restart replays it. */
  private log: LoggedCommand[] = [];
  /** A replay's commands from the first live one on, given as the run reaches them. */
  private readonly pending = new PendingCommands();
  private readonly queue = new SerialQueue();
  private readonly player: Player;
  readonly checkpoints: Checkpoints;
  private readonly taker: CheckpointTaker;
  /** A branch switch or fork under way: commands given meanwhile wait for it, in order. */
  private rewriting: Promise<void> | null = null;

  constructor(
    private readonly host: PageRunHost,
    readonly bus: TraceBus,
    options: PageRunOptions = {},
  ) {
    this.checkpoints = options.checkpoints ?? new Checkpoints();
    const ratio = options.checkpointCostRatio ?? CHECKPOINT_COST_RATIO;
    this.taker = new CheckpointTaker(this.checkpoints, ratio, host);
    this.player = new Player({
      now: () => this.now,
      speed: () => host.speed(),
      advanceTo: (untilUs) => this.enqueue((rt, live) => this.runTo(rt, untilUs, live)),
      onStop: () => host.setPlaying(false),
    });
  }

  get timeUs(): Us {
    return this.now;
  }
  /** Plugs in a runtime factory (null: static mode) and starts a run that replays the log. */
  attach(factory: RuntimeFactory | null): Promise<void> {
    this.factory = factory;
    return this.start();
  }

  /** A new run from scratch (new cluster or seed): forgets the command log. */
  reset(): Promise<void> {
    this.log = [];
    return this.start();
  }

  /** Ends the live run and goes back to static mode. */
  readonly stop = (): Promise<void> => this.attach(null);
  /** Gives a command now; while paused the run applies it at once (its trace shows it). */
  command(cmd: Command): void {
    if (this.rt && !this.rewriting && this.host.forking?.(this.now, this.log))
      void this.rewrite(pastOf(this.log, this.now), this.now);
    this.commandAt(cmd, -Infinity);
  }

  /**
   * Gives a command at a virtual time (now if that is past). Seeks and restarts replay it. In static
   * mode `givenLive` marks a command a shared session gave at its "now" (LoggedCommand.live).
   */
  commandAt(cmd: Command, at: Us, givenLive = false): void {
    const atUs = wholeUs(at);
    if (this.rewriting) return void this.rewriting.then(() => this.commandAt(cmd, atUs, givenLive));
    if (!this.rt) return void this.log.push(logged(Math.max(atUs, this.now), cmd, givenLive));
    void this.enqueue(async (rt, live) => {
      const nowUs = rt.nowUs();
      this.give(rt, cmd, Math.max(atUs, nowUs), atUs <= nowUs);
      if (atUs <= nowUs && !this.player.running) await this.runTo(rt, nowUs, live);
    });
  }

  play(): void {
    if (!this.rt) return;
    this.host.setPlaying(true);
    this.player.start();
  }

  pause(): void {
    this.player.stop();
    this.host.setPlaying(false);
  }

  /**
   * Advances window by window (the scheduler's lookahead) until a window produces trace events, so
   * one step always shows something happening; gives up after STEP_SEARCH_US of silence.
   */
  step(): Promise<void> {
    if (!this.rt) return Promise.resolve();
    this.pause();
    return this.enqueue(async (rt, live) => {
      const limit = rt.nowUs() + STEP_SEARCH_US;
      while (rt.nowUs() < limit) {
        const batch = await rt.runUntil(this.nextStop(rt, rt.nowUs() + rt.stepUs));
        if (!live()) return;
        this.bus.publish(batch);
        this.host.setTime((this.now = rt.nowUs()));
        if (batch.length > 0) break;
      }
      await this.checkpoint(rt, live);
    });
  }

  /** Jumps to `timeUs` (back: from the nearest checkpoint) and pauses; `onward`: never back, play kept. */
  seek(timeUs: Us, onward = false): Promise<void> {
    if (this.rewriting) return this.rewriting.then(() => this.seek(timeUs, onward));
    if (!this.rt) return Promise.resolve();
    if (onward)
      return this.enqueue((rt, live) => this.runTo(rt, Math.max(wholeUs(timeUs), rt.nowUs()), live));
    this.pause();
    return this.goTo(null, wholeUs(timeUs));
  }

  /**
   * Replaces the command log with another branch's and brings its run to `untilUs`, restoring the
   * latest checkpoint both branches share (or starting over): the same trace as a run of `log`.
   */
  rewrite(log: readonly LoggedCommand[], untilUs: Us): Promise<void> {
    this.pause();
    const done = this.goTo(log, wholeUs(untilUs)).finally(() => {
      if (this.rewriting === done) this.rewriting = null;
    });
    this.rewriting = done;
    return done;
  }

  /** Brings the run of `to` (null: the current log) to `timeUs`. */
  private async goTo(to: readonly LoggedCommand[] | null, timeUs: Us): Promise<void> {
    if (!this.rt) {
      this.log = [...(to ?? this.log)];
      return;
    }
    let fromStart = false;
    await this.enqueue(async (rt, live) => {
      const log = to ?? this.log;
      const shared = log === this.log ? log.length : sharedPrefix(this.log, log);
      const same = shared === log.length && shared === this.log.length;
      if (same && timeUs >= rt.nowUs()) return this.runTo(rt, timeUs, live);
      // A checkpoint serves when taken before the logs part, with only shared commands given.
      const cp = this.checkpoints.latestAt(Math.min(timeUs, divergeUs(this.log, log)), shared);
      this.log = [...log];
      // No checkpoint, or one the host cannot restore: start the run over and replay the log.
      fromStart = cp === null || !(await succeeds(rt.restore(cp.engine)));
      if (!cp || fromStart || !live()) return;
      this.checkpoints.dropAfter(cp);
      this.bus.rewind(cp.bus);
      this.now = rt.nowUs();
      // Commands given after the checkpoint are not in it: give them again, in the same order.
      this.pending.clear();
      for (const c of this.log.slice(cp.commandCount))
        if (this.pending.waits(c, rt.nowUs())) this.pending.push(c);
        else rt.command(c.cmd, c.atUs);
      await this.runTo(rt, timeUs, live);
    });
    if (fromStart) await this.start(timeUs);
  }

  /** Resolves once every engine call already queued (a play window landing after pause, a step) is done. */
  settled(): Promise<void> {
    return this.rewriting ? this.rewriting.then(() => this.settled()) : this.queue.settled();
  }

  /** Hash of the live run's trace so far (null in static mode): equal runs match on every host. */
  readonly traceHash = (): string | null => this.rt?.traceHash() ?? null;
  /** Every command of this run with the virtual time it was given at (what a share link carries). */
  readonly commands = (): readonly LoggedCommand[] => this.log;
  /** Trace events the live run has produced so far (0 in static mode). */
  readonly eventCount = (): number => this.rt?.eventCount() ?? 0;
  /** The worker pool's figures (null in static mode, in-process, or when they cannot be read). */
  readonly workerStats = (): ReturnType<SimRuntime['workerStats']> =>
    this.rt ? this.rt.workerStats().catch(() => null) : Promise.resolve(null);
  /** Test hook: kills the Web Worker that runs `node`; false when no worker host runs. */
  killWorkerOf(node: NodeId): boolean {
    return this.rt?.killWorkerOf ? (this.rt.killWorkerOf(node), true) : false;
  }
  /** Moves a run on workers to the faster in-process host between two windows (fallback.ts). */
  fallBack(): Promise<void> {
    return this.enqueue(async (rt) => void (await rt.fallBack?.()));
  }

  /** Starts a run of the host's spec, replays the log and runs to `untilUs` (0: boots the nodes). */
  private async start(untilUs: Us = 0): Promise<void> {
    const mine = ++this.generation;
    this.player.stop();
    this.rt?.dispose();
    this.rt = null;
    this.checkpoints.clear();
    this.pending.clear();
    this.bus.reset();
    this.now = 0;
    this.host.setTime(0);
    this.host.setPlaying(false);
    if (!this.factory) return this.host.setRuntime({ kind: 'static' });
    this.host.setRuntime({ kind: 'starting', host: 'in-process' });
    try {
      const rt = await this.factory(this.host.spec());
      if (mine !== this.generation) return rt.dispose();
      this.rt = rt;
      const replay = this.log;
      this.log = [];
      for (const c of replay) this.give(rt, c.cmd, c.atUs, c.live === true);
      const report = () => mine === this.generation && this.host.setRuntime(liveInfo(rt));
      rt.onChange?.(report);
      report();
      await this.enqueue((r, live) => this.runTo(r, untilUs, live));
    } catch (e) {
      if (mine === this.generation) this.host.setRuntime({ kind: 'error', message: message(e) });
    }
  }

  /**
   * Queues `task` on the live runtime. It is skipped when a restart superseded the run it was
   * queued for; `live()` tells the task, after each await, whether its results still count.
   */
  private enqueue(task: (rt: SimRuntime, live: () => boolean) => Promise<void>): Promise<void> {
    const mine = this.generation;
    const live = () => mine === this.generation;
    return this.queue.run(async () => {
      const rt = this.rt;
      if (!rt || !live()) return;
      try {
        await task(rt, live);
      } catch (e) {
        if (live()) throw e; // else the run was disposed by a restart meanwhile
      }
    });
  }

  /** Gives a command and logs it; a replayed live one the run has not reached yet waits (`pending`). */
  private give(rt: SimRuntime, cmd: Command, atUs: Us, live: boolean): void {
    const entry = logged(atUs, cmd, live);
    if (this.pending.waits(entry, rt.nowUs())) {
      this.log.push(entry);
      return this.pending.push(entry);
    }
    try {
      rt.command(cmd, atUs);
      this.log.push(entry);
    } catch (e) {
      this.host.refused(cmd, message(e));
    }
  }

  /** Where a run towards `untilUs` must stop next: the target, a checkpoint due or a pending command. */
  private nextStop(rt: SimRuntime, untilUs: Us): Us {
    this.pending.giveDue(rt, (cmd, why) => this.host.refused(cmd, why));
    return Math.min(untilUs, this.checkpoints.nextStopUs(rt.nowUs()), this.pending.nextAt());
  }

  /** Runs to `untilUs`, stopping for every checkpoint due on the way (chopping never changes the trace). */
  private async runTo(rt: SimRuntime, untilUs: Us, live: () => boolean): Promise<void> {
    for (;;) {
      const stopUs = this.nextStop(rt, untilUs);
      const batch = await rt.runUntil(stopUs);
      if (!live()) return;
      this.bus.publish(batch);
      this.now = rt.nowUs();
      await this.checkpoint(rt, live);
      if (!live()) return;
      // A command given live at the target time belongs to the state at that time: give it, run on.
      if (stopUs >= untilUs && !this.pending.dueBy(this.now)) return this.host.setTime(this.now);
    }
  }

  private checkpoint(rt: SimRuntime, live: () => boolean): Promise<void> {
    return this.taker.take(rt, live, () => ({
      bus: this.bus.mark(),
      commandCount: this.log.length - this.pending.size,
    }));
  }
}
