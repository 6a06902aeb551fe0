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
  /** The nodes stepped (the others' routing state and next timer are unchanged). */
  readonly nodes: SpanNodeResult[];
  /** When each delivery and timer here was due (the coordinator replays its windows from them). */
  readonly times: number[];
  /** The window the span stopped at (its start and raw outputs), or null when it ran to the end. */
  readonly stop: { readonly at: Us; readonly outputs: NodeStepOutput[] } | null;
}

/** A node's routing state in a span, made when it is first stepped (a node never stepped is not reported). */
interface Slice {
  sent: number;
  readonly rng: RngState;
  /** FIFO floors by peer index, from the request's pairs and its own sends. */
  readonly fifo: Map<number, number>;
  /** The floors its sends set (reported back). */
  readonly set: Map<number, number>;
  unhandled: number;
  config?: NodeStepOutput['config'];
}

/** Whether a window's output needs the coordinator's fault tables or services to be merged. */
function needsCoordinator(out: NodeStepOutput, index: NodeIndex, down: ReadonlySet<number> | null): boolean {
  if (out.crashed !== null || out.refuse !== undefined) return true;
  const ob = out.outbox;
  for (let k = 0; k < ob.length; k++) {
    const e = ob[k] as OutEnvelope;
    const to = index.of(e.to.node);
    if (to < 0 || e.to.name === INTERCONNECT || (down !== null && down.has(to))) return true;
  }
  return false;
}

function sliceOf(s: SpanNode): Slice {
  const fifo = new Map<number, number>();
  for (let k = 0; k + 1 < s.fifo.length; k += 2) fifo.set(s.fifo[k] as number, s.fifo[k + 1] as number);
  return { sent: s.sent, rng: s.rng, fifo, set: new Map(), unhandled: 0 };
}

/**
 * Runs one partition's share of a span (its nodes' states in `states`). Per window it touches only
 * the nodes with work: a node's next timer changes only in its own step, so it is read once at the
 * start and after each of its steps, and a node is given its routing state when first stepped.
 */
export function runSpan(
  env: NodeEnv,
  index: NodeIndex,
  latency: LatencyModel,
  states: Map<NodeId, NodeState>,
  req: SpanRequest,
): SpanResult {
  // The partition's nodes by position, in node index order (steps go out in node order).
  const asked = [...req.nodes].sort((a, b) => index.of(a.node) - index.of(b.node));
  const posOf = scratchOf(index);
  try {
    return spanOf(env, index, latency, states, req, asked, posOf);
  } finally {
    for (const s of asked) posOf[index.of(s.node)] = -1;
  }
}

/** Position of each node index among a span's nodes, -1 elsewhere: one table per run, reset after each span. */
const scratch = new WeakMap<NodeIndex, Int32Array>();
function scratchOf(index: NodeIndex): Int32Array {
  let a = scratch.get(index);
  if (!a) scratch.set(index, (a = new Int32Array(index.size).fill(-1)));
  return a;
}

function spanOf(
  env: NodeEnv,
  index: NodeIndex,
  latency: LatencyModel,
  states: Map<NodeId, NodeState>,
  req: SpanRequest,
  asked: readonly SpanNode[],
  posOf: Int32Array,
): SpanResult {
  const h = newHash();
  const events: EventBase[] | null = env.traceFull ? [] : null;
  const queue = createInflight(req.windowUs);
  const down = req.down.length > 0 ? new Set(req.down) : null;
  const n = asked.length;
  const nodeStates: (NodeState | undefined)[] = new Array<NodeState | undefined>(n);
  const timerAt: number[] = new Array<number>(n);
  const slices: (Slice | undefined)[] = new Array<Slice | undefined>(n);
  const due: (OutEnvelope[] | undefined)[] = new Array<OutEnvelope[] | undefined>(n);
  for (let p = 0; p < n; p++) posOf[index.of((asked[p] as SpanNode).node)] = p;
  for (let p = 0; p < n; p++) {
    const s = asked[p] as SpanNode;
    const st = states.get(s.node);
    nodeStates[p] = st;
    timerAt[p] = st ? nextTimerAt(st) : Infinity;
    for (const e of s.deliveries) inflightPush(queue, e);
  }
  const times: number[] = [];
  const sends: OutEnvelope[] = [];
  let routed = 0;
  let stop: SpanResult['stop'] = null;

  const route = (e: OutEnvelope) => {
    const from = index.of(e.from.node);
    const to = index.of(e.to.node);
    const sl = slices[posOf[from] as number] as Slice;
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
    if ((posOf[to] as number) >= 0) inflightPush(queue, e);
    else sends.push(e);
  };

  const outs: NodeStepOutput[] = [];
  const stepped: number[] = [];
  for (;;) {
    let t = inflightMinAt(queue);
    for (let p = 0; p < n; p++) if ((timerAt[p] as number) < t) t = timerAt[p] as number;
    if (t >= req.until) break;
    const end = Math.min(t + req.windowUs, req.until);
    const popped = inflightPopBefore(queue, end);
    for (let k = 0; k < popped.length; k++) {
      const e = popped[k] as OutEnvelope;
      times.push(e.deliverAt);
      const p = posOf[index.of(e.to.node)] as number;
      const list = due[p];
      if (list) list.push(e);
      else due[p] = [e];
    }
    outs.length = 0;
    stepped.length = 0;
    for (let p = 0; p < n; p++) {
      const d = due[p];
      if (d) due[p] = undefined;
      const state = nodeStates[p];
      if (!state || (!d && (timerAt[p] as number) >= end)) continue;
      const node = state.node;
      const out = stepNode(env, state, { node, deliveries: d ?? [], until: end, fired: times });
      if (out.crashed !== null) {
        states.delete(node);
        nodeStates[p] = undefined;
        timerAt[p] = Infinity;
      } else timerAt[p] = nextTimerAt(state);
      slices[p] ??= sliceOf(asked[p] as SpanNode);
      outs.push(out);
      stepped.push(p);
    }
    let coordinator = false;
    for (let k = 0; k < outs.length && !coordinator; k++)
      coordinator = needsCoordinator(outs[k] as NodeStepOutput, index, down);
    if (coordinator) {
      stop = { at: t, outputs: outs.slice() };
      break;
    }
    for (let k = 0; k < outs.length; k++) {
      const out = outs[k] as NodeStepOutput;
      foldBlock(h, out.hashA, out.hashB, out.eventCount);
      if (events && out.events) for (const e of out.events) events.push(e);
      const sl = slices[stepped[k] as number] as Slice;
      if (out.config) sl.config = out.config;
      sl.unhandled += out.unhandled ?? 0;
      const ob = out.outbox;
      for (let j = 0; j < ob.length; j++) route(ob[j] as OutEnvelope);
    }
  }
  for (const e of inflightPopBefore(queue, Infinity)) sends.push(e);
  // Only the nodes stepped: the others' routing state and next timer are what the coordinator has.
  const nodes: SpanNodeResult[] = [];
  for (let p = 0; p < n; p++) {
    const sl = slices[p];
    if (!sl) continue;
    const fifo: number[] = [];
    for (const [to, at] of sl.set) fifo.push(to, at);
    nodes.push({
      node: (asked[p] as SpanNode).node,
      sent: sl.sent,
      rng: sl.rng,
      fifo,
      nextTimerAt: timerAt[p] as number,
      unhandled: sl.unhandled,
      ...(sl.config ? { config: sl.config } : {}),
    });
  }
  return { hashA: h.a, hashB: h.b, eventCount: h.n, events, routed, sends, nodes, times, stop };
}
