/**
 * The coordinator: virtual time, the command queues and conservative parallel stepping. It never
 * runs actor code itself: each round it hands the host a request (kills/boots, one window's node
 * steps, or on a partitioned host a span of windows: ./spans.ts) and merges the outputs in node-id
 * order, routing their sends (./routing.ts). Kernel commands act through the FaultTarget it
 * implements; node commands go to the command service the owning subsystem names. It knows
 * subsystems only as the descriptors it is given.
 */
import { indexTopology, type TopologyIndex } from '../model/topology/build.ts';
import { resolveNodeSet, type NodeSet } from '../model/topology/nodeset.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import type { Us, World } from './actor.ts';
import { cmdLess, type QueuedCommand, type TimedCommand } from './commands.ts';
import {
  actsInStep,
  applyFault,
  commandServices,
  isFaultCommand,
  type FaultCommand,
  type FaultTarget,
} from './faults.ts';
import { heapPop, heapPush } from './heap.ts';
import type { Host, HostRequest, HostResponse } from './host.ts';
import { inflightMinAt } from './inflight.ts';
import { LatencyModel } from './latency.ts';
import { Lifecycle } from './lifecycle.ts';
import { cutPair } from './cuts.ts';
import { healAll, isRefused, NodeIndex, setDelay } from './network.ts';
import type { NodeStepOutput, OutEnvelope } from './nodestate.ts';
import { TraceRecorder, type TraceMode } from './recorder.ts';
import { Router } from './routing.ts';
import { createRunState, type AnyCommand, type NodeStatus, type RunState } from './runstate.ts';
import type { SimulationSpec } from './spec.ts';
import { Spans } from './spans.ts';
import { routeNodeCommand, SpanCommands } from './nodeCommands.ts';
import type { KernelSubsystem } from './subsystem.ts';
import type { EventBase, KernelEventBody } from './trace.ts';
import { inNodeOrder, Windows } from './windows.ts';

export class Scheduler implements FaultTarget {
  readonly world: World;
  readonly index: NodeIndex;
  readonly latency: LatencyModel;
  readonly trace: TraceRecorder<EventBase>;
  private readonly st: RunState;
  private readonly log: TimedCommand<AnyCommand>[] = [];
  /** Built once: kernel commands resolve node sets against it. */
  private readonly topologyIndex: TopologyIndex;
  private readonly serviceOf: ReadonlyMap<string, string>;
  private readonly router: Router;
  private readonly nodes: Lifecycle;
  private readonly windows: Windows;
  private readonly spans: Spans;
  private readonly commands: SpanCommands;
  /** Stepping window width (µs, ≤ the lookahead). */
  private readonly windowUs: Us;
  /** Sends a span held back, routed with the outputs of the window asked for (spans.ts). */
  private held: OutEnvelope[] = [];

  constructor(
    spec: SimulationSpec,
    traceMode: TraceMode,
    subsystems: readonly KernelSubsystem[],
    windowUs?: Us,
  ) {
    this.world = { topology: spec.topology, config: spec.config, seed: spec.seed };
    this.index = new NodeIndex(spec.topology);
    this.topologyIndex = indexTopology(spec.topology);
    this.latency = new LatencyModel(spec.topology, spec.latency);
    this.windowUs = Math.max(1, Math.min(windowUs ?? Infinity, this.latency.lookaheadUs));
    this.trace = new TraceRecorder(traceMode);
    this.serviceOf = commandServices(subsystems);
    this.st = createRunState(this.index.ids, this.latency.lookaheadUs, spec.seed, {});
    const detectUs = spec.disconnectDetectUs ?? 100_000;
    this.router = new Router(this.st, this.index, this.latency, detectUs, this.trace, subsystems);
    this.st.services = this.router.initialStates();
    this.nodes = new Lifecycle(this.st, this.index, spec.seed, this.trace, this.router);
    this.windows = new Windows(this.st, this.index, this.router);
    const { st, index, latency, router, windows, trace } = this;
    const refuses = subsystems.some((s) => s.mayRefusePeers?.(this.world) === true);
    const deps = { st, index, latency, router, windows, trace, detectUs, refuses };
    this.commands = new SpanCommands(st, router, this.serviceOf);
    this.spans = new Spans({ ...deps, commands: this.commands, windowUs: this.windowUs });
  }
  /** Lets a host with partitions take several windows per call (spans.ts). */
  enableSpans(partitions: Host['partitions']): void {
    this.spans.enable(partitions);
  }

  get now(): Us {
    return this.st.now;
  }
  get nodeIds(): readonly NodeId[] {
    return this.index.ids;
  }
  get topology(): Topology {
    return this.world.topology;
  }
  get joined(): NodeId[] {
    return this.st.joined;
  }
  /** Messages routed so far (sends, copies and disconnect notices; ids are per sender). */
  get messageCount(): number {
    return this.st.seq;
  }
  get commandLog(): readonly TimedCommand<AnyCommand>[] {
    return this.log;
  }
  status(i: number): NodeStatus {
    return this.st.status[i] as NodeStatus;
  }
  incarnation(i: number): number {
    return this.st.incarnation[i] as number;
  }
  /** Moves virtual time forward to `t` (never back). */
  advanceTo(t: Us): void {
    if (t > this.st.now) this.st.now = t;
  }
  /** The run state, live (a checkpoint clones it). */
  get state(): Readonly<RunState> {
    return this.st;
  }
  /** Resumes from a cloned run state, keeping the first `logLength` logged commands. */
  restore(state: RunState, logLength: number): void {
    Object.assign(this.st, state);
    this.windows.timers.rebuild(this.st.timerAt);
    this.spans.reset();
    this.log.length = Math.min(this.log.length, logLength);
  }
  /** Queues a user command at `atUs` (clamped to now) and logs it for export/replay. */
  schedule(atUs: Us, command: AnyCommand): void {
    if (!isFaultCommand(command) && !this.serviceOf.has(command.kind))
      throw new Error(`no subsystem handles command '${command.kind}'`);
    if ('node' in command && this.index.of(command.node) < 0)
      throw new Error(`${command.kind}: unknown node ${command.node}`);
    const at = Math.max(atUs, this.st.now);
    this.log.push({ atUs: at, command });
    this.queue({ at, seq: this.log.length - 1, sub: 0, command });
  }

  private queue(q: QueuedCommand<AnyCommand>): void {
    const c = q.command;
    heapPush(isFaultCommand(c) && actsInStep(c) ? this.st.inStep : this.st.commands, q, cmdLess);
  }

  /** Earliest pending delivery or node timer (µs), Infinity when idle. */
  private earliest(): Us {
    return Math.min(inflightMinAt(this.st.inflight), this.windows.timers.min(), this.spans.nextGhost());
  }

  /** Next host request for a run up to `untilUs`, or null when nothing more is due before it. */
  nextRequest(untilUs: Us): HostRequest | null {
    const st = this.st;
    for (;;) {
      // Commands due now go first (so `net.loss` at 0 covers the boot traffic), then host ops.
      const due = st.commands[0];
      if (due && due.at <= st.now && due.at <= untilUs) {
        this.apply(heapPop(st.commands, cmdLess) as QueuedCommand<AnyCommand>);
        continue;
      }
      const ops = this.nodes.takeHostOps();
      if (ops) return ops;
      const t = this.earliest();
      const c = st.commands[0]?.at ?? Infinity;
      const local = st.inStep[0]?.at ?? Infinity;
      if (c <= t && c <= local && c <= untilUs) {
        this.advanceTo(c);
        this.apply(heapPop(st.commands, cmdLess) as QueuedCommand<AnyCommand>);
        continue;
      }
      if (local < t && local <= untilUs) {
        // Nothing else is due before it: it applies on its own, moving no window boundary.
        this.advanceTo(local);
        this.apply(heapPop(st.inStep, cmdLess) as QueuedCommand<AnyCommand>);
        const steps = this.windows.configSteps(local);
        if (steps.length > 0) return { kill: [], boot: [], steps };
        continue;
      }
      if (t === Infinity) return null;
      const span = this.spans.request(t, local, untilUs);
      if (span) {
        this.advanceTo(t);
        return span;
      }
      const end = Math.min(t + this.windowUs, c, this.commands.cutAfter(t));
      if (end > untilUs) return null;
      this.spans.walked(end);
      this.advanceTo(t);
      while ((st.inStep[0]?.at ?? Infinity) < end)
        this.apply(heapPop(st.inStep, cmdLess) as QueuedCommand<AnyCommand>);
      const steps = this.windows.steps(end);
      this.held = this.spans.takeHeld(end);
      if (steps.length > 0) return { kill: [], boot: [], steps };
      this.complete({ outputs: [] });
    }
  }

  private apply(q: QueuedCommand<AnyCommand>): void {
    const c = q.command;
    if (isFaultCommand(c)) return applyFault(this, c, q);
    const service = this.serviceOf.get(c.kind);
    if (service === undefined) throw new Error(`no subsystem handles command '${c.kind}'`);
    routeNodeCommand(this.router, service, c, this.st.now);
  }

  /** Merges a host response: outputs in node-id order, each node's events then its sends. */
  complete(res: HostResponse): void {
    if (res.spans) this.spans.merge(res.spans, (o) => this.merge(o));
    const held = this.held;
    this.held = [];
    this.merge(res.outputs, held);
    this.trace.flush(this.st.now);
  }

  /**
   * Routes in node order: per node, its sends a span held back (made in this window, before the
   * node's work here: ./spans.ts), then its output's.
   */
  private merge(outputs: readonly NodeStepOutput[], held: readonly OutEnvelope[] = []): void {
    const st = this.st;
    const outs = inNodeOrder(outputs);
    const routeHeld = this.spans.heldRouter(held);
    for (const out of outs) {
      routeHeld(out.node);
      const i = this.index.of(out.node);
      if (st.status[i] !== 'up') continue;
      if (out.crashed !== null) {
        this.nodes.crashed(i, out.crashed, out.crashedAt ?? st.now);
        continue;
      }
      this.trace.block(out);
      this.windows.timers.set(i, out.nextTimerAt);
      if (out.config) st.configs[i] = out.config;
      if (out.unhandled) st.unhandled[i] = (st.unhandled[i] ?? 0) + out.unhandled;
      // Before the step's sends: a peer the step stopped refusing gets what it sent it (a rejoin),
      // one it started refusing gets nothing.
      if (out.refuse) this.router.refuse(i, out.refuse);
      const ob = out.outbox;
      for (let k = 0; k < ob.length; k++) this.router.route(ob[k] as OutEnvelope);
    }
    routeHeld(Infinity);
  }

  // FaultTarget: what kernel commands do to the run.

  resolve(set: NodeSet): NodeId[] {
    return resolveNodeSet(this.world.topology, set, this.topologyIndex);
  }
  nodeDown(id: NodeId): void {
    this.nodes.down(id);
  }
  nodeUp(id: NodeId): void {
    this.nodes.up(id);
  }
  later(parent: QueuedCommand, sub: number, at: Us, command: FaultCommand): void {
    this.queue({ at, seq: parent.seq, sub, command });
  }
  cut(a: readonly NodeId[], b: readonly NodeId[], cut: boolean, oneWay = false): void {
    this.pairs(a, b, (i, j) => cutPair(this.st, this.router, i, j, cut, oneWay));
  }
  delay(a: readonly NodeId[], b: readonly NodeId[], extraUs: Us): void {
    this.pairs(a, b, (i, j) => setDelay(this.st.net, i, j, extraUs));
  }
  healAll(): void {
    healAll(this.st.net);
    const n = this.index.size;
    // Refusals outlive a heal (routing.ts): those pairs still cannot talk.
    for (let k = 0; k < n; k++)
      for (let i = 0; i < n; i++) if (!isRefused(this.st.net, k, i)) this.router.resumed(k, i);
  }
  setLoss(p: number): void {
    this.st.net.loss = p;
  }
  setDuplicate(p: number): void {
    this.st.net.duplicate = p;
  }
  applyConfig(nodes: readonly NodeId[], config: ClusterConfig, version: number, at: Us): void {
    for (const id of nodes) {
      const i = this.index.of(id);
      if (this.st.status[i] !== 'up') continue;
      const disk = this.st.configs[i]?.disk;
      this.st.configs[i] = disk ? { version, config, disk } : { version, config };
      this.windows.addConfig(i, { at, version, config });
    }
  }
  event(e: KernelEventBody): void {
    this.trace.push(e, this.st.now);
  }

  private pairs(a: readonly NodeId[], b: readonly NodeId[], f: (i: number, j: number) => void): void {
    for (const x of a) for (const y of b) if (x !== y) f(this.index.of(x), this.index.of(y));
  }
}
