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

export class InProcessHost implements Host {
  readonly kind = 'inprocess';
  readonly workerCount = 0;
  partitions: ReadonlyMap<NodeId, number> | null = null;
  private env: NodeEnv | null = null;
  private site: SpanSite | undefined;
  private states = new Map<NodeId, NodeState>();

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
    return runRequest(this.env, this.states, req, this.site, this.partitions ?? undefined);
  }

  snapshot(): NodeState[] {
    return [...this.states.values()].map((s) => deepClone(s));
  }

  restore(states: readonly NodeState[]): void {
    this.states = new Map(states.map((s) => [s.node, deepClone(s)]));
  }

  dispose(): void {
    this.states.clear();
  }
}
