/**
 * Cluster status from the trace: which nodes are down or crashed, which directed links are cut,
 * message loss, duplication and extra delays in force, and when the last fault happened. Racks, datacenters and
 * piles are down when every one of their nodes is. The one source of "what is failed now" for the
 * app, scenarios, chaos and the invariant checkers.
 */
import type { NodeId, Topology } from '../model/topology/types.ts';
import type { TraceEvent, TraceEventKind } from '../subsystems/unions.ts';
import { assertNever } from '../util/assert.ts';
import type { Fold } from './fold.ts';

export type NodeHealth = 'up' | 'down' | 'crashed';

export interface ClusterStatus {
  /** Nodes that are not up (absent = up). */
  readonly nodes: Map<NodeId, Exclude<NodeHealth, 'up'>>;
  /** Directed pairs `from>to` whose messages are dropped. */
  readonly cuts: Set<string>;
  /** Directed pairs `from>to` → extra latency (µs). */
  readonly delays: Map<string, number>;
  /** Probability that a message is lost, [0, 1]. */
  loss: number;
  /** Probability that a message between two nodes is delivered twice, [0, 1]. */
  duplicate: number;
  /** Virtual time of the last fault event (µs); -Infinity before any. */
  lastFaultAt: number;
  readonly nodeCount: number;
}

const pairKey = (from: NodeId, to: NodeId) => `${from}>${to}`;

function eachPair(a: readonly NodeId[], b: readonly NodeId[], f: (k: string) => void, oneWay = false): void {
  for (const x of a)
    for (const y of b)
      if (x !== y) {
        f(pairKey(x, y));
        if (!oneWay) f(pairKey(y, x));
      }
}

/** Trace events that change what is failed (engine/kernel/faults.ts and scheduler.ts emit them). */
export const FAULT_EVENT_KINDS = [
  'node.down',
  'node.crashed',
  'node.up',
  'link.cut',
  'link.healed',
  'net.loss',
  'net.duplicate',
  'link.delay',
] as const satisfies readonly TraceEventKind[];

export type FaultEventKind = (typeof FAULT_EVENT_KINDS)[number];
type FaultTraceEvent = Extract<TraceEvent, { readonly kind: FaultEventKind }>;

const FAULT_KIND_SET: ReadonlySet<string> = new Set(FAULT_EVENT_KINDS);
export const isFaultEvent = (e: TraceEvent): e is FaultTraceEvent => FAULT_KIND_SET.has(e.kind);

export const clusterStatusFold: Fold<ClusterStatus> = {
  name: 'clusterStatus',
  init: (world) => ({
    nodes: new Map(),
    cuts: new Set(),
    delays: new Map(),
    loss: 0,
    duplicate: 0,
    lastFaultAt: -Infinity,
    nodeCount: world.topology.nodes.length,
  }),
  step(s, e) {
    if (!isFaultEvent(e)) return;
    s.lastFaultAt = e.t;
    switch (e.kind) {
      case 'node.down':
      case 'node.crashed':
        s.nodes.set(e.target, e.kind === 'node.down' ? 'down' : 'crashed');
        return;
      case 'node.up':
        s.nodes.delete(e.target);
        return;
      case 'link.cut':
        eachPair(e.a, e.b, (k) => s.cuts.add(k), e.oneWay === true);
        return;
      case 'link.healed':
        // net.healAll is traced as a heal of every pair: it also ends loss and extra delays.
        if (e.a.length === s.nodeCount && e.b.length === s.nodeCount) {
          s.cuts.clear();
          s.delays.clear();
          s.loss = 0;
          s.duplicate = 0;
        } else eachPair(e.a, e.b, (k) => s.cuts.delete(k));
        return;
      case 'net.loss':
        s.loss = e.probability;
        return;
      case 'net.duplicate':
        s.duplicate = e.probability;
        return;
      case 'link.delay':
        eachPair(e.a, e.b, (k) => (e.extraUs > 0 ? s.delays.set(k, e.extraUs) : s.delays.delete(k)));
        return;
      default:
        assertNever(e, 'fault event');
    }
  },
};

export function nodeHealth(s: ClusterStatus, node: NodeId): NodeHealth {
  return s.nodes.get(node) ?? 'up';
}

export function isCutNow(s: ClusterStatus, from: NodeId, to: NodeId): boolean {
  return s.cuts.has(pairKey(from, to));
}

/** Nothing failed and the last fault at least `graceUs` old (convergence checks start then). */
export function isQuiet(s: ClusterStatus, t: number, graceUs: number): boolean {
  return s.nodes.size === 0 && s.cuts.size === 0 && s.loss === 0 && t >= s.lastFaultAt + graceUs;
}

/** Node ids that are down or crashed, ascending. */
export function downNodes(s: ClusterStatus): NodeId[] {
  return [...s.nodes.keys()].sort((a, b) => a - b);
}

/** Racks, DCs and piles whose every node is down or crashed. */
export function downDomains(
  s: ClusterStatus,
  topology: Topology,
): {
  racks: string[];
  dcs: string[];
  piles: string[];
} {
  const groups = {
    racks: new Map<string, boolean>(),
    dcs: new Map<string, boolean>(),
    piles: new Map<string, boolean>(),
  };
  for (const n of topology.nodes) {
    const down = s.nodes.has(n.id);
    const mark = (m: Map<string, boolean>, k: string | undefined) => {
      if (k !== undefined) m.set(k, (m.get(k) ?? true) && down);
    };
    mark(groups.racks, n.domain);
    mark(groups.dcs, n.realm);
    mark(groups.piles, n.pile);
  }
  const downOf = (m: Map<string, boolean>) => [...m].filter(([, d]) => d).map(([k]) => k);
  return { racks: downOf(groups.racks), dcs: downOf(groups.dcs), piles: downOf(groups.piles) };
}
