/**
 * `tsx scripts/run-parallel.ts typecheck lint …`: runs the named npm scripts side by side, as many
 * at a time as the machine has cores (each of these checks is one thread), in the order given.
 * Each script's output is held and printed whole, in the order given, so a failure reads as it
 * would run alone. Exit 1 if any failed, naming them; every script runs to its end either way.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** More than a handful of checks side by side only makes each slower. */
const MAX_SCRIPTS = 16;

interface Outcome {
  readonly script: string;
  readonly code: number;
  readonly output: string;
  readonly seconds: number;
}

function run(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    const done = (code: number) =>
      resolve({
        script,
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (Date.now() - started) / 1000,
      });
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0 || scripts.length > MAX_SCRIPTS) {
  console.error(`usage: tsx scripts/run-parallel.ts <npm script>… (1 to ${MAX_SCRIPTS} scripts)`);
  process.exit(2);
}

const slots = Math.max(1, availableParallelism());
const outcomes: Promise<Outcome>[] = [];
const running = new Set<Promise<Outcome>>();
for (const script of scripts) {
  while (running.size >= slots) await Promise.race(running);
  const p = run(script);
  running.add(p);
  void p.then(() => running.delete(p));
  outcomes.push(p);
}

const failed: string[] = [];
for (const p of outcomes) {
  const o = await p;
  const verdict = o.code === 0 ? 'ok' : `FAILED (exit ${o.code})`;
  process.stdout.write(`── npm run ${o.script}: ${verdict}, ${o.seconds.toFixed(1)} s\n${o.output}`);
  if (o.code !== 0) failed.push(o.script);
}
if (failed.length > 0) {
  console.error(`failed: ${failed.map((s) => `npm run ${s}`).join(', ')}`);
  process.exit(1);
}
