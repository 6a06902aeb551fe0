/**
 * The node worker: one per simulated node (or per pool slot past 64 nodes). Created with
 * `new Worker(new URL('./node.worker.ts', import.meta.url), { type: 'module' })`; under Node the
 * same module runs inside a worker_thread with globalThis pointed at comlink's node adapter.
 */
import { expose } from 'comlink';
import { createWorkerApi } from '../worker-api.ts';

const api = createWorkerApi();
export type NodeWorkerApi = typeof api;
expose(api);
/** The worker_threads entry serves its doorbell with it (../node/doorbell.ts). */
export const nodeWorkerApi = api;
