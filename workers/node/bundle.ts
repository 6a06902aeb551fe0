/**
 * Bundles the node worker (the browser worker module plus a worker_threads prelude) into one plain
 * .mjs file, once per process, so threads start in tens of milliseconds instead of seconds (loading
 * TypeScript through tsx inside every thread costs ~1-5 s each here). Uses esbuild, which tsx and
 * vite already bring (pinned as a devDependency too).
 */
import { fileURLToPath } from 'node:url';
import { NODE_ESM_BUNDLE, writeBundle } from './esbundle.ts';

const WORKER = fileURLToPath(new URL('../browser/node.worker.ts', import.meta.url));
const DOORBELL = fileURLToPath(new URL('./doorbell.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The prelude points the worker-global messaging API at comlink's node adapter, then loads the
// unchanged browser worker module (dynamic import: it must run after the globals are set) and
// serves the doorbell the host handed it (./doorbell.ts).
const PRELUDE = `
import { parentPort, workerData } from 'node:worker_threads';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { serveDoorbell } from ${JSON.stringify(DOORBELL)};
const ep = nodeEndpoint(parentPort);
globalThis.addEventListener = ep.addEventListener;
globalThis.removeEventListener = ep.removeEventListener;
globalThis.postMessage = ep.postMessage;
const { nodeWorkerApi } = await import(${JSON.stringify(WORKER)});
if (workerData?.doorbell) serveDoorbell(workerData.doorbell, nodeWorkerApi.call);
`;

let bundled: Promise<string> | null = null;

/** Path of the bundled thread entry (built on first use, reused after). */
export function threadBundle(): Promise<string> {
  bundled ??= build();
  return bundled;
}

async function build(): Promise<string> {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    ...NODE_ESM_BUNDLE,
    stdin: { contents: PRELUDE, resolveDir: ROOT, sourcefile: 'thread-prelude.mjs', loader: 'js' },
  });
  return writeBundle('node-worker', out.outputFiles[0]?.text ?? '');
}
