/**
 * What a node worker (Web Worker or worker_thread) exposes over comlink: the in-process host's
 * request runner over the nodes assigned to it. Test behaviours are always registered (code cannot
 * be posted to a worker; they are tiny and only run when a spec starts them).
 */
import { TESTING_BEHAVIOURS } from '../engine/kernel/testing/index.ts';
import type { HostRequest, HostResponse, HostSetup } from '../engine/kernel/host.ts';
import { runRequest } from '../engine/kernel/inprocess.ts';
import { createNodeEnv, type NodeEnv } from '../engine/kernel/node.ts';
import type { NodeState } from '../engine/kernel/nodestate.ts';
import type { NodeId } from '../engine/model/topology/types.ts';

/** HostSetup without code (extraBehaviours cannot cross a worker boundary). */
export type WorkerSetup = Omit<HostSetup, 'extraBehaviours'>;

export function createWorkerApi() {
  let env: NodeEnv | null = null;
  let states = new Map<NodeId, NodeState>();
  return {
    init(setup: WorkerSetup): number {
      env = createNodeEnv(setup.world, {
        extraBehaviours: TESTING_BEHAVIOURS,
        extraServices: setup.extraServices,
        traceFull: setup.traceFull,
      });
      states = new Map();
      return 1;
    },
    call(req: HostRequest): HostResponse {
      if (!env) throw new Error('worker: init() first');
      return runRequest(env, states, req);
    },
    snapshot(): NodeState[] {
      return [...states.values()];
    },
    restore(list: readonly NodeState[]): void {
      states = new Map(list.map((s) => [s.node, s]));
    },
    /** Test hook: makes the worker itself fail (as a worker bug or an OOM would). */
    explode(message: string): never {
      throw new Error(message);
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
