// worker_threads entry: loads TypeScript through tsx's ESM register API, points the worker-global
// messaging API at comlink's node adapter, then imports the unchanged browser worker module and
// serves the doorbell the host handed it (./doorbell.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';

register();
const ep = nodeEndpoint(parentPort);
globalThis.addEventListener = ep.addEventListener;
globalThis.removeEventListener = ep.removeEventListener;
globalThis.postMessage = ep.postMessage;
const { nodeWorkerApi } = await import('../browser/node.worker.ts');
const { serveDoorbell } = await import('./doorbell.ts');
if (workerData?.doorbell) serveDoorbell(workerData.doorbell, nodeWorkerApi.call);
