/**
 * What a node worker (Web Worker or worker_thread) exposes over comlink: the in-process host's
 * request runner over the nodes assigned to it. Code cannot be posted to a worker: the setup names
 * the subsystems by id and the worker takes their descriptors from engine/subsystems; test
 * behaviours are always registered (they are tiny and only run when a spec starts them).
 */
import {
  TESTING_BEHAVIOURS,
  createNodeEnv,
  runRequest,
  spanSite,
  type SpanSite,
  subsystemsById,
  type NodeEnv,
  type HostRequest,
  type HostResponse,
  type HostSetup,
  type NodeState,
  type NodeId,
} from '../engine/index.ts';
import { serveRequests, type CallPort } from './direct.ts';

/** HostSetup as plain data: subsystems by id, no extra behaviours. */
export interface WorkerSetup extends Omit<HostSetup, 'extraBehaviours' | 'subsystems'> {
  readonly subsystems: readonly string[];
}

/** The plain-data part of a host setup (what a worker can be sent). */
export function workerSetup(setup: HostSetup): WorkerSetup {
  return {
    world: setup.world,
    nodes: setup.nodes,
    traceFull: setup.traceFull,
    extraServices: setup.extraServices,
    subsystems: setup.subsystems.map((s) => s.id),
    ...(setup.latency ? { latency: setup.latency } : {}),
  };
}

export function createWorkerApi() {
  let env: NodeEnv | null = null;
  let site: SpanSite | undefined;
  let states = new Map<NodeId, NodeState>();
  const call = (req: HostRequest): HostResponse => {
    if (!env) throw new Error('worker: init() first');
    return runRequest(env, states, req, site);
  };
  return {
    init(setup: WorkerSetup): number {
      env = createNodeEnv(setup.world, {
        subsystems: subsystemsById(setup.subsystems),
        extraBehaviours: TESTING_BEHAVIOURS,
        extraServices: setup.extraServices,
        traceFull: setup.traceFull,
      });
      // Its nodes are one partition: it times their sends itself when asked for a span (span.ts).
      site = spanSite(setup);
      states = new Map();
      return 1;
    },
    call,
    /** Takes host requests on `port` too, without comlink (./direct.ts). */
    listen(port: CallPort): void {
      serveRequests(port, call);
    },
    /** Part `part` of `parts` of its node states, in order (all of them by default). */
    snapshot(part = 0, parts = 1): NodeState[] {
      const all = [...states.values()];
      const per = Math.ceil(all.length / Math.max(1, parts));
      return parts <= 1 ? all : all.slice(part * per, (part + 1) * per);
    },
    restore(list: readonly NodeState[]): void {
      states = new Map(list.map((s) => [s.node, s]));
    },
    /**
     * Bytes of JS heap this worker uses: its own V8 heap under worker_threads, Chrome's
     * performance.memory in a browser (null where the runtime does not say).
     */
    memory(): number | null {
      const g = globalThis as unknown as {
        process?: { memoryUsage?: () => { heapUsed: number } };
        performance?: { memory?: { usedJSHeapSize: number } };
      };
      return g.process?.memoryUsage?.().heapUsed ?? g.performance?.memory?.usedJSHeapSize ?? null;
    },
    /** Test hook: makes the worker itself fail (as a worker bug or an OOM would). */
    explode(message: string): never {
      throw new Error(message);
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
