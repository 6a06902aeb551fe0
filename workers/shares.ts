/**
 * A pool round's request cut into one share per worker (slot), and the workers' answers put back
 * together into one response (./pool.ts).
 */
import type {
  HostRequest,
  HostResponse,
  NodeBootSpec,
  NodeId,
  NodeStepInput,
  NodeStepOutput,
  SpanNode,
  SpanResult,
} from '../engine/index.ts';

export interface Share {
  kill: NodeId[];
  boot: NodeBootSpec[];
  steps: NodeStepInput[];
  span?: { from: number; until: number; windowUs: number; nodes: SpanNode[]; down: readonly number[] };
}

/** The request's kills, boots, steps and span nodes by slot; a worker with nothing due in a span gets no share. */
export function splitRequest(req: HostRequest, slotOf: ReadonlyMap<NodeId, number>): Map<number, Share> {
  const shares = new Map<number, Share>();
  const share = (node: NodeId) => {
    const k = slotOf.get(node);
    if (k === undefined) throw new Error(`host: unknown node ${node}`);
    let s = shares.get(k);
    if (!s) shares.set(k, (s = { kill: [], boot: [], steps: [] }));
    return s;
  };
  for (const id of req.kill) share(id).kill.push(id);
  for (const b of req.boot) share(b.node).boot.push(b);
  for (const st of req.steps) share(st.node).steps.push(st);
  if (req.span) {
    const { nodes, ...span } = req.span;
    for (const n of nodes) (share(n.node).span ??= { ...span, nodes: [] }).nodes.push(n);
    // A worker with nothing due in the span is not called.
    for (const [k, s] of shares)
      if (!s.span?.nodes.some((n) => n.timerDue || n.deliveries.length > 0)) shares.delete(k);
  }
  return shares;
}

/** `reports` (crashes noticed between rounds) first, then each part's outputs and span results in order. */
export function mergeResponses(
  reports: readonly NodeStepOutput[],
  parts: readonly HostResponse[],
  span: boolean,
): HostResponse {
  const outputs = [...reports];
  const spans: SpanResult[] = [];
  for (const p of parts) {
    for (const o of p.outputs) outputs.push(o);
    for (const r of p.spans ?? []) spans.push(r);
  }
  return span ? { outputs, spans } : { outputs };
}

/** What a node of a dead worker answers. */
export function crashedOutput(node: NodeId, why: string): NodeStepOutput {
  const error = `worker died: ${why}`;
  return {
    node,
    outbox: [],
    events: null,
    hashA: 0,
    hashB: 0,
    eventCount: 0,
    nextTimerAt: Infinity,
    crashed: error,
  };
}
