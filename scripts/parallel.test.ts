import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand, runParallel, type Outcome } from './parallel.ts';

/** A script that ends after `ms` with `code` and says its name. */
function fake(code: number, ms = 0) {
  return (script: string) =>
    new Promise<Outcome>((resolve) =>
      setTimeout(() => resolve({ script, code, output: `${script} says hi\n`, seconds: ms / 1000 }), ms),
    );
}

async function report(scripts: readonly string[], run: (s: string) => Promise<Outcome>, slots = 2) {
  let out = '';
  let err = '';
  const code = await runParallel(scripts, {
    slots,
    run,
    out: (t) => (out += t),
    err: (t) => (err += t),
  });
  return { code, out, err };
}

describe('runParallel', () => {
  it('exits 0 and prints every script whole, in the order given, when all pass', async () => {
    const delays: Record<string, number> = { a: 30, b: 0, c: 10 };
    const r = await report(['a', 'b', 'c'], (s) => fake(0, delays[s])(s));
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toBe(
      ['a', 'b', 'c']
        .map((s) => `── npm run ${s}: ok, ${(delays[s]! / 1000).toFixed(1)} s\n${s} says hi\n`)
        .join(''),
    );
  });

  it('exits 1 and names each failing script with its exit code, after running the rest to the end', async () => {
    const codes: Record<string, number> = { lint: 0, typecheck: 2, knip: 0, cycles: 1 };
    const ran: string[] = [];
    const r = await report(Object.keys(codes), (s) => {
      ran.push(s);
      return fake(codes[s]!, 5)(s);
    });
    expect(r.code).toBe(1);
    expect(ran).toEqual(['lint', 'typecheck', 'knip', 'cycles']);
    expect(r.out).toContain('── npm run typecheck: FAILED (exit 2)');
    expect(r.out).toContain('── npm run cycles: FAILED (exit 1)');
    expect(r.out).toContain('── npm run lint: ok');
    expect(r.err).toBe('failed: npm run typecheck, npm run cycles\n');
  });

  it('counts a script whose runner throws as failed', async () => {
    const r = await report(['x', 'y'], (s) =>
      s === 'y' ? Promise.reject(new Error('spawn npm ENOENT')) : fake(0)(s),
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('── npm run y: FAILED (exit 1)');
    expect(r.out).toContain('spawn npm ENOENT');
    expect(r.err).toBe('failed: npm run y\n');
  });

  it('runs no more scripts at once than it has slots', async () => {
    let now = 0;
    let most = 0;
    const run = async (s: string) => {
      most = Math.max(most, ++now);
      const o = await fake(0, 5)(s);
      now--;
      return o;
    };
    await report(['a', 'b', 'c', 'd', 'e'], run, 2);
    expect(most).toBe(2);
    await report(['a', 'b', 'c'], run, 0);
    expect(most).toBe(2);
  });
});

describe('runCommand', () => {
  const node = process.execPath;

  it('gives a failing command its exit code and its output, and a passing one 0', async () => {
    const [pass, fail] = await Promise.all([
      runCommand('pass', node, ['-e', "console.log('fine')"]),
      runCommand('fail', node, ['-e', "console.error('broken'); process.exit(3)"]),
    ]);
    expect(pass).toMatchObject({ script: 'pass', code: 0 });
    expect(pass.output).toContain('fine');
    expect(fail).toMatchObject({ script: 'fail', code: 3 });
    expect(fail.output).toContain('broken');
  });

  it('counts a command ended by a signal, or one that cannot start, as failed', async () => {
    const killed = await runCommand('killed', node, ['-e', "process.kill(process.pid, 'SIGTERM')"]);
    expect(killed.code).toBe(1);
    const missing = await runCommand('missing', join(tmpdir(), 'no-such-command-here'), []);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/ENOENT/);
  });
});
