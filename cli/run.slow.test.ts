import { describe, expect, it } from 'vitest';
import { simAsync } from './simProcess.ts';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sim = (...args: string[]) => simAsync(['run', ...args], 240_000);

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
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort();
const INDEX = JSON.parse(readFileSync('public/scenarios/index.json', 'utf8')) as {
  scenarios: { name: string; file: string }[];
  broken: { file: string }[];
};

// Each case spawns node + tsx (≈1-2 s on an idle machine); they run concurrently.
describe('sim run', { timeout: 240_000 }, () => {
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
    // the library index (read by the UI) lists exactly the files shipped
    expect(INDEX.scenarios.map((s) => s.file).sort()).toEqual(SHIPPED);
    for (const s of INDEX.scenarios)
      expect(JSON.parse(readFileSync(`public/scenarios/${s.file}`, 'utf8')).name).toBe(s.name);
    const broken = readdirSync('public/scenarios/broken').map((f) => `broken/${f}`);
    expect(INDEX.broken.map((b) => b.file).sort()).toEqual(broken.sort());
  });

  // All shipped scenarios pass against the actors as of 14:00 (StateStorage, Board, SchemeBoard).
  it.concurrent.each(SHIPPED)(
    '%s passes (exit 0, every expectation met, no unexpected violations)',
    async (file) => {
      const r = await sim(`public/scenarios/${file}`, '--json');
      expect(r.err).toBe('');
      const j = JSON.parse(r.out);
      const failed = j.expectations.filter((e: { ok: boolean }) => !e.ok);
      expect(failed).toEqual([]);
      // A scenario may expect a named violation (the hazard it shows); any other one fails it.
      const steps = (JSON.parse(readFileSync(`public/scenarios/${file}`, 'utf8')) as { steps: object[] })
        .steps;
      const expected = new Set(
        steps.flatMap((s) =>
          'expect' in s && s.expect === 'violation' && 'invariant' in s ? [s.invariant] : [],
        ),
      );
      expect(j.violations.filter((v: { invariant: string }) => !expected.has(v.invariant))).toEqual([]);
      expect(j.traceHash).toMatch(/^[0-9a-f]{16}$/);
      expect(r.code).toBe(0);
    },
  );

  it.concurrent(
    'prints ✓ per expectation, invariants, message counts and the hash; --seed changes the run',
    async () => {
      const file = scenarioFile('tiny', tiny);
      const [r, b] = await Promise.all([sim(file), sim(file, '--json', '--seed', '7')]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/expectations: 3\/3 met/);
      expect(r.out).toMatch(/✓ steps\[3\] by 1000 ms: leader of 72075186224037888/);
      expect(r.out).toMatch(/^invariants: \d+ checked/m);
      expect(r.out).toMatch(/^messages: \d+ sent/m);
      const hash = /^trace: \d+ events, hash ([0-9a-f]{16})$/m.exec(r.out)?.[1];
      expect(hash).toBeDefined();
      const seeded = JSON.parse(b.out);
      expect(seeded.seed).toBe(7);
      expect(seeded.traceHash).not.toBe(hash);
    },
  );

  it.concurrent('--host threads gives the same trace hash as in-process', async () => {
    const file = scenarioFile('tiny-threads', tiny);
    const [i, r] = await Promise.all([sim(file, '--json'), sim(file, '--json', '--host', 'threads')]);
    const inproc = JSON.parse(i.out);
    expect(r.code).toBe(0);
    const threads = JSON.parse(r.out);
    expect(threads.host).toBe('threads');
    expect(threads.traceHash).toBe(inproc.traceHash);
  });

  it.concurrent('exit 1 when an expectation fails, with ✗ and its detail', async () => {
    const steps = [...tiny.steps, { at: 1500, expect: 'node', node: 3, status: 'up' }];
    const r = await sim(scenarioFile('failing', { ...tiny, steps }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/✗ steps\[7\] at 1500 ms: n3 is up — n3 is down/);
    expect(r.out).toMatch(/result: FAIL/);
  });

  it.concurrent.each([
    [
      ['public/scenarios/broken/bad-steps.json'],
      /bad-steps\.json: steps\[0\]\.do\.rack: expected string, got number 3/,
    ],
    [
      ['public/scenarios/broken/unknown-names.json'],
      /unknown-names\.json: steps\[0\]\.do\.rack: unknown rack 'dc4-r1'/,
    ],
    [['no/such/file.json'], /^error: run: cannot read 'no\/such\/file\.json': no such file/],
    [
      [scenarioFile('bad-json', '{\n  "name": "x",\n  "steps": [1,]\n}')],
      /bad JSON at line 3, column 15: trailing comma/,
    ],
    [[scenarioFile('ok', tiny), '--host', 'gpu'], /unknown host 'gpu' \(known: inprocess, threads\)/],
    [[scenarioFile('ok2', tiny), '--seed', 'abc'], /--seed must be a non-negative integer/],
    [[], /run: missing scenario file/],
  ])('bad input %j → exit 2 with a clear message', async (args, message) => {
    const r = await sim(...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toMatch(message);
  });
});
