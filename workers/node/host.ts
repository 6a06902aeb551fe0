/**
 * worker_threads host (CLI `--host threads`, benchmarks): the same node worker module as the
 * browser, run in Node threads through comlink's node adapter; per-window requests are rung on a
 * doorbell (./doorbell.ts) and answered without either event loop. Partitioned by datacenter, the
 * coordinator's own thread runs the first datacenter (../inThread.ts) and threads run the others.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel, Worker } from 'node:worker_threads';
import { releaseProxy, wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import type { WorkerHandle } from '../workerBridge.ts';
import { inThreadHandle } from '../inThread.ts';
import { WorkerPoolHost, type PoolOptions } from '../pool.ts';
import type { WorkerApi } from '../worker-api.ts';
import { threadBundle } from './bundle.ts';
import { DoorbellClient, doorbellCounters } from './doorbell.ts';

/** `bundle` (default): one prebuilt .mjs; `tsx`: load the .ts sources through tsx in each thread. */
export type ThreadLoader = 'bundle' | 'tsx';

const TSX_ENTRY = new URL('./thread-entry.mjs', import.meta.url);

function spawnThread(entry: string | URL): WorkerHandle {
  const bell = new MessageChannel();
  const counters = doorbellCounters();
  // The thread's entry serves the doorbell before anything else (bundle.ts, thread-entry.mjs).
  const w = new Worker(entry, {
    workerData: { doorbell: { counters, port: bell.port2 } },
    transferList: [bell.port2],
  });
  const sync = new DoorbellClient({ counters, port: bell.port1 });
  bell.port1.unref();
  // Per-window requests are rung on the doorbell; one made while a comlink call is under way (rare:
  // a run's init, a snapshot) waits its turn and goes through comlink.
  const remote = wrap<WorkerApi>(nodeEndpoint(w));
  let dead: ((why: string) => void) | null = null;
  let exited = false;
  w.on('error', (e) => dead?.(`error: ${e.message}`));
  w.on('exit', (code) => {
    exited = true;
    dead?.(`exited with code ${code}`);
  });
  return {
    remote,
    sync,
    terminate: () => {
      sync.wake();
      bell.port1.close();
      if (!exited) void w.terminate();
    },
    release: () => {
      if (!exited) remote[releaseProxy]();
    },
    onDeath: (cb) => {
      dead = cb;
    },
  };
}

export type ThreadsHostOptions = Partial<Omit<PoolOptions, 'kind' | 'spawn'>> & {
  readonly loader?: ThreadLoader;
};

/** A worker_threads host; async because the thread bundle is built on first use (~0.1-0.5 s). */
export async function createThreadsHost(o: ThreadsHostOptions = {}): Promise<WorkerPoolHost> {
  const entry = (o.loader ?? 'bundle') === 'bundle' ? await threadBundle() : TSX_ENTRY;
  return new WorkerPoolHost({
    hardwareConcurrency: availableParallelism(),
    ...o,
    kind: 'threads',
    // By datacenter, the coordinator's thread runs the first partition itself (../inThread.ts).
    spawn: (slot) => (o.partition === 'dc' && slot === 0 ? inThreadHandle() : spawnThread(entry)),
  });
}
