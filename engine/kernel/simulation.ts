/**
 * The friendly facade: a Scheduler plus a Host and the run loop. In-process runs are synchronous
 * (`runUntilSync`, no promise per window); worker hosts use `await runUntil`. Checkpoints
 * (`snapshot`/`restore`) give time travel in every trace mode; `export()` gives a replayable trace.
 *
 * `E` is the run's event union and `C` its command union: the kernel's own by default; a cluster
 * simulation (engine/cluster.ts) adds its subsystems'.
 */
import type { AnyBehaviour, Us } from './actor.ts';
import type { TimedCommand } from './commands.ts';
import { deepClone, packRunState, unpackRunState, type PackedRunState } from './clone.ts';
import type { FaultCommand } from './faults.ts';
import { isPromise, type Host, type HostResponse } from './host.ts';
import { InProcessHost } from './inprocess.ts';
import type { NodeState } from './nodestate.ts';
import type { TraceMode, TraceRecorder } from './recorder.ts';
import type { AnyCommand, NodeStatus, RunState } from './runstate.ts';
import { Scheduler } from './scheduler.ts';
import type { SimulationSpec, TraceExport } from './spec.ts';
import type { KernelSubsystem } from './subsystem.ts';
import type { EventBase, KernelEvent } from './trace.ts';
import type { HashState } from './tracehash.ts';

export interface SimulationOptions extends SimulationSpec {
  /** Default: a new in-process host. */
  readonly host?: Host;
  /** 'full' (default) keeps every event; 'stream' only hands batches to listeners; 'hash' only hashes. */
  readonly traceMode?: TraceMode;
  /** Subsystems booted on every node, in this order (default none). */
  readonly subsystems?: readonly KernelSubsystem[];
  /** Test-only behaviours for in-process hosts (worker hosts bundle engine/kernel/testing). */
  readonly extraBehaviours?: readonly AnyBehaviour[];
  /**
   * Stepping window width (µs), at most the lookahead (the default). Narrower windows change only
   * how work is batched into host calls, never the run or its hash (determinism tests use 1 µs).
   */
  readonly windowUs?: Us;
}

/** A point to come back to (time travel). Plain data; its network tables are packed (clone.ts). */
export interface Checkpoint extends PackedRunState<RunState> {
  readonly hash: HashState;
  /** Events kept by the recorder (full mode). */
  readonly events: number;
  readonly logLength: number;
  readonly nodes: NodeState[];
}

export class Simulation<E extends EventBase = KernelEvent, C extends AnyCommand = FaultCommand> {
  readonly host: Host;
  private readonly s: Scheduler;
  private ready: Promise<void> | null = null;
  private disposed = false;

  constructor(readonly options: SimulationOptions) {
    this.host = options.host ?? new InProcessHost();
    this.s = new Scheduler(options, options.traceMode ?? 'full', options.subsystems ?? [], options.windowUs);
    const r = this.host.init({
      world: this.s.world,
      nodes: this.s.index.ids,
      traceFull: this.s.trace.builds,
      extraServices: options.extraServices ?? [],
      subsystems: options.subsystems ?? [],
      extraBehaviours: options.extraBehaviours ?? [],
      ...(options.latency ? { latency: options.latency } : {}),
    });
    // A partitioned host knows its partitions once initialised: then it may take spans of windows.
    if (isPromise(r)) this.ready = r.then(() => this.s.enableSpans(this.host.partitions));
    else this.s.enableSpans(this.host.partitions);
  }

  get now(): Us {
    return this.s.now;
  }
  /** The trace; its events are this run's union `E` (the recorder is where nodes' events are typed). */
  get trace(): TraceRecorder<E> {
    return this.s.trace as unknown as TraceRecorder<E>;
  }
  get workerCount(): number {
    return this.host.workerCount;
  }
  /** Lookahead window width (µs). */
  get lookaheadUs(): Us {
    return this.s.latency.lookaheadUs;
  }
  /** Messages routed so far (every send gets one global seq; includes disconnect notices). */
  get messageCount(): number {
    return this.s.messageCount;
  }
  hash(): string {
    return this.s.trace.hash;
  }
  private indexOf(node: number): number {
    const i = this.s.index.of(node);
    if (i < 0) throw new Error(`unknown node ${node}`);
    return i;
  }
  nodeStatus(node: number): NodeStatus {
    return this.s.status(this.indexOf(node));
  }
  /** Runtime incarnation of a node (1 at start, +1 per node.up). */
  incarnation(node: number): number {
    return this.s.incarnation(this.indexOf(node));
  }
  /** The configuration version a node last applied (1: the spec's); a down node keeps its last. */
  configVersion(node: number): number {
    return this.s.state.configs[this.indexOf(node)]?.version ?? 1;
  }

  /** Messages and timers the node's actors were sent of a kind outside their inbox (dropped). */
  unhandledCount(node: number): number {
    return this.s.state.unhandled[this.indexOf(node)] ?? 0;
  }

  schedule(atUs: Us, command: C): void {
    this.s.schedule(atUs, command);
  }
  command(command: C): void {
    this.s.schedule(this.s.now, command);
  }

  /** Runs every window that ends by `untilUs` (and commands at ≤ untilUs); then now = untilUs. */
  runUntilSync(untilUs: Us): void {
    if (this.ready) throw new Error('runUntilSync: this host is asynchronous; use runUntil');
    for (let req = this.s.nextRequest(untilUs); req; req = this.s.nextRequest(untilUs)) {
      const res = this.host.call(req);
      if (isPromise(res)) throw new Error('runUntilSync: host answered asynchronously; use runUntil');
      this.s.complete(res);
    }
    this.finish(untilUs);
  }

  async runUntil(untilUs: Us): Promise<void> {
    if (this.ready) {
      await this.ready;
      this.ready = null;
    }
    for (let req = this.s.nextRequest(untilUs); req; req = this.s.nextRequest(untilUs)) {
      if (this.disposed) throw new Error('simulation disposed');
      const r = this.host.call(req);
      const res: HostResponse = isPromise(r) ? await r : r;
      this.s.complete(res);
    }
    this.finish(untilUs);
  }

  private finish(untilUs: Us): void {
    if (Number.isFinite(untilUs)) this.s.advanceTo(untilUs);
    // A fault applied with no node step after it (a link cut on an idle cluster) ends no round:
    // hand its events to listeners now, so a live view sees it without waiting for the next step.
    this.s.trace.flush(this.s.state.now);
  }

  /**
   * `nodes` are the host's own copies (in-process, live states it shares copy-on-write until each
   * node next runs): cloning them again would double a big cluster's cost.
   */
  private checkpoint(nodes: NodeState[]): Checkpoint {
    const s = this.s;
    return {
      ...packRunState(s.state),
      hash: deepClone(s.trace.h),
      events: s.trace.kept,
      logLength: s.commandLog.length,
      nodes,
    };
  }

  snapshotSync(): Checkpoint {
    const nodes = this.host.snapshot();
    if (isPromise(nodes)) throw new Error('snapshotSync: host is asynchronous; use snapshot');
    return this.checkpoint(nodes);
  }
  async snapshot(): Promise<Checkpoint> {
    if (this.ready) await this.ready;
    return this.checkpoint(await this.host.snapshot());
  }

  private rewind(cp: Checkpoint): void {
    // The host clones the nodes it restores; the rest is cloned here, once.
    const { hash, events, logLength, nodes: _nodes, ...state } = cp;
    this.s.restore(unpackRunState<RunState>(state), logLength);
    this.s.trace.rewind(events, deepClone(hash));
  }
  restoreSync(cp: Checkpoint): void {
    const r = this.host.restore(cp.nodes);
    if (isPromise(r)) throw new Error('restoreSync: host is asynchronous; use restore');
    this.rewind(cp);
  }
  async restore(cp: Checkpoint): Promise<void> {
    if (this.ready) await this.ready;
    await this.host.restore(cp.nodes);
    this.rewind(cp);
  }

  /** A replayable trace: spec + command log (+ events in full mode) + hash. */
  export(): TraceExport<E, C> {
    const o = this.options;
    return {
      version: 1,
      spec: {
        topology: o.topology,
        config: o.config,
        seed: o.seed,
        ...(o.latency ? { latency: o.latency } : {}),
        ...(o.disconnectDetectUs !== undefined ? { disconnectDetectUs: o.disconnectDetectUs } : {}),
        ...(o.extraServices ? { extraServices: o.extraServices } : {}),
      },
      commands: [...this.s.commandLog] as TimedCommand<C>[],
      endUs: this.s.now,
      events: [...this.trace.events],
      eventCount: this.s.trace.count,
      hash: this.s.trace.hash,
    };
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await this.host.dispose();
  }
}
