/**
 * The worker_threads host's own hand-off, timed bare: the very doorbell it rings per call
 * (workers/node/doorbell.ts, client and serving loop), served by threads that answer each request
 * with itself, so the round trip is the transport's alone — no simulation step.
 */
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { DoorbellClient, doorbellCounters } from '../../workers/node/doorbell.ts';
import { NODE_ESM_BUNDLE, writeBundle } from '../../workers/node/esbundle.ts';
import type { HostRequest } from '../../engine/index.ts';
import { STEP_PAYLOAD } from './sync-floor.ts';

const DOORBELL = fileURLToPath(new URL('../../workers/node/doorbell.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An echo thread: serves the doorbell it is handed, answering each request with itself. */
const ECHO = `
import { parentPort, workerData } from 'node:worker_threads';
import { serveDoorbell } from ${JSON.stringify(DOORBELL)};
serveDoorbell(workerData.doorbell, (req) => req);
parentPort.postMessage('up');
`;

let bundled: Promise<string> | null = null;

function echoBundle(): Promise<string> {
  bundled ??= import('esbuild').then(async (esbuild) => {
    const out = await esbuild.build({
      ...NODE_ESM_BUNDLE,
      stdin: { contents: ECHO, resolveDir: ROOT, sourcefile: 'doorbell-echo.mjs', loader: 'js' },
    });
    return writeBundle('doorbell-echo', out.outputFiles[0]?.text ?? '');
  });
  return bundled;
}

/**
 * µs per round trip over the doorbell, `threads` echo threads rung in turn (one: the host's floor;
 * as many as one worker per node has: each wakes on a core whose caches the others have used since,
 * though an echo thread's heap is tiny, so a real worker's wake-up costs more still).
 */
export async function doorbellRoundTripUs(threads = 1, n = 20_000): Promise<number> {
  const entry = await echoBundle();
  const echoes = await Promise.all(
    Array.from({ length: threads }, async () => {
      const { port1, port2 } = new MessageChannel();
      const counters = doorbellCounters();
      const w = new Worker(entry, {
        workerData: { doorbell: { counters, port: port2 } },
        transferList: [port2],
      });
      await once(w, 'message'); // serving
      port1.unref();
      return { w, port: port1, bell: new DoorbellClient({ counters, port: port1 }) };
    }),
  );
  try {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const { bell } = echoes[i % threads] as (typeof echoes)[number];
      bell.post(STEP_PAYLOAD as unknown as HostRequest);
      bell.take(10_000);
    }
    return ((performance.now() - t0) * 1000) / n;
  } finally {
    for (const { bell, port } of echoes) {
      bell.wake();
      port.close();
    }
    await Promise.all(echoes.map(({ w }) => w.terminate()));
  }
}
