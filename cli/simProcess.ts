/**
 * The real CLI (`cli/sim.ts`) as a child process, for the slow tier's tests: exit code and output.
 * The asynchronous form lets `it.concurrent` cases overlap; the synchronous one suits tests that run
 * a few commands in sequence.
 * Loading the CLI's TypeScript through tsx costs each child ~1.8 s of CPU, four times what a short
 * scenario takes to run (measured on the 2-core CI machine), so the children run the same sources
 * bundled once per test file by esbuild (~0.4 s each). `--host threads` runs go through tsx as
 * `npm run sim` does: the thread host finds its worker module beside its own source file.
 */
import { spawn, spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { NODE_ESM_BUNDLE, writeBundle } from '../workers/node/esbundle.ts';

export type SimResult = { code: number | null; out: string; err: string };

let bundled: string | null = null;

/** Path of cli/sim.ts bundled into one .mjs (built on first use in this process). */
function simBundle(): string {
  bundled ??= writeBundle(
    'sim',
    buildSync({ ...NODE_ESM_BUNDLE, entryPoints: ['cli/sim.ts'] }).outputFiles?.[0]?.text ?? '',
  );
  return bundled;
}

const command = (args: readonly string[]): string[] =>
  args.includes('threads') ? ['--import', 'tsx', 'cli/sim.ts', ...args] : [simBundle(), ...args];

export function simAsync(args: readonly string[], timeout: number): Promise<SimResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command(args), { timeout });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

export function simSync(args: readonly string[], timeout = 60_000): SimResult {
  const r = spawnSync(process.execPath, command(args), { encoding: 'utf8', timeout });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
