/** The in-process host: node states in a Map, steps called directly (synchronous fast path). */
import type { NodeId } from '../model/topology/types.ts';
import type { Host, HostRequest, HostResponse, HostSetup } from './host.ts';
import { createNodeEnv, type NodeEnv } from './env.ts';
import { createNode, stepNode } from './node.ts';
import { deepClone } from './clone.ts';
import { LatencyModel } from './latency.ts';
import { NodeIndex } from './network.ts';
import type { NodeState, NodeStepOutput } from './nodestate.ts';
import { runSpan, type SpanNode, type SpanResult } from './span.ts';

/** What a host needs to run spans: the run's node index and link latencies. */
export interface SpanSite {
  readonly index: NodeIndex;
  readonly latency: LatencyModel;
}

export function spanSite(setup: Pick<HostSetup, 'world' | 'latency'>): SpanSite {
  return {
    index: new NodeIndex(setup.world.topology),
    latency: new LatencyModel(setup.world.topology, setup.latency),
  };
}

/**
 * Runs a host request against a map of node states; shared by the in-process host and workers. A
 * span runs once per partition in `partitionOf` (absent: the states are one partition, a worker's).
 */
export function runRequest(
  env: NodeEnv,
  states: Map<NodeId, NodeState>,
  req: HostRequest,
  site?: SpanSite,
  partitionOf?: ReadonlyMap<NodeId, number>,
): HostResponse {
  if (req.span) {
    if (!site) throw new Error('host: this host runs no spans');
    const parts = new Map<number, SpanNode[]>();
    for (const s of req.span.nodes) {
      const k = partitionOf?.get(s.node) ?? 0;
      const list = parts.get(k);
      if (list) list.push(s);
      else parts.set(k, [s]);
    }
    const spans: SpanResult[] = [];
    const { from, until, windowUs, down } = req.span;
    const keys = [...parts.keys()].sort((a, b) => a - b);
    for (const k of keys) {
      const nodes = parts.get(k) as SpanNode[];
      if (!nodes.some((s) => s.timerDue || s.deliveries.length > 0)) continue;
      spans.push(runSpan(env, site.index, site.latency, states, { from, until, windowUs, nodes, down }));
    }
    return { outputs: [], spans };
  }
  for (const id of req.kill) states.delete(id);
  const outputs: NodeStepOutput[] = [];
  for (const b of req.boot) {
    const { state, output } = createNode(env, b);
    if (output.crashed === null) states.set(b.node, state);
    else states.delete(b.node);
    outputs.push(output);
  }
  for (const s of req.steps) {
    const state = states.get(s.node);
    if (!state) throw new Error(`host: step for node ${s.node}, which is not running`);
    const out = stepNode(env, state, s);
    if (out.crashed !== null) states.delete(s.node);
    outputs.push(out);
  }
  return { outputs };
}

export interface InProcessOptions {
  /** Runs spans over these partitions of the nodes (tests: the same work as a partitioned pool, in one thread). */
  readonly partition?: (setup: HostSetup) => ReadonlyMap<NodeId, number>;
}

/**
 * The in-process host. A snapshot is copy-on-write: it holds the live node states themselves, and a
 * node's state is cloned into every snapshot still holding it just before the node is next stepped
 * (or booted again, or restored over). A state that leaves the map unstepped (killed, crashed,
 * restored over) is never changed again, so the snapshot keeps it as it is. Taking a checkpoint of
 * 1 008 nodes thus costs the clones of the nodes that run before the next one, spread over the
 * windows that run them, not every node's clone at once; `settle` clones the rest ahead of time.
 */
export class InProcessHost implements Host {
  readonly kind = 'inprocess';
  readonly workerCount = 0;
  partitions: ReadonlyMap<NodeId, number> | null = null;
  private env: NodeEnv | null = null;
  private site: SpanSite | undefined;
  private states = new Map<NodeId, NodeState>();
  /** Live states some snapshot still holds: where (snapshot, index) each sits. */
  private shared = new Map<NodeId, { readonly state: NodeState; readonly at: [NodeState[], number][] }>();

  constructor(private readonly o: InProcessOptions = {}) {}

  init(setup: HostSetup): void {
    this.env = createNodeEnv(setup.world, {
      subsystems: setup.subsystems,
      extraBehaviours: setup.extraBehaviours ?? [],
      extraServices: setup.extraServices,
      traceFull: setup.traceFull,
    });
    this.partitions = this.o.partition?.(setup) ?? null;
    this.site = this.partitions ? spanSite(setup) : undefined;
  }

  call(req: HostRequest): HostResponse {
    if (!this.env) throw new Error('host: init() first');
    if (this.shared.size > 0) {
      // Every state this request may change or replace leaves the snapshots holding it first.
      if (req.span) for (const s of req.span.nodes) this.unshare(s.node);
      else {
        for (const id of req.kill) this.shared.delete(id); // dropped unchanged: kept as it is
        for (const b of req.boot) this.unshare(b.node);
        for (const s of req.steps) this.unshare(s.node);
      }
    }
    return runRequest(this.env, this.states, req, this.site, this.partitions ?? undefined);
  }

  snapshot(): NodeState[] {
    const out: NodeState[] = [];
    for (const [id, state] of this.states) {
      const entry = this.shared.get(id);
      if (entry) entry.at.push([out, out.length]);
      else this.shared.set(id, { state, at: [[out, out.length]] });
      out.push(state);
    }
    return out;
  }

  /**
   * Clones up to `maxNodes` shared states into the snapshots holding them (work done ahead, between
   * windows); returns how many are still shared.
   */
  settle(maxNodes: number): number {
    let k = 0;
    for (const id of this.shared.keys()) {
      if (k++ >= maxNodes) break;
      this.unshare(id);
    }
    return this.shared.size;
  }

  /** How many live states snapshots still hold (tests, diagnostics). */
  get sharedCount(): number {
    return this.shared.size;
  }

  restore(states: readonly NodeState[]): void {
    // The states replaced are never changed again: the snapshots holding them keep them as they are.
    this.shared.clear();
    this.states = new Map(states.map((s) => [s.node, deepClone(s)]));
  }

  dispose(): void {
    this.shared.clear();
    this.states.clear();
  }

  /** Gives the snapshots holding `id`'s live state their own copy, before it changes. */
  private unshare(id: NodeId): void {
    const entry = this.shared.get(id);
    if (!entry) return;
    this.shared.delete(id);
    // A state already dropped from the map is not the one about to change (a crash, then a boot).
    if (this.states.get(id) !== entry.state) return;
    const copy = deepClone(entry.state);
    for (const [list, i] of entry.at) list[i] = copy;
  }
}
