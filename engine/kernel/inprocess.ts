/** The in-process host: node states in a Map, steps called directly (synchronous fast path). */
import type { NodeId } from '../model/topology/types.ts';
import type { Host, HostRequest, HostResponse, HostSetup } from './host.ts';
import { createNodeEnv, type NodeEnv } from './env.ts';
import { createNode, stepNode } from './node.ts';
import { deepClone } from './clone.ts';
import type { NodeState, NodeStepOutput } from './nodestate.ts';

/** Runs a host request against a map of node states; shared by the in-process host and workers. */
export function runRequest(env: NodeEnv, states: Map<NodeId, NodeState>, req: HostRequest): HostResponse {
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

export class InProcessHost implements Host {
  readonly kind = 'inprocess';
  readonly workerCount = 0;
  private env: NodeEnv | null = null;
  private states = new Map<NodeId, NodeState>();

  init(setup: HostSetup): void {
    this.env = createNodeEnv(setup.world, {
      subsystems: setup.subsystems,
      extraBehaviours: setup.extraBehaviours ?? [],
      extraServices: setup.extraServices,
      traceFull: setup.traceFull,
    });
  }

  call(req: HostRequest): HostResponse {
    if (!this.env) throw new Error('host: init() first');
    return runRequest(this.env, this.states, req);
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
