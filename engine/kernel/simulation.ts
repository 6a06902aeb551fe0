/**
 * The friendly facade: a Scheduler plus a Host and the run loop. In-process runs are synchronous
 * (`runUntilSync`, no promise per window); worker hosts use `await runUntil`. Checkpoints
 * (`snapshot`/`restore`) give time travel; `export()` gives a replayable trace.
 */
import type { Behaviour, Us } from './actor.ts';
import type { Command } from './commands.ts';
import { isPromise, type Host, type HostResponse } from './host.ts';
import { InProcessHost } from './inprocess.ts';
import { deepClone } from './clone.ts';
import type { NodeState } from './nodestate.ts';
import type { TraceMode, TraceRecorder } from './recorder.ts';
import { type RngState } from './rng.ts';
import { Scheduler, type NodeStatus, type QueuedCommand, type SimulationSpec } from './scheduler.ts';
import type { TraceExport } from './traceio.ts';
import type { HashState } from './tracehash.ts';
import type { NetworkState } from './network.ts';
import type { BlobStorageState } from '../subsystems/blobstorage/service.ts';
import type { InflightQueue } from './inflight.ts';

export interface SimulationOptions extends SimulationSpec {
  /** Default: a new in-process host. */
  readonly host?: Host;
  /** 'full' (default) keeps every event; 'hash' only hashes (benchmarks). */
  readonly traceMode?: TraceMode;
  /** Test-only behaviours for in-process hosts (worker hosts bundle engine/kernel/testing). */
  readonly extraBehaviours?: readonly Behaviour<never>[];
}

/** A point to come back to (time travel). Plain data. */
export interface Checkpoint {
  readonly now: Us;
  readonly seq: number;
  readonly status: NodeStatus[];
  readonly incarnation: number[];
  readonly timerAt: number[];
  readonly inflight: InflightQueue;
  readonly commands: QueuedCommand[];
  readonly rng: RngState;
  readonly net: NetworkState;
  readonly storage: BlobStorageState;
  readonly hash: HashState;
  readonly events: number;
  readonly logLength: number;
  readonly nodes: NodeState[];
}

export class Simulation {
  readonly host: Host;
  private readonly s: Scheduler;
  private ready: Promise<void> | null = null;
  private disposed = false;

  constructor(readonly options: SimulationOptions) {
    this.host = options.host ?? new InProcessHost();
    this.s = new Scheduler(options, options.traceMode ?? 'full');
    const r = this.host.init({
      world: this.s.world,
      nodes: this.s.index.ids,
      traceFull: this.s.trace.full,
      extraServices: options.extraServices ?? [],
      extraBehaviours: options.extraBehaviours ?? [],
    });
    if (isPromise(r)) this.ready = r;
  }

  get now(): Us {
    return this.s.now;
  }
  get trace(): TraceRecorder {
    return this.s.trace;
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
    return this.s.seq;
  }
  hash(): string {
    return this.s.trace.hash;
  }
  nodeStatus(node: number): NodeStatus {
    const i = this.s.index.of(node);
    if (i < 0) throw new Error(`unknown node ${node}`);
    return this.s.status[i] as NodeStatus;
  }
  /** Runtime incarnation of a node (1 at start, +1 per node.up). */
  incarnation(node: number): number {
    return this.s.incarnation[this.s.index.of(node)] as number;
  }

  schedule(atUs: Us, command: Command): void {
    this.s.schedule(atUs, command);
  }
  command(command: Command): void {
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
    if (Number.isFinite(untilUs) && untilUs > this.s.now) this.s.now = untilUs;
  }

  private checkpoint(nodes: NodeState[]): Checkpoint {
    const s = this.s;
    return deepClone({
      now: s.now,
      seq: s.seq,
      status: s.status,
      incarnation: s.incarnation,
      timerAt: s.timerAt,
      inflight: s.inflight,
      commands: s.commands,
      rng: s.rng,
      net: s.net,
      storage: s.storage,
      hash: s.trace.h,
      events: s.trace.events.length,
      logLength: s.log.length,
      nodes,
    });
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
    const s = this.s;
    const c = deepClone(cp);
    s.now = c.now;
    s.seq = c.seq;
    s.status = c.status;
    s.incarnation = c.incarnation;
    s.timerAt = c.timerAt;
    s.inflight = c.inflight;
    s.commands = c.commands;
    s.rng = c.rng;
    s.net = c.net;
    s.storage = c.storage;
    s.log.length = Math.min(s.log.length, c.logLength);
    s.trace.rewind(c.events, c.hash);
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
  export(): TraceExport {
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
      commands: [...this.s.log],
      endUs: this.s.now,
      events: [...this.s.trace.events],
      eventCount: this.s.trace.count,
      hash: this.s.trace.hash,
    };
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await this.host.dispose();
  }
}
