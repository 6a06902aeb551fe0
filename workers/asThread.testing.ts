/**
 * Tests' stand-in for a worker thread: the worker API on the test's own thread (./inThread.ts), its
 * requests and answers structured-cloned as postMessage would, on the synchronous transport and
 * through the comlink-like remote alike. `seen` is told of every request the worker takes.
 */
import type { Remote } from 'comlink';
import type { HostRequest } from '../engine/index.ts';
import { inThreadHandle } from './inThread.ts';
import type { WorkerApi, WorkerSetup } from './worker-api.ts';
import type { WorkerHandle } from './workerBridge.ts';

interface Options {
  /** With a synchronous transport (as a doorbell gives: ./node/doorbell.ts); else through the remote only. */
  readonly sync?: boolean;
  readonly seen?: (req: HostRequest, via: 'sync' | 'async') => void;
  /** What `memory()` answers. */
  readonly memory?: number | null;
}

export function asThread({
  sync: withSync = true,
  seen = () => {},
  memory = null,
}: Options = {}): WorkerHandle {
  const h = inThreadHandle();
  const api = h.remote as unknown as WorkerApi;
  const sync = h.sync as NonNullable<WorkerHandle['sync']>;
  const remote = {
    ...api,
    init: async (s: WorkerSetup) => api.init(structuredClone(s)),
    call: async (req: HostRequest) => {
      seen(req, 'async');
      return structuredClone(await api.call(structuredClone(req)));
    },
    memory: async () => memory,
  } as unknown as Remote<WorkerApi>;
  let posted: HostRequest | null = null;
  const { sync: _own, ...rest } = h;
  if (!withSync) return { ...rest, remote, inThread: false };
  return {
    ...rest,
    remote,
    inThread: false,
    sync: {
      post: (req) => {
        posted = req;
        sync.post(structuredClone(req));
      },
      take: (ms) => {
        seen(posted as HostRequest, 'sync');
        return structuredClone(sync.take(ms));
      },
      wake: () => {},
    },
  };
}
