/**
 * The real CLI (`cli/sim.ts` through tsx) as a child process, for the slow tier's tests: exit code
 * and output. Starting node + tsx dominates each case, so the asynchronous form lets `it.concurrent`
 * cases overlap; the synchronous one suits tests that run a few commands in sequence.
 */
import { spawn, spawnSync } from 'node:child_process';

export type SimResult = { code: number | null; out: string; err: string };

const command = (args: readonly string[]): string[] => ['--import', 'tsx', 'cli/sim.ts', ...args];

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
