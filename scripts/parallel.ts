/**
 * Runs npm scripts side by side for `scripts/run-parallel.ts`: at most `slots` at a time, started in
 * the order given; each one's output is held and written whole, in the order given, so a failure
 * reads as it would run alone. Every script runs to its end; the exit code is 1 if any failed.
 */
import { spawn } from 'node:child_process';

export interface Outcome {
  readonly script: string;
  /** The process's exit code; 1 when it could not start or was ended by a signal. */
  readonly code: number;
  readonly output: string;
  readonly seconds: number;
}

/** Runs `npm run -s <script>` in the current folder, its stdout and stderr held together. */
export function runNpmScript(script: string): Promise<Outcome> {
  return runCommand(script, 'npm', ['run', '-s', script]);
}

/** Runs `command args…` as the outcome of `script`: its stdout and stderr held together. */
export function runCommand(script: string, command: string, args: readonly string[]): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    // 'error' (it could not start) may be followed by 'close': the first one counts.
    let settled = false;
    const done = (code: number) => {
      if (settled) return;
      settled = true;
      const output = Buffer.concat(chunks).toString('utf8');
      resolve({ script, code, output, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

export interface ParallelOptions {
  /** How many scripts run at once (at least 1). */
  readonly slots: number;
  readonly run: (script: string) => Promise<Outcome>;
  /** Where each script's report goes (stdout in the CLI). */
  readonly out: (text: string) => void;
  /** Where the closing list of failures goes (stderr in the CLI). */
  readonly err: (text: string) => void;
}

/** Runs `scripts` and reports each; resolves to the exit code: 0 if all passed, else 1. */
export async function runParallel(scripts: readonly string[], opts: ParallelOptions): Promise<number> {
  const slots = Math.max(1, Math.floor(opts.slots));
  const outcomes: Promise<Outcome>[] = [];
  const running = new Set<Promise<Outcome>>();
  for (const script of scripts) {
    while (running.size >= slots) await Promise.race(running);
    const p = opts
      .run(script)
      .catch((e: unknown): Outcome => ({ script, code: 1, output: `${String(e)}\n`, seconds: 0 }));
    running.add(p);
    void p.then(() => running.delete(p));
    outcomes.push(p);
  }

  const failed: string[] = [];
  for (const p of outcomes) {
    const o = await p;
    const verdict = o.code === 0 ? 'ok' : `FAILED (exit ${o.code})`;
    opts.out(`── npm run ${o.script}: ${verdict}, ${o.seconds.toFixed(1)} s\n${o.output}`);
    if (o.code !== 0) failed.push(o.script);
  }
  if (failed.length === 0) return 0;
  opts.err(`failed: ${failed.map((s) => `npm run ${s}`).join(', ')}\n`);
  return 1;
}
