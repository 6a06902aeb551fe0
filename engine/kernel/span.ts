/**
 * Several stepping windows in one host call, on the host's side. A host partitioned so that every
 * link between partitions is slower than `until - from` runs each partition's windows on its own:
 * it steps its nodes, numbers and times their sends itself (per sender: ids, the sender's draw
 * stream and FIFO floor, msgid.ts, routing.ts) and delivers those between its own nodes; a send to
 * another partition cannot arrive before `until`, so it goes back to the coordinator already routed.
 * The coordinator only asks for a span on a quiet network (no cut, delay, loss, duplication or
 * refusal; no node crashed), so routing needs none of the fault tables. A window whose outputs need
 * them (a crash, a refusal, a send to an interconnect or external-service address or to a node
 * that is down) ends the span before it is routed: its raw outputs go back for the coordinator to
 * merge, as it merges every other window's.
 */
import type { NodeId } from '../model/topology/types.ts';
import type { Us } from './actor.ts';
import type { NodeEnv } from './env.ts';
import { createInflight, inflightMinAt, inflightPopBefore, inflightPush } from './inflight.ts';
import type { LatencyModel } from './latency.ts';
import { messageId } from './msgid.ts';
import type { NodeIndex } from './network.ts';
import { stepNode } from './node.ts';
import { INTERCONNECT, type NodeState, type NodeStepOutput, type OutEnvelope } from './nodestate.ts';
import type { RngState } from './rng.ts';
import { nextTimerAt } from './timers.ts';
import type { EventBase } from './trace.ts';
import { hashSentEnvelope } from './sentHash.ts';
import { foldBlock, newHash } from './tracehash.ts';

/** One node's part of a span request: its deliveries due in the span and its senders' routing state. */
export interface SpanNode {
  readonly node: NodeId;
  /** Due before the span's end, sorted by (deliverAt, seq). */
  readonly deliveries: OutEnvelope[];
  /** Whether a timer of the node is due before the span's end. */
  readonly timerDue: boolean;
  /** Messages it has numbered so far. */
  readonly sent: number;
  /** Its draw stream (latency, jitter). */
  readonly rng: RngState;
  /** FIFO floors that can still bind: pairs (peer index, last deliverAt) later than the span's start. */
  readonly fifo: readonly number[];
}

export interface SpanRequest {
  readonly from: Us;
  /** Exclusive; no cross-partition link is faster than `until - from`. */
  readonly until: Us;
  /** Window width inside the span (the lookahead). */
  readonly windowUs: Us;
  /** Every node of the partitions asked (a partition with nothing due is not asked). */
  readonly nodes: readonly SpanNode[];
  /** Indices of the nodes that are down (a send to one is dropped and noticed by the coordinator). */
  readonly down: readonly number[];
}

interface SpanNodeResult {
  readonly node: NodeId;
  readonly sent: number;
  readonly rng: RngState;
  /** FIFO floors it set: pairs (peer index, last deliverAt). */
  readonly fifo: number[];
  readonly nextTimerAt: Us;
  readonly config?: NodeStepOutput['config'];
  readonly unhandled: number;
}

export interface SpanResult {
  readonly hashA: number;
  readonly hashB: number;
  readonly eventCount: number;
  readonly events: EventBase[] | null;
  /** Messages numbered. */
  readonly routed: number;
  /** Routed sends not delivered here: to other partitions, or due at or after the end (or the stop). */
  readonly sends: OutEnvelope[];
  readonly nodes: SpanNodeResult[];
  /** When each delivery and timer here was due (the coordinator replays its windows from them). */
  readonly times: number[];
  /** The window the span stopped at (its start and raw outputs), or null when it ran to the end. */
  readonly stop: { readonly at: Us; readonly outputs: NodeStepOutput[] } | null;
}

interface Slice {
  sent: number;
  readonly rng: RngState;
  readonly fifo: Map<number, number>;
  readonly set: Map<number, number>;
  unhandled: number;
  config?: NodeStepOutput['config'];
}

/** Whether a window's output needs the coordinator's fault tables or services to be merged. */
function needsCoordinator(out: NodeStepOutput, index: NodeIndex, down: ReadonlySet<number>): boolean {
  if (out.crashed !== null || out.refuse !== undefined) return true;
  for (const e of out.outbox) {
    const to = index.of(e.to.node);
    if (e.to.name === INTERCONNECT || to < 0 || down.has(to)) return true;
  }
  return false;
}

/** Runs one partition's share of a span (its nodes' states in `states`). */
export function runSpan(
  env: NodeEnv,
  index: NodeIndex,
  latency: LatencyModel,
  states: Map<NodeId, NodeState>,
  req: SpanRequest,
): SpanResult {
  const h = newHash();
  const events: EventBase[] | null = env.traceFull ? [] : null;
  const slices = new Map<number, Slice>();
  const queue = createInflight(req.windowUs);
  const down = new Set(req.down);
  for (const s of req.nodes) {
    const fifo = new Map<number, number>();
    for (let k = 0; k + 1 < s.fifo.length; k += 2) fifo.set(s.fifo[k] as number, s.fifo[k + 1] as number);
    slices.set(index.of(s.node), { sent: s.sent, rng: s.rng, fifo, set: new Map(), unhandled: 0 });
    for (const e of s.deliveries) inflightPush(queue, e);
  }
  const ids = [...slices.keys()].sort((a, b) => a - b);
  const times: number[] = [];
  const sends: OutEnvelope[] = [];
  let routed = 0;
  let stop: SpanResult['stop'] = null;

  const route = (e: OutEnvelope) => {
    const from = index.of(e.from.node);
    const to = index.of(e.to.node);
    const sl = slices.get(from) as Slice;
    sl.sent++;
    routed++;
    e.seq = messageId(from + 1, sl.sent);
    let lat = latency.sampleUs(from, to, sl.rng);
    const last = sl.fifo.get(to) ?? -Infinity;
    if (e.sentAt + lat < last) lat = last - e.sentAt;
    e.deliverAt = e.sentAt + lat;
    sl.fifo.set(to, e.deliverAt);
    sl.set.set(to, e.deliverAt);
    hashSentEnvelope(h, e, e.seq);
    if (events) {
      const { sentAt: t, from: f, to: d } = e;
      events.push({
        kind: 'msg.sent',
        t,
        node: f.node,
        id: e.seq,
        from: f,
        to: d,
        msg: e.msg.kind,
        deliverAt: e.deliverAt,
      } as EventBase);
    }
    if (slices.has(to)) inflightPush(queue, e);
    else sends.push(e);
  };

  for (;;) {
    let t = inflightMinAt(queue);
    for (const i of ids) {
      const st = states.get(index.ids[i] as NodeId);
      if (st) t = Math.min(t, nextTimerAt(st));
    }
    if (t >= req.until) break;
    const end = Math.min(t + req.windowUs, req.until);
    const due = new Map<number, OutEnvelope[]>();
    for (const e of inflightPopBefore(queue, end)) {
      times.push(e.deliverAt);
      const i = index.of(e.to.node);
      const list = due.get(i);
      if (list) list.push(e);
      else due.set(i, [e]);
    }
    const outs: NodeStepOutput[] = [];
    for (const i of ids) {
      const node = index.ids[i] as NodeId;
      const state = states.get(node);
      const d = due.get(i);
      if (!state || (!d && nextTimerAt(state) >= end)) continue;
      const out = stepNode(env, state, { node, deliveries: d ?? [], until: end, fired: times });
      if (out.crashed !== null) states.delete(node);
      outs.push(out);
    }
    if (outs.some((o) => needsCoordinator(o, index, down))) {
      stop = { at: t, outputs: outs };
      break;
    }
    for (const out of outs) {
      foldBlock(h, out.hashA, out.hashB, out.eventCount);
      if (events && out.events) for (const e of out.events) events.push(e);
      const sl = slices.get(index.of(out.node)) as Slice;
      if (out.config) sl.config = out.config;
      sl.unhandled += out.unhandled ?? 0;
      for (const e of out.outbox) route(e);
    }
  }
  for (const e of inflightPopBefore(queue, Infinity)) sends.push(e);
  const nodes: SpanNodeResult[] = [];
  for (const i of ids) {
    const sl = slices.get(i) as Slice;
    const node = index.ids[i] as NodeId;
    const state = states.get(node);
    const fifo: number[] = [];
    for (const [to, at] of sl.set) fifo.push(to, at);
    nodes.push({
      node,
      sent: sl.sent,
      rng: sl.rng,
      fifo,
      nextTimerAt: state ? nextTimerAt(state) : Infinity,
      unhandled: sl.unhandled,
      ...(sl.config ? { config: sl.config } : {}),
    });
  }
  return { hashA: h.a, hashB: h.b, eventCount: h.n, events, routed, sends, nodes, times, stop };
}
