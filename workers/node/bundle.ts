/**
 * Bundles the node worker (the browser worker module plus a worker_threads prelude) into one plain
 * .mjs file, once per process, so threads start in tens of milliseconds instead of seconds (loading
 * TypeScript through tsx inside every thread costs ~1-5 s each here). Uses esbuild, which tsx and
 * vite already bring (pinned as a devDependency too).
 */
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('../browser/node.worker.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The prelude points the worker-global messaging API at comlink's node adapter, then loads the
// unchanged browser worker module (dynamic import: it must run after the globals are set).
const PRELUDE = `
import { parentPort } from 'node:worker_threads';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
const ep = nodeEndpoint(parentPort);
globalThis.addEventListener = ep.addEventListener;
globalThis.removeEventListener = ep.removeEventListener;
globalThis.postMessage = ep.postMessage;
await import(${JSON.stringify(WORKER)});
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
    stdin: { contents: PRELUDE, resolveDir: ROOT, sourcefile: 'thread-prelude.mjs', loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // CommonJS dependencies of the engine's face (the yaml package) require Node built-ins; an ESM
    // bundle has no `require`, so give it Node's own.
    banner: {
      js: "import { createRequire as qsCreateRequire } from 'node:module'; const require = qsCreateRequire(import.meta.url);",
    },
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `quorumscope-node-worker-${hash}.mjs`);
  if (!existsSync(file)) writeFileSync(file, code);
  return file;
}
