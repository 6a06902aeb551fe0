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
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

export type SimResult = { code: number | null; out: string; err: string };

let bundled: string | null = null;

/** Path of cli/sim.ts bundled into one .mjs (built on first use in this process). */
function simBundle(): string {
  if (bundled) return bundled;
  const out = buildSync({
    entryPoints: ['cli/sim.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The yaml package is CommonJS and requires Node built-ins; an ESM bundle has no `require`.
    banner: {
      js: "import { createRequire as qsCreateRequire } from 'node:module'; const require = qsCreateRequire(import.meta.url);",
    },
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `quorumscope-sim-${hash}.mjs`);
  if (!existsSync(file)) {
    // Several test files build it at once: each writes its own copy and renames it into place.
    const part = `${file}.${process.pid}`;
    writeFileSync(part, code);
    renameSync(part, file);
  }
  bundled = file;
  return file;
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
