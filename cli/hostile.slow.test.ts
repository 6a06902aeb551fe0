import { describe, expect, it } from 'vitest';
import { simAsync } from './simProcess.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';

const sim = (...args: string[]) => simAsync(args, 60_000);

const dir = mkdtempSync(join(tmpdir(), 'quorumscope-hostile-'));
let files = 0;
function file(body: string | Uint8Array, ext = 'json'): string {
  const path = join(dir, `case-${files++}.${ext}`);
  writeFileSync(path, body);
  return path;
}

const boot = { at: 10, do: { kind: 'schemeshard.boot', node: 2, tabletId: '72057594046678944' } };
const scenario = (extra: object) =>
  JSON.stringify({ name: 'h', description: 'x', preset: 'mirror-3-dc', steps: [boot], ...extra });

/** Bad input: exit 2, nothing on stdout, one `error:` line on stderr, no stack trace. */
function expectOneLine(r: { code: number | null; out: string; err: string }, message: RegExp) {
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  const lines = r.err.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^error: /);
  expect(lines[0]).toMatch(message);
  expect(r.err).not.toMatch(/\n\s+at /);
}

describe('sim on hostile input', () => {
  const cases: [string, () => string[], RegExp][] = [
    [
      'at 1e300',
      () => ['run', file(scenario({ steps: [{ ...boot, at: 1e300 }] }))],
      /steps\[0\]\.at: .*MAX_VIRTUAL_MS/,
    ],
    ['durationMs 1e16', () => ['run', file(scenario({ durationMs: 1e16 }))], /durationMs: .*MAX_VIRTUAL_MS/],
    [
      '200 000-deep JSON',
      () => ['run', file('['.repeat(200_000))],
      /nesting deeper than 64 levels \(MAX_JSON_DEPTH\)/,
    ],
    [
      'duplicate key',
      () => ['run', file('{"name":"a","name":"b"}')],
      /^error: .*: name: duplicate key "name" \(line 1, column 13\)/,
    ],
    [
      'non-UTF-8 bytes',
      () => ['run', file(new Uint8Array([0x7b, 0x22, 0xff, 0x22]))],
      /not UTF-8: byte 0xff at byte offset 2/,
    ],
    [
      "a key JavaScript treats specially in an expectation's match",
      () => [
        'run',
        file(
          scenario({}).replace(
            '"steps":[',
            '"steps":[{"at":0,"expect":"event","match":{"kind":"node.down","__proto__":{"node":1}}},',
          ),
        ),
      ],
      /steps\[0\]\.match\.__proto__: key "__proto__" is not allowed \(JavaScript treats it specially\) \(line 1, column \d+\)/,
    ],
    [
      'constructor key in a command',
      () => ['run', file(scenario({}).replace('"node":2', '"node":2,"constructor":1'))],
      /steps\[0\]\.do\.constructor: key "constructor" is not allowed/,
    ],
    [
      'a YAML config with !!js/function',
      () => [
        'analyze',
        '--config',
        file(
          'hosts:\n- {host: a, node_id: 1, location: {data_center: d, rack: !!js/function "x"}}\n',
          'yaml',
        ),
      ],
      /\(line 2:\d+\): unknown tag !!js\/function/,
    ],
    [
      'reconfig-plan replacing a node by itself',
      () => ['reconfig-plan', '--preset', 'large', '--replace', 'node:10=node:10'],
      /--replace node:10=node:10 changes nothing: node 10 would replace itself/,
    ],
    [
      'reconfig-plan replacing by a node already in the group',
      () => ['reconfig-plan', '--preset', 'single-dc-8-racks', '--replace', 'node:3=node:9'],
      /node 9 is already in the target statestorage ring group \(ring 5\)/,
    ],
    ['too many samples', () => ['analyze', '--samples', '1000000000000'], /MAX_SAMPLES/],
    [
      'seed beyond 2^53',
      () => ['run', file(scenario({})), '--seed', '99999999999999999999'],
      /--seed must be a non-negative integer up to 9007199254740991 \(MAX_SEED\), got '99999999999999999999'/,
    ],
    [
      'negative seed',
      () => ['run', file(scenario({})), '--seed', '-1'],
      /--seed must be a non-negative integer.*got '-1'/,
    ],
  ];
  for (const [name, args, message] of cases)
    it.concurrent(
      `${name} → exit 2, one line`,
      async () => expectOneLine(await sim(...args()), message),
      90_000,
    );

  it.concurrent(
    'a BOM is dropped',
    async () => {
      const r = await sim('run', file(`\uFEFF${scenario({})}`));
      expect(r.code).toBe(0);
    },
    90_000,
  );

  it.concurrent(
    'unknown and missing commands: usage on stderr, exit 2',
    async () => {
      for (const args of [['frobnicate'], []]) {
        const r = await sim(...args);
        expect(r.code).toBe(2);
        expect(r.out).toBe('');
        expect(r.err).toMatch(/^error: (unknown|missing) command.*\nusage: /);
      }
    },
    90_000,
  );

  it('run on arbitrary bytes and arbitrary JSON: exit 2, one-line problems, no stack (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.jsonValue().map((v) => scenario({ steps: [v] })),
        ),
        async (body) => {
          const r = await sim('run', file(body));
          // Every problem is one line `<file>: <path>: <message>` (the first prefixed `error: `).
          const lines = r.err.trimEnd().split('\n');
          return (
            (r.code === 2 || r.code === 0 || r.code === 1) &&
            (r.code !== 2 || (lines[0]?.startsWith('error: ') ?? false)) &&
            !/\n\s+at |RangeError|TypeError|internal error/.test(r.err)
          );
        },
      ),
      { numRuns: 24 },
    );
  }, 480_000);
});
