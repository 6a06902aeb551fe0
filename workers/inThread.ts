/**
 * A pool slot run on the coordinator's own thread: the worker API called directly, no thread and
 * no clone of requests (as in-process: the scheduler hands over what it no longer touches). A pool
 * partitioned by datacenter gives it one partition (./node/host.ts): otherwise the coordinator
 * sleeps through every call while the threads run theirs, and every thread it hands work to costs
 * a wake-up each way — OpenMP's master thread is one of its team for the same reason. Node states
 * still leave and enter it as structured clones (the Host contract).
 */
import type { Remote } from 'comlink';
import type { HostRequest } from '../engine/index.ts';
import { createWorkerApi, type WorkerApi, type WorkerSetup } from './worker-api.ts';
import type { WorkerHandle } from './workerBridge.ts';

export function inThreadHandle(): WorkerHandle {
  const api = createWorkerApi();
  let posted: HostRequest | null = null;
  const remote = {
    init: async (setup: WorkerSetup) => api.init(setup),
    call: async (req: HostRequest) => api.call(req),
    snapshot: async (part?: number, parts?: number) => structuredClone(api.snapshot(part, parts)),
    restore: async (list: Parameters<WorkerApi['restore']>[0]) => api.restore(structuredClone(list)),
    // Its heap is the coordinator's: not a worker's figure.
    memory: async () => null,
  } as unknown as Remote<WorkerApi>;
  return {
    remote,
    inThread: true,
    sync: {
      post: (req) => void (posted = req),
      take: () => {
        const req = posted as HostRequest;
        posted = null;
        return api.call(req);
      },
      wake: () => {},
    },
    terminate: () => {},
    release: () => {},
    onDeath: () => {},
  };
}
