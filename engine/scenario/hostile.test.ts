import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_JSON_DEPTH, MAX_NODES, MAX_STEPS, MAX_VIRTUAL_MS } from '../limits.ts';
import { parseScenario, parseScenarioText } from './load.ts';
import { findJsonProblem } from '../util/json-error.ts';

const boot = { at: 10, do: { kind: 'schemeshard.boot', node: 2, tabletId: '72057594046678944' } };
const scenario = (extra: object) => ({
  name: 'h',
  description: 'x',
  preset: 'mirror-3-dc',
  steps: [boot],
  ...extra,
});
const errorsOfText = (text: string): readonly string[] => {
  const r = parseScenarioText(text);
  return r.ok ? [] : r.errors;
};

/** A loader's answer to hostile input: a result, and each problem is one line without a stack. */
function wellFormed(r: ReturnType<typeof parseScenarioText>): boolean {
  if (r.ok) return true;
  return (
    r.errors.length > 0 &&
    r.errors.every((e) => e.length > 0 && !e.includes('\n') && !/\bat .*:\d+:\d+/.test(e))
  );
}

describe('hostile scenario input', () => {
  it('names the virtual-time limit for at, by, since and durationMs', () => {
    expect(errorsOfText(JSON.stringify(scenario({ steps: [{ ...boot, at: 1e300 }] })))).toEqual([
      'steps[0].at: 1e+300 ms is beyond the 86 400 000 ms (24 h) limit on virtual time (MAX_VIRTUAL_MS)',
    ]);
    const by = scenario({ steps: [boot, { at: 0, expect: 'invariants', by: MAX_VIRTUAL_MS + 1 }] });
    expect(errorsOfText(JSON.stringify(by))[0]).toMatch(
      /^steps\[1\]\.by: 86400001 ms is beyond .*MAX_VIRTUAL_MS/,
    );
    expect(errorsOfText(JSON.stringify(scenario({ durationMs: 1e16 })))[0]).toMatch(
      /^durationMs: .*MAX_VIRTUAL_MS/,
    );
    expect(parseScenario(scenario({ durationMs: MAX_VIRTUAL_MS })).ok).toBe(true);
  });

  it('refuses too many steps and nodes before the schema walks them', () => {
    const steps = scenario({ steps: Array.from({ length: MAX_STEPS + 1 }, () => boot) });
    expect(errorsOfText(JSON.stringify(steps))).toEqual([
      'steps: 10 001 steps, beyond the 10 000 step limit (MAX_STEPS)',
    ]);
    const nodes = Array.from({ length: MAX_NODES + 1 }, (_, i) => ({
      id: i + 1,
      name: `n${i}`,
      domain: 'r',
      realm: 'd',
    }));
    const topo = {
      name: 'h',
      description: 'x',
      steps: [],
      topology: { name: 't', realms: [{ id: 'd' }], domains: [{ id: 'r', realm: 'd' }], nodes },
    };
    expect(errorsOfText(JSON.stringify(topo))).toEqual([
      'topology.nodes: 2 001 nodes, beyond the 2 000 node limit (MAX_NODES)',
    ]);
  });

  it('measures nesting without recursion, valid or not, in text and in parsed values', () => {
    for (const text of ['['.repeat(200_000), `${'['.repeat(200_000)}${']'.repeat(200_000)}`])
      expect(errorsOfText(text)).toEqual([
        `bad JSON at line 1, column ${MAX_JSON_DEPTH + 1}: nesting deeper than 64 levels (MAX_JSON_DEPTH)`,
      ]);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const r = parseScenario(scenario({ steps: [{ at: 0, expect: 'event', match: { kind: 'x', f: deep } }] }));
    expect(r).toMatchObject({
      ok: false,
      errors: ['(file): nesting deeper than 64 levels (MAX_JSON_DEPTH)'],
    });
  });

  it('strips a BOM, and names duplicate keys by path', () => {
    expect(parseScenarioText(`\uFEFF${JSON.stringify(scenario({}))}`).ok).toBe(true);
    const dup = '{"name":"h","description":"x","preset":"mirror-3-dc",\n"steps":[{"at":1,"at":2,"do":{}}]}';
    expect(errorsOfText(dup)).toEqual(['steps[0].at: duplicate key "at" (line 2, column 18)']);
    expect(findJsonProblem('{"a":{"b":1,"b":2}}')).toMatchObject({ path: 'a.b', offset: 12 });
  });

  it('refuses keys JavaScript treats specially, in text with line and in parsed values by path', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const text = JSON.stringify(scenario({})).replace('"name":"h"', `"name":"h",\n"${key}":{}`);
      expect(errorsOfText(text)).toEqual([
        `${key}: key "${key}" is not allowed (JavaScript treats it specially) (line 2, column 1)`,
      ]);
    }
    // An expectation's match given as a value (a share link, the page): refused, not weakened.
    const match = JSON.parse('{"kind":"node.down","__proto__":{"node":1}}') as object;
    expect(parseScenario(scenario({ steps: [{ at: 0, expect: 'event', match }] }))).toMatchObject({
      ok: false,
      errors: ['steps[0].match.__proto__: key "__proto__" is not allowed (JavaScript treats it specially)'],
    });
  });

  it('answers arbitrary text and arbitrary JSON with a result of one-line problems (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) =>
        wellFormed(parseScenarioText(text)),
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (v) => wellFormed(parseScenarioText(JSON.stringify(v)))),
      {
        numRuns: 300,
      },
    );
    // Scenario-shaped values with arbitrary fields in every place.
    const anyField = fc.oneof(fc.jsonValue(), fc.double(), fc.constant(1e300), fc.constant(-1));
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('at', 'by', 'do', 'expect', 'match', 'since', 'kind', 'node'),
          anyField,
        ),
        fc.dictionary(
          fc.constantFrom('seed', 'durationMs', 'topology', 'config', 'steps', 'latency'),
          anyField,
        ),
        (step, top) => wellFormed(parseScenario({ ...scenario({}), ...top, steps: [step] })),
      ),
      { numRuns: 300 },
    );
  });
});
