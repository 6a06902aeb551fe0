/**
 * Web Worker host for the browser: one module worker per simulated node, or a pool past 64 nodes
 * (`workerCount` tells the UI which). Workers are created by Vite's worker pattern so they get
 * bundled; the app imports only the API type from node.worker.ts.
 */
import { releaseProxy, transfer, wrap } from 'comlink';
import { requestOver, type CallPort } from '../direct.ts';
import type { WorkerHandle } from '../workerBridge.ts';
import { WorkerPoolHost, type PoolOptions } from '../pool.ts';
import type { NodeWorkerApi } from './node.worker.ts';

function spawnWebWorker(): WorkerHandle {
  const w = new Worker(new URL('./node.worker.ts', import.meta.url), { type: 'module' });
  const remote = wrap<NodeWorkerApi>(w);
  // Per-window requests go over a port of their own (../direct.ts).
  const { port1, port2 } = new MessageChannel();
  void remote.listen(transfer(port2 as unknown as CallPort, [port2]));
  const request = requestOver(port1 as unknown as CallPort);
  let dead: ((why: string) => void) | null = null;
  w.addEventListener('error', (e) => {
    e.preventDefault();
    dead?.(`error: ${e.message || 'worker failed to load or threw'}`);
  });
  w.addEventListener('messageerror', () => dead?.('message could not be deserialised'));
  return {
    remote,
    request,
    terminate: () => {
      port1.close();
      w.terminate();
    },
    release: () => {
      remote[releaseProxy]();
    },
    onDeath: (cb) => {
      dead = cb;
    },
  };
}

export type BrowserHostOptions = Partial<Omit<PoolOptions, 'kind' | 'spawn'>>;

export function createBrowserHost(o: BrowserHostOptions = {}): WorkerPoolHost {
  return new WorkerPoolHost({
    hardwareConcurrency: navigator.hardwareConcurrency || 4,
    ...o,
    kind: 'browser',
    spawn: spawnWebWorker,
  });
}
