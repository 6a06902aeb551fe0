/**
 * The coordinator: virtual time, the in-flight queue ordered by (deliverAt, seq), fault and node
 * commands, and conservative parallel stepping. It never runs actor code itself: each round it
 * hands the host a request (kills/boots, or one window's node steps) and merges the outputs in
 * node-id order, assigning global seqs, latencies and drop decisions as it routes the sends.
 */
import { commandService } from '../subsystems/index.ts';
import type { NodeId } from '../model/topology/types.ts';
import { indexTopology, type TopologyIndex } from '../model/topology/build.ts';
import { USER, type Us, type World } from './actor.ts';
import type { Command } from './commands.ts';
import { isFaultCommand } from './commands.ts';
import { applyFault } from './faults.ts';
import { heapPop, heapPush } from './heap.ts';
import {
  createInflight,
  inflightMinAt,
  inflightPopBefore,
  inflightPush,
  type InflightQueue,
} from './inflight.ts';
import type { HostRequest, HostResponse } from './host.ts';
import { LatencyModel } from './latency.ts';
import { createNetwork, extraDelayUs, isCut, NodeIndex, type NetworkState } from './network.ts';
import type { NodeBootSpec, NodeStepInput, OutEnvelope } from './nodestate.ts';
import { cmdLess, type QueuedCommand, type SimulationSpec, type TimedCommand } from './spec.ts';
import { INTERCONNECT, WATCHERS } from './nodestate.ts';
import { TraceRecorder, type TraceMode } from './recorder.ts';
import { createRng, deriveSeed, nextFloat, type RngState } from './rng.ts';
import type { DropReason } from './trace.ts';
import { hashDropped, hashSent } from './tracehash.ts';
import {
  BLOBSTORAGE,
  BLOBSTORAGE_ROUND_TRIP_US,
  blobStorageReply,
  type BlobStorageState,
} from '../subsystems/blobstorage/service.ts';
import type { BlobStorageMessage } from '../subsystems/blobstorage/messages.ts';

export type NodeStatus = 'up' | 'down' | 'crashed';

export type { QueuedCommand, SimulationSpec, TimedCommand } from './spec.ts';

export class Scheduler {
  now: Us = 0;
  seq = 0;
  readonly world: World;
  readonly index: NodeIndex;
  /** Built once: fault commands resolve node sets against it. */
  readonly topologyIndex: TopologyIndex;
  readonly latency: LatencyModel;
  readonly detectUs: Us;
  readonly trace: TraceRecorder;
  net: NetworkState;
  rng: RngState;
  status: NodeStatus[];
  incarnation: number[];
  timerAt: number[];
  inflight: InflightQueue;
  /** The tablets' durable log (blocks and generations): survives every node fault. */
  storage: BlobStorageState = {};
  commands: QueuedCommand[] = [];
  readonly log: TimedCommand[] = [];
  pendingKill: NodeId[] = [];
  pendingBoot: NodeBootSpec[] = [];
  private pending: OutEnvelope[][];

  constructor(
    readonly spec: SimulationSpec,
    traceMode: TraceMode = 'full',
  ) {
    this.world = { topology: spec.topology, config: spec.config, seed: spec.seed };
    this.index = new NodeIndex(spec.topology);
    this.topologyIndex = indexTopology(spec.topology);
    this.latency = new LatencyModel(spec.topology, spec.latency);
    this.detectUs = spec.disconnectDetectUs ?? 100_000;
    this.inflight = createInflight(this.latency.lookaheadUs);
    this.trace = new TraceRecorder(traceMode);
    const n = this.index.size;
    this.net = createNetwork(n);
    this.rng = createRng(deriveSeed(spec.seed, 0));
    this.status = new Array<NodeStatus>(n).fill('up');
    this.incarnation = new Array<number>(n).fill(1);
    this.timerAt = new Array<number>(n).fill(Infinity);
    this.pending = Array.from({ length: n }, () => []);
    for (const id of this.index.ids) this.pendingBoot.push(this.bootSpec(id, 1));
  }

  private bootSpec(node: NodeId, incarnation: number): NodeBootSpec {
    return {
      node,
      incarnation,
      seed: deriveSeed(deriveSeed(this.spec.seed, node), incarnation),
      at: this.now,
    };
  }

  /** Queues a user command at `atUs` (clamped to now) and logs it for export/replay. */
  schedule(atUs: Us, command: Command): void {
    this.validate(command);
    const at = Math.max(atUs, this.now);
    this.log.push({ atUs: at, command });
    heapPush(this.commands, { at, seq: this.log.length - 1, sub: 0, command }, cmdLess);
  }

  /** A timed step derived from command `parent` (restart expansions). */
  scheduleChild(parent: QueuedCommand, sub: number, at: Us, command: Command): void {
    heapPush(this.commands, { at, seq: parent.seq, sub, command }, cmdLess);
  }

  private validate(c: Command): void {
    if (!isFaultCommand(c)) {
      commandService(c.kind);
      if (this.index.of(c.node) < 0) throw new Error(`${c.kind}: unknown node ${c.node}`);
    } else if ('node' in c && this.index.of(c.node) < 0) throw new Error(`${c.kind}: unknown node ${c.node}`);
  }

  /** Earliest pending delivery or node timer (µs), Infinity when idle. */
  earliest(): Us {
    let t = inflightMinAt(this.inflight);
    const ta = this.timerAt;
    for (let i = 0; i < ta.length; i++) if ((ta[i] as number) < t) t = ta[i] as number;
    return t;
  }

  /** Next host request for a run up to `untilUs`, or null when nothing more is due before it. */
  nextRequest(untilUs: Us): HostRequest | null {
    for (;;) {
      // Commands due now go first (so `net.loss` at 0 covers the boot traffic), then host ops.
      const due = this.commands[0];
      if (due && due.at <= this.now && due.at <= untilUs) {
        heapPop(this.commands, cmdLess);
        this.apply(due);
        continue;
      }
      if (this.pendingKill.length > 0 || this.pendingBoot.length > 0) {
        const req = { kill: this.pendingKill, boot: this.pendingBoot, steps: [] };
        this.pendingKill = [];
        this.pendingBoot = [];
        return req;
      }
      const t = this.earliest();
      const top = this.commands[0];
      const c = top ? top.at : Infinity;
      if (top && c <= t && c <= untilUs) {
        heapPop(this.commands, cmdLess);
        if (c > this.now) this.now = c;
        this.apply(top);
        continue;
      }
      if (t === Infinity) return null;
      const end = Math.min(t + this.latency.lookaheadUs, c);
      if (end > untilUs) return null;
      if (t > this.now) this.now = t;
      const steps = this.window(end);
      if (steps.length > 0) return { kill: [], boot: [], steps };
      this.trace.flush(this.now);
    }
  }

  private apply(q: QueuedCommand): void {
    const c = q.command;
    if (isFaultCommand(c)) return applyFault(this, c, q);
    const msg = { kind: 'cmd' as const, command: c };
    this.route({
      from: USER,
      to: { node: c.node, name: commandService(c.kind) },
      msg,
      sentAt: this.now,
      deliverAt: 0,
      seq: 0,
    });
  }

  /** Pops the deliveries due before `end` and builds the steps of every node with work. */
  private window(end: Us): NodeStepInput[] {
    const status = this.status;
    const idx = this.index;
    const due = inflightPopBefore(this.inflight, end);
    for (let d = 0; d < due.length; d++) {
      const e = due[d] as OutEnvelope;
      const to = idx.of(e.to.node);
      const st = status[to];
      if (e.to.name === WATCHERS) {
        if (st === 'up') (this.pending[to] as OutEnvelope[]).push(e);
      } else if (st !== 'up') this.drop(e, e.deliverAt, st === 'crashed' ? 'crashed' : 'node-down');
      else if (isCut(this.net, idx.of(e.from.node), to)) this.drop(e, e.deliverAt, 'partition');
      else (this.pending[to] as OutEnvelope[]).push(e);
    }
    const steps: NodeStepInput[] = [];
    for (let i = 0; i < idx.size; i++) {
      const p = this.pending[i] as OutEnvelope[];
      if (p.length > 0 || (this.timerAt[i] as number) < end) {
        steps.push({ node: idx.ids[i] as NodeId, deliveries: p, until: end });
        if (p.length > 0) this.pending[i] = [];
      }
    }
    return steps;
  }

  /** Merges a host response: outputs in node-id order, each node's events then its sends. */
  complete(res: HostResponse): void {
    const outs = res.outputs.length > 1 ? [...res.outputs].sort((a, b) => a.node - b.node) : res.outputs;
    for (const out of outs) {
      const i = this.index.of(out.node);
      if (this.status[i] !== 'up') continue;
      if (out.crashed !== null) {
        this.status[i] = 'crashed';
        this.timerAt[i] = Infinity;
        this.trace.push({ kind: 'node.crashed', t: this.now, node: 0, target: out.node, error: out.crashed });
        this.notifyDisconnect(i);
        continue;
      }
      this.trace.block(out);
      this.timerAt[i] = out.nextTimerAt;
      const ob = out.outbox;
      for (let k = 0; k < ob.length; k++) this.route(ob[k] as OutEnvelope);
    }
    this.trace.flush(this.now);
  }

  /** Stamps a send with its seq and delivery time, records it, and queues or drops it. */
  route(e: OutEnvelope): void {
    const seq = ++this.seq;
    e.seq = seq;
    const from = this.index.of(e.from.node);
    const to = this.index.of(e.to.node);
    const toStorage = e.to.node === BLOBSTORAGE.node && e.to.name === BLOBSTORAGE.name;
    let lat = 0;
    if (from >= 0 && to >= 0) {
      lat = this.latency.sampleUs(from, to, this.rng) + extraDelayUs(this.net, from, to);
      // In-order delivery per node pair (an interconnect session is a FIFO stream).
      const k = from * this.net.n + to;
      const last = this.net.lastDeliverAt[k] as number;
      if (e.sentAt + lat < last) lat = last - e.sentAt;
      this.net.lastDeliverAt[k] = e.sentAt + lat;
    } else if (toStorage) lat = BLOBSTORAGE_ROUND_TRIP_US / 2;
    else if (e.from.node === BLOBSTORAGE.node && e.from.name === BLOBSTORAGE.name)
      lat = BLOBSTORAGE_ROUND_TRIP_US / 2;
    e.deliverAt = e.sentAt + lat;
    const tr = this.trace;
    hashSent(
      tr.h,
      e.sentAt,
      e.from.node,
      seq,
      e.from.node,
      e.from.name,
      e.to.node,
      e.to.name,
      e.msg.kind,
      e.deliverAt,
    );
    if (tr.full) {
      tr.events.push({
        kind: 'msg.sent',
        t: e.sentAt,
        node: e.from.node,
        id: seq,
        from: e.from,
        to: e.to,
        msg: e.msg.kind,
        deliverAt: e.deliverAt,
      });
    }
    if (toStorage) return this.blobStorage(e);
    const st = to >= 0 ? this.status[to] : 'down';
    if (st !== 'up') {
      this.unreachable(from, to);
      return this.drop(e, e.sentAt, st === 'crashed' ? 'crashed' : 'node-down');
    }
    if (from >= 0 && isCut(this.net, from, to)) {
      this.unreachable(from, to);
      return this.drop(e, e.sentAt, 'partition');
    }
    if (this.net.loss > 0 && from >= 0 && from !== to && nextFloat(this.rng) < this.net.loss) {
      // Interconnect runs over TCP: a lost packet is a broken session, which both ends notice.
      this.unreachable(from, to);
      this.unreachable(to, from);
      return this.drop(e, e.sentAt, 'loss');
    }
    inflightPush(this.inflight, e);
  }

  /** BlobStorage answers from its durable state; its reply is routed like any message. */
  private blobStorage(e: OutEnvelope): void {
    const reply = blobStorageReply(this.storage, e.msg as BlobStorageMessage);
    if (!reply) return;
    this.route({ from: BLOBSTORAGE, to: e.from, msg: reply, sentAt: e.deliverAt, deliverAt: 0, seq: 0 });
  }

  /**
   * A send from node index `from` found node index `to` unreachable: like a failed interconnect
   * connect, the sender's watchers of `to` hear `sys.disconnected` (at most once per detect period).
   */
  private unreachable(from: number, to: number): void {
    if (from < 0 || to < 0 || from === to || this.status[from] !== 'up') return;
    const k = from * this.net.n + to;
    if (this.now - (this.net.noticeAt[k] as number) < this.detectUs) return;
    this.net.noticeAt[k] = this.now;
    this.notifyDisconnect(to, [from]);
  }

  private drop(e: OutEnvelope, t: Us, reason: DropReason): void {
    const tr = this.trace;
    hashDropped(tr.h, t, 0, e.seq, e.to.node, e.to.name, reason);
    if (tr.full) tr.events.push({ kind: 'msg.dropped', t, node: 0, id: e.seq, to: e.to, reason });
  }

  /** After `detectUs`, every live node other than `i` learns its session to node `i` broke. */
  notifyDisconnect(i: number, peers?: readonly number[]): void {
    const x = this.index.ids[i] as NodeId;
    const targets = peers ?? this.index.ids.map((_, k) => k);
    for (const k of targets) {
      if (k === i || this.status[k] !== 'up') continue;
      const e: OutEnvelope = {
        from: { node: x, name: INTERCONNECT },
        to: { node: this.index.ids[k] as NodeId, name: WATCHERS },
        msg: { kind: 'sys.disconnected', node: x },
        sentAt: this.now,
        deliverAt: this.now + this.detectUs,
        seq: ++this.seq,
      };
      inflightPush(this.inflight, e);
    }
  }

  nodeDown(id: NodeId): void {
    const i = this.index.of(id);
    const was = this.status[i];
    if (was === 'down') return;
    this.status[i] = 'down';
    this.timerAt[i] = Infinity;
    this.pendingBoot = this.pendingBoot.filter((b) => b.node !== id);
    this.pendingKill.push(id);
    this.trace.push({ kind: 'node.down', t: this.now, node: 0, target: id });
    if (was === 'up') this.notifyDisconnect(i);
  }

  nodeUp(id: NodeId): void {
    const i = this.index.of(id);
    if (this.status[i] === 'up') return;
    if (this.status[i] === 'crashed') this.pendingKill.push(id);
    this.status[i] = 'up';
    const inc = (this.incarnation[i] as number) + 1;
    this.incarnation[i] = inc;
    this.pendingBoot.push(this.bootSpec(id, inc));
    this.trace.push({ kind: 'node.up', t: this.now, node: 0, target: id });
  }
}
