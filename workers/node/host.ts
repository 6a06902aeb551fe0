/**
 * worker_threads host (CLI `--host threads`, benchmarks): the same node worker module as the
 * browser, run in Node threads through comlink's node adapter.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { releaseProxy, wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import type { WorkerHandle } from '../bridge.ts';
import { WorkerPoolHost, type PoolOptions } from '../pool.ts';
import type { WorkerApi } from '../worker-api.ts';

const ENTRY = new URL('./thread-entry.mjs', import.meta.url);

function spawnThread(): WorkerHandle {
  const w = new Worker(ENTRY);
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
    terminate: () => {
      if (!exited) void w.terminate();
    },
    release: () => {
      if (!exited) remote[releaseProxy]().catch(() => undefined);
    },
    onDeath: (cb) => {
      dead = cb;
    },
  };
}

export type ThreadsHostOptions = Partial<Omit<PoolOptions, 'kind' | 'spawn'>>;

export function createThreadsHost(o: ThreadsHostOptions = {}): WorkerPoolHost {
  return new WorkerPoolHost({ hardwareConcurrency: availableParallelism(), ...o, kind: 'threads', spawn: spawnThread });
}
