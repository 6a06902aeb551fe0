/**
 * Several windows per host call, on the coordinator's side (the host's side is span.ts). On a host
 * whose partitions are linked only by links slower than the lookahead (a pool by datacenter: the
 * other-DC link, 4 500 µs with jitter), a span asks every partition with work to run all windows
 * up to the next fault command or the smallest cross-partition latency, whichever comes first, in
 * one call. A node command due before then is no reason to stop: it is routed at its time (its id,
 * latency and drop do not depend on when: routing.ts) and delivered inside the span, and the walk
 * below still ends a window at it, as one window per call does (the bench's mixed workload took
 * 2 682 calls by datacenter with spans ending at commands, 1 874 without). It is asked only when
 * the fault tables are all default and no node has crashed (else: one window per call), and not in
 * runs whose subsystems may refuse peers. Nodes that are down (a restart) do not stop spans:
 * deliveries to them are dropped here, as a window would drop them, and a window sending to one
 * ends the span (span.ts) for the coordinator to route.
 *
 * The trace hash does not depend on how windows are cut (tracehash.ts), but what `runUntil(t)` has
 * run by `t` does: it runs the windows that end by `t`, and where windows start depends on when
 * work was due. So a span ends at least a window before `t`, and afterwards the coordinator walks
 * the windows one window per call would have had, from the times the span's work was due (without
 * calling the host for work already done), so its next windows start where they would have. The
 * sends of a window a partition stopped at are held until the walk reaches the window that made
 * them and routed with it, in node order: an external service then sees requests in the order one
 * window per call gives it, though partitions stop at windows of their own. Once they are routed,
 * work still to do (a stopped partition's) may start the next span before the walk is over.
 */
import type { NodeId } from '../model/topology/types.ts';
import type { Us } from './actor.ts';
import type { HostRequest } from './host.ts';
import { inflightMinAt, inflightPopBefore, inflightPush } from './inflight.ts';
import type { LatencyModel } from './latency.ts';
import type { NodeIndex } from './network.ts';
import { WATCHERS, type NodeStepOutput, type OutEnvelope } from './nodestate.ts';
import type { TraceRecorder } from './recorder.ts';
import type { Router } from './routing.ts';
import type { SpanCommands } from './nodeCommands.ts';
import type { RunState } from './runstate.ts';
import type { SpanNode, SpanResult } from './span.ts';
import type { EventBase } from './trace.ts';
import type { Windows } from './windows.ts';

/** The least latency a link between node indices i and j can draw (µs). */
function minLatency(latency: LatencyModel, i: number, j: number): number {
  const us = Math.floor(latency.baseUs(i, j) * (1 - latency.options.jitterFraction));
  return Math.max(us, latency.lookaheadUs);
}

/** What spans use of the coordinator. */
export interface SpanDeps {
  readonly st: RunState;
  readonly index: NodeIndex;
  readonly latency: LatencyModel;
  readonly router: Router;
  readonly windows: Windows;
  readonly trace: TraceRecorder<EventBase>;
  readonly windowUs: Us;
  readonly detectUs: Us;
  /** Some subsystem may refuse peers in this run. */
  readonly refuses: boolean;
  /** Node commands a span takes in (nodeCommands.ts). */
  readonly commands: SpanCommands;
}

const NOTHING_HELD = (): void => {};

export class Spans {
  /** Span length bound (µs): the smallest cross-partition latency; 0 when spans are off. */
  private horizonUs = 0;
  /** Partition of each node index (spans on). */
  private partOf = new Int32Array(0);
  /** Sorted due times of work a span did, still to walk as windows. */
  private ghosts: number[] = [];
  private head = 0;
  /**
   * Sends of the windows partitions stopped at, in the order of their outputs: the coordinator
   * routes each with the window one call per window would have routed it in (takeHeld), so what
   * depends on routing order (an external service's state) comes out the same.
   */
  private held: OutEnvelope[] = [];

  private readonly st: RunState;
  private readonly index: NodeIndex;

  constructor(private readonly k: SpanDeps) {
    this.st = k.st;
    this.index = k.index;
  }

  /**
   * Turns spans on for a host with these partitions. Disconnect notices must not be due inside a
   * span they were raised in (a crash that stops one: span.ts), so it is no longer than `detectUs`.
   */
  enable(partitions: ReadonlyMap<NodeId, number> | null | undefined): void {
    this.horizonUs = 0;
    if (!partitions || this.k.refuses) return;
    const ids = this.index.ids;
    const partOf = new Int32Array(ids.length);
    const keys = new Map<number, number>();
    for (let i = 0; i < ids.length; i++) {
      const p = partitions.get(ids[i] as NodeId) ?? -1;
      if (!keys.has(p)) keys.set(p, keys.size);
      partOf[i] = keys.get(p) as number;
    }
    this.partOf = partOf;
    let h = this.k.detectUs;
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++)
        if (partitions.get(ids[i] as NodeId) !== partitions.get(ids[j] as NodeId))
          h = Math.min(h, minLatency(this.k.latency, i, j), minLatency(this.k.latency, j, i));
    this.horizonUs = h >= 2 * this.k.windowUs ? h : 0;
  }

  /** The next window start to walk after a span, Infinity when none. */
  nextGhost(): Us {
    return this.head < this.ghosts.length ? (this.ghosts[this.head] as number) : Infinity;
  }

  /** The window ending at `end` has been walked. */
  walked(end: Us): void {
    const g = this.ghosts;
    while (this.head < g.length && (g[this.head] as number) < end) this.head++;
    if (this.head === g.length && g.length > 0) {
      this.ghosts = [];
      this.head = 0;
    }
  }

  /** The held sends made before `end` (the window being walked ends there), in the order held. */
  takeHeld(end: Us): OutEnvelope[] {
    if (this.held.length === 0) return [];
    const now: OutEnvelope[] = [];
    const later: OutEnvelope[] = [];
    for (const e of this.held) (e.sentAt < end ? now : later).push(e);
    this.held = later;
    return now;
  }

  /**
   * Routes held `sends` in node order among a window's outputs: called with each output's node
   * before its own sends are routed (a node's held sends were made first), then with Infinity.
   */
  heldRouter(sends: readonly OutEnvelope[]): (upTo: number) => void {
    if (sends.length === 0) return NOTHING_HELD;
    const early = sends.length > 1 ? [...sends].sort((a, b) => a.from.node - b.from.node) : sends;
    let h = 0;
    return (upTo) => {
      while (h < early.length && (early[h] as OutEnvelope).from.node <= upTo)
        this.k.router.route(early[h++] as OutEnvelope);
    };
  }

  reset(): void {
    this.ghosts = [];
    this.head = 0;
    this.held = [];
    this.k.commands.reset();
  }

  /** The indices of the nodes that are down, or null when the network is not quiet. */
  private quiet(): number[] | null {
    const { net, status } = this.st;
    if (net.cutPairs + net.delayPairs + net.refusedPairs > 0 || net.loss > 0 || net.duplicate > 0)
      return null;
    const down: number[] = [];
    for (let i = 0; i < status.length; i++) {
      if (status[i] === 'crashed') return null;
      if (status[i] === 'down') down.push(i);
    }
    return down;
  }

  /**
   * A span from `t` (a window start), or null for one window: spans are off, sends are held, the
   * window starts at work a span did, the next command or the run's end is too near, or the
   * network is not quiet.
   */
  request(t: Us, inStep: Us, untilUs: Us): HostRequest | null {
    // Held sends are routed first: what they carry may be due inside the span.
    if (this.horizonUs === 0 || this.held.length > 0) return null;
    const bound = Math.min(t + this.horizonUs, inStep, untilUs - this.k.windowUs);
    const w2 = t + 2 * this.k.windowUs;
    if (bound < w2) return null;
    const { st, index } = this;
    // A window that starts at work a span did is walked; one that starts at work still to do may
    // start a span even while the walk is under way (a partition stopped before the last span's end).
    if (Math.min(inflightMinAt(st.inflight), this.k.windows.timers.min()) > t) return null;
    const down = this.quiet();
    if (!down) return null;
    // Node commands due inside the span go in as deliveries to their nodes: routed now, at their
    // times, in queue order (ids, latency and drops do not depend on when they are routed: routing.ts).
    const { taken, until } = this.k.commands.take(bound);
    if (until < w2) {
      this.k.commands.putBack(taken);
      return null;
    }
    this.k.commands.route(taken);
    const n = index.size;
    const per: OutEnvelope[][] = new Array<OutEnvelope[]>(n);
    for (let i = 0; i < n; i++) per[i] = [];
    for (const e of inflightPopBefore(st.inflight, until)) {
      const i = index.of(e.to.node);
      const up = st.status[i] === 'up';
      // What is not delivered (a notice of a replaced session or to a node that is down, a message to
      // a node that is down: windows.ts) still started a window in one window per call.
      if (e.to.name === WATCHERS && !(up && this.k.router.noticeLive(e))) this.ghosts.push(e.deliverAt);
      else if (!up) {
        this.k.router.drop(e, e.deliverAt, 'node-down');
        this.ghosts.push(e.deliverAt);
      } else (per[i] as OutEnvelope[]).push(e);
    }
    // Only the partitions with work are asked: the others' nodes are left out.
    const partOf = this.partOf;
    const active = new Uint8Array(n);
    for (let i = 0; i < n; i++)
      if ((per[i] as OutEnvelope[]).length > 0 || (st.timerAt[i] as number) < until)
        active[partOf[i] as number] = 1;
    const last = st.net.lastDeliverAt;
    const nodes: SpanNode[] = [];
    for (let i = 0; i < n; i++) {
      if (active[partOf[i] as number] === 0) continue;
      const fifo: number[] = [];
      for (let j = 0; j < n; j++)
        if ((last[i * n + j] as number) > t) fifo.push(j, last[i * n + j] as number);
      nodes.push({
        node: index.ids[i] as NodeId,
        deliveries: per[i] as OutEnvelope[],
        timerDue: (st.timerAt[i] as number) < until,
        sent: st.sent[i + 1] as number,
        rng: st.linkRng[i] as SpanNode['rng'],
        fifo,
      });
    }
    return {
      kill: [],
      boot: [],
      steps: [],
      span: { from: t, until, windowUs: this.k.windowUs, nodes, down },
    };
  }

  /** Merges a span's results; the windows a partition stopped at are merged by `complete`, in time order. */
  merge(results: readonly SpanResult[], complete: (outputs: readonly NodeStepOutput[]) => void): void {
    const { st, index } = this;
    const n = index.size;
    const stops: { at: Us; outputs: NodeStepOutput[] }[] = [];
    // What is walked goes; what a span did is at or after its start, so after every ghost walked.
    if (this.head > 0) {
      this.ghosts = this.ghosts.slice(this.head);
      this.head = 0;
    }
    for (const r of results) {
      this.k.trace.fold(r.hashA, r.hashB, r.eventCount, r.events);
      st.seq += r.routed;
      for (const nr of r.nodes) {
        const i = index.of(nr.node);
        st.sent[i + 1] = nr.sent;
        st.linkRng[i] = nr.rng;
        for (let k = 0; k + 1 < nr.fifo.length; k += 2)
          st.net.lastDeliverAt[i * n + (nr.fifo[k] as number)] = nr.fifo[k + 1] as number;
        this.k.windows.timers.set(i, nr.nextTimerAt);
        if (nr.config) st.configs[i] = nr.config;
        if (nr.unhandled > 0) st.unhandled[i] = (st.unhandled[i] ?? 0) + nr.unhandled;
      }
      for (const e of r.sends) inflightPush(st.inflight, e);
      for (const t of r.times) this.ghosts.push(t);
      if (r.stop) stops.push(r.stop);
    }
    this.ghosts.sort((a, b) => a - b);
    stops.sort((a, b) => a.at - b.at);
    for (const s of stops) {
      // Crashes, trace blocks and timers now; the sends when the walk reaches their windows.
      complete(s.outputs.map((o) => (o.crashed === null && o.outbox.length > 0 ? { ...o, outbox: [] } : o)));
      for (const o of s.outputs) if (o.crashed === null) for (const e of o.outbox) this.held.push(e);
    }
  }
}
