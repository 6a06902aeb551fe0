import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs the real CLI (through tsx) and returns its exit code and output. */
function sim(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/sim.ts', 'run', ...args], { encoding: 'utf8', timeout: 240_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'quorumscope-run-'));
function scenarioFile(name: string, body: unknown): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
  return file;
}

const T = '72075186224037888';
/** 3 nodes in 3 racks, nto_select 3: small enough for a threads run in a unit test. */
const tiny = {
  name: 'tiny',
  description: 'three nodes',
  topology: {
    name: 'tiny',
    realms: [{ id: 'dc1' }],
    domains: [1, 2, 3].map((r) => ({ id: `dc1-r${r}`, realm: 'dc1' })),
    nodes: [1, 2, 3].map((n) => ({ id: n, name: `n${n}`, domain: `dc1-r${n}`, realm: 'dc1' })),
  },
  durationMs: 2000,
  steps: [
    { at: 10, do: { kind: 'tablet.boot', node: 1, tabletId: T } },
    { at: 10, do: { kind: 'board.publish', node: 2, path: 'gpc+/Root/db1', payload: 'n2', publisher: 'p' } },
    { at: 20, do: { kind: 'board.subscribe', node: 3, path: 'gpc+/Root/db1', subscriber: 's' } },
    { at: 10, expect: 'leader', by: 1000, tabletId: T, node: 1 },
    { at: 20, expect: 'board', by: 1000, node: 3, subscriber: 's', payloads: ['n2'] },
    { at: 1000, do: { kind: 'node.down', node: 3 } },
    { at: 1000, expect: 'record', subsystem: 'statestorage', key: T, read: true, write: true },
  ],
};

const SHIPPED = readdirSync('public/scenarios')
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('sim run', () => {
  it('ships at least the required scenarios', () => {
    for (const name of [
      'rack-failure-nto5',
      'dc-failure-mirror-3-dc',
      'rolling-restart',
      'tablet-reelection',
      'board-publisher-dies',
      'schema-change-rack-down',
      'two-tablets-race',
      'partition-heal',
    ])
      expect(SHIPPED).toContain(`${name}.json`);
  });

  // All shipped scenarios pass against the actors as of 14:00 (StateStorage, Board, SchemeBoard).
  it.each(SHIPPED)('%s passes (exit 0, every expectation met, no violations)', (file) => {
    const r = sim(`public/scenarios/${file}`, '--json');
    expect(r.err).toBe('');
    const j = JSON.parse(r.out);
    const failed = j.expectations.filter((e: { ok: boolean }) => !e.ok);
    expect(failed).toEqual([]);
    expect(j.violations).toEqual([]);
    expect(j.traceHash).toMatch(/^[0-9a-f]{16}$/);
    expect(r.code).toBe(0);
  });

  it('prints ✓ per expectation, invariants, message counts and the hash; --seed changes the run', () => {
    const file = scenarioFile('tiny', tiny);
    const r = sim(file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/expectations: 3\/3 met/);
    expect(r.out).toMatch(/✓ steps\[3\] by 1000 ms: leader of 72075186224037888/);
    expect(r.out).toMatch(/^invariants: \d+ checked/m);
    expect(r.out).toMatch(/^messages: \d+ sent/m);
    expect(r.out).toMatch(/^trace: \d+ events, hash [0-9a-f]{16}$/m);
    const a = JSON.parse(sim(file, '--json').out);
    const b = JSON.parse(sim(file, '--json', '--seed', '7').out);
    expect(b.seed).toBe(7);
    expect(b.traceHash).not.toBe(a.traceHash);
  });

  it('--host threads gives the same trace hash as in-process', () => {
    const file = scenarioFile('tiny-threads', tiny);
    const inproc = JSON.parse(sim(file, '--json').out);
    const r = sim(file, '--json', '--host', 'threads');
    expect(r.code).toBe(0);
    const threads = JSON.parse(r.out);
    expect(threads.host).toBe('threads');
    expect(threads.traceHash).toBe(inproc.traceHash);
  });

  it('exit 1 when an expectation fails, with ✗ and its detail', () => {
    const steps = [...tiny.steps, { at: 1500, expect: 'node', node: 3, status: 'up' }];
    const r = sim(scenarioFile('failing', { ...tiny, steps }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ steps\[7\] at 1500 ms: n3 is up — n3 is down/);
    expect(r.out).toMatch(/result: FAIL/);
  });

  it.each([
    [['public/scenarios/broken/bad-steps.json'], /bad-steps\.json: steps\[0\]\.do\.rack: expected string, got number 3/],
    [['public/scenarios/broken/unknown-names.json'], /unknown-names\.json: steps\[0\]\.do\.rack: unknown rack 'dc4-r1'/],
    [['no/such/file.json'], /^error: run: cannot read 'no\/such\/file\.json': no such file/],
    [[scenarioFile('bad-json', '{\n  "name": "x",\n  "steps": [1,]\n}')], /bad JSON at line 3, column 15: trailing comma/],
    [[scenarioFile('ok', tiny), '--host', 'gpu'], /unknown host 'gpu' \(known: inprocess, threads\)/],
    [[scenarioFile('ok2', tiny), '--seed', 'abc'], /--seed must be a non-negative integer/],
    [[], /run: missing scenario file/],
  ])('bad input %j → exit 2 with a clear message', (args, message) => {
    const r = sim(...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toMatch(message);
  });
});
