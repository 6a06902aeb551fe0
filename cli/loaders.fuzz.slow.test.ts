/**
 * Every file loader of the CLI against arbitrary input: random bytes, random JSON, and JSON or YAML
 * shaped like the real thing with random values. Each either loads or refuses with a CliError (exit
 * 2) whose every line is one clear message naming the file — never another exception, never a
 * stack. (`sim run` lists one line per problem; `--config` says the first and counts the rest.)
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readScenario } from './commands/run.ts';
import { loadConfigArg } from './config-arg.ts';
import { CliError } from './errors.ts';

const dir = mkdtempSync(join(tmpdir(), 'quorumscope-loaders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (data: Uint8Array | string) => {
  const f = join(dir, `in-${++n}`);
  writeFileSync(f, data);
  return f;
};

const STACK = /\bat .*:\d+:\d+|\n\s+at /;

/** Runs a loader; true when it loaded, else the CliError's lines (any other throw fails the property). */
function refusal(load: () => unknown): string[] | true {
  try {
    load();
    return true;
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    expect(e.code).toBe(2);
    return e.message.split('\n');
  }
}

const clearLine = (line: string, prefix: string) =>
  line.startsWith(prefix) && line.length > prefix.length && !STACK.test(line);

const scenarioKeys = fc.constantFrom(
  'name',
  'description',
  'preset',
  'seed',
  'durationMs',
  'host',
  'steps',
  'topology',
  'config',
  'configOptions',
);
const scenarioLike = fc.dictionary(scenarioKeys, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
const configKeys = fc.constantFrom(
  'hosts',
  'host',
  'node_id',
  'location',
  'data_center',
  'rack',
  'domains_config',
  'state_storage',
  'ring',
  'ring_groups',
  'node',
  'nto_select',
  'bridge_config',
  'piles',
  'config',
);
const yamlLike: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(configKeys, tie('node'), { maxKeys: 4 }),
  ),
})).node;

const INPUTS: [string, fc.Arbitrary<Uint8Array | string>][] = [
  ['arbitrary bytes', fc.uint8Array({ maxLength: 400 })],
  ['arbitrary JSON', fc.json({ maxDepth: 4 })],
  ['scenario-shaped JSON', scenarioLike.map((v) => JSON.stringify(v))],
  ['config-shaped YAML', yamlLike.map((v) => stringify(v))],
];

describe('file loaders refuse hostile input with clear lines (property)', () => {
  it.each(INPUTS)('sim run <scenario>: %s', (_, input) => {
    fc.assert(
      fc.property(input, (data) => {
        const f = file(data);
        const r = refusal(() => readScenario(f));
        return r === true || r.every((line) => clearLine(line, `${f}: `));
      }),
      { numRuns: 250 },
    );
  });

  it.each(INPUTS)('--config <file.yaml>: %s', (_, input) => {
    fc.assert(
      fc.property(input, (data) => {
        const f = file(data);
        const r = refusal(() => loadConfigArg(f));
        return r === true || (r.length === 1 && clearLine(r[0]!, `--config ${f}: `));
      }),
      { numRuns: 250 },
    );
  });
});
