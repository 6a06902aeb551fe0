import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FAULT_KINDS } from '../kernel/faults.ts';
import { SUBSYSTEM_DESCRIPTORS } from '../subsystems/index.ts';
import { kindOf } from '../kernel/commands.ts';
import { buildTopology } from '../model/topology/build.ts';
import { COMMAND_KINDS } from './schema.ts';
import { parseScenario, parseScenarioText } from './load.ts';
import { findJsonError } from '../util/json-error.ts';
import badSteps from '../../public/scenarios/broken/bad-steps.json';
import unknownNames from '../../public/scenarios/broken/unknown-names.json';

const base = { name: 't', description: 'test', preset: 'single-dc-8-racks' };
const errorsOf = (v: unknown): readonly string[] => {
  const r = parseScenario(v);
  return r.ok ? [] : r.errors;
};

describe('scenario schema', () => {
  it('fills in defaults: seed 1, in-process host, run ends 1 s after the last step', () => {
    // steps may come in any order; the run ends 1 s after the latest `at` / `by`
    const ok = parseScenario({
      ...base,
      steps: [
        { at: 250, expect: 'invariants' },
        { at: 100, expect: 'node', node: 1, status: 'up', by: 900 },
      ],
    });
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    expect(ok.scenario.file.seed).toBe(1);
    expect(ok.scenario.file.host).toBe('inprocess');
    expect(ok.scenario.durationMs).toBe(1900);
    expect(ok.scenario.topology.nodes).toHaveLength(16);
  });

  it.each([
    [[{ at: 1, do: { kind: 'rack.down', rack: 3 } }], 'steps[0].do.rack: expected string, got number 3'],
    [[{ at: 1, do: { kind: 'rack.down', rack: 'dc1-r1', extra: 1 } }], "steps[0].do: unknown field 'extra'"],
    [
      [{ at: 1, expect: 'record', subsystem: 'statestorage', read: true }],
      'steps[0].key: expected string (missing)',
    ],
    [[{ at: 1 }], 'steps[0]: expected a step with `do` (a command) or `expect` (an expectation)'],
    [[{ at: -5, do: { kind: 'net.healAll' } }], 'steps[0].at: expected ≥ 0, got number -5'],
    [
      [{ at: 1, do: { kind: 'net.loss', probability: 2 } }],
      'steps[0].do.probability: expected ≤ 1, got number 2',
    ],
    [
      [{ at: 1, do: { kind: 'tablet.boot', node: 1, tabletId: 72075186224037888 } }],
      'steps[0].do.tabletId: expected string, got number 72075186224037890',
    ],
    [
      [{ at: 1, do: { kind: 'node.restart', node: 1.5, downForUs: 1 } }],
      'steps[0].do.node: expected int, got number 1.5',
    ],
    [
      [{ at: 1, expect: 'record', subsystem: 'nope', key: '1', read: true }],
      "steps[0].subsystem: expected one of 'statestorage', 'board', 'schemeboard', got string \"nope\"",
    ],
  ])('structural error %#: names the JSON path and what was expected', (steps, line) => {
    expect(errorsOf({ ...base, steps })).toEqual([line]);
  });

  it('an unknown command kind lists every known kind', () => {
    const [line] = errorsOf({ ...base, steps: [{ at: 1, do: { kind: 'rack.explode' } }] });
    expect(line).toMatch(/^steps\[0\]\.do\.kind: unknown kind "rack\.explode" \(known: node\.down, /);
    for (const k of COMMAND_KINDS) expect(line).toContain(k);
  });

  it('an unknown expectation lists the known ones', () => {
    const [line] = errorsOf({ ...base, steps: [{ at: 1, expect: 'leaderr' }] });
    expect(line).toMatch(
      /^steps\[0\]\.expect: unknown expect "leaderr" \(known: record, availability, leader, /,
    );
  });

  it('accepts exactly the command kinds the runtime knows', () => {
    const runtime = new Set([
      ...FAULT_KINDS,
      ...SUBSYSTEM_DESCRIPTORS.flatMap((d) => (d.commands?.schemas ?? []).map(kindOf)),
    ]);
    expect(new Set(COMMAND_KINDS)).toEqual(runtime);
  });

  it('cluster errors: preset unknown, neither or both of preset / topology, config and configOptions', () => {
    expect(errorsOf({ ...base, preset: 'huge', steps: [] })[0]).toMatch(
      /^preset: unknown preset 'huge' \(known: mirror-3-dc, /,
    );
    expect(errorsOf({ name: 't', description: '', steps: [] })).toEqual([
      'preset: expected either `preset` or an explicit `topology`',
    ]);
    const topology = buildTopology({ name: 'x', realms: 1, racksPerRealm: 3, nodesPerRack: 1 });
    expect(errorsOf({ ...base, topology, steps: [] })).toEqual([
      'topology: give either `preset` or `topology`, not both',
    ]);
  });

  it('explicit topology and config are checked for references', () => {
    const topology = buildTopology({ name: 'x', realms: 1, racksPerRealm: 3, nodesPerRack: 1 });
    const ok = parseScenario({
      name: 't',
      description: '',
      topology,
      configOptions: { all: { ntoSelect: 3 } },
      steps: [],
    });
    expect(ok.ok && ok.scenario.config.board.ringGroups[0]?.ntoSelect).toBe(3);
    const badNode = {
      ...topology,
      nodes: [...topology.nodes, { id: 9, name: 'n9', domain: 'dc9-r1', realm: 'dc1' }],
    };
    expect(errorsOf({ name: 't', description: '', topology: badNode, steps: [] })).toEqual([
      "topology.nodes[3].domain: unknown rack 'dc9-r1'",
    ]);
    const group = { ntoSelect: 3, rings: [{ replicas: [1] }, { replicas: [2] }, { replicas: [7] }] };
    const config = {
      statestorage: { ringGroups: [group] },
      board: { ringGroups: [group] },
      schemeboard: { ringGroups: [group] },
    };
    const errs = errorsOf({ name: 't', description: '', topology, config, steps: [] });
    expect(errs.length).toBeGreaterThan(0);
    expect(errs.every((e) => /^config\.(statestorage|board|schemeboard)\.ringGroups\[0\]: .*7/.test(e))).toBe(
      true,
    );
  });

  it('semantic errors: unknown names, windows ending early or past the end, dangling subscriber', () => {
    expect(errorsOf(unknownNames)).toEqual([
      "steps[0].do.rack: unknown rack 'dc4-r1' (known: dc1-r1, dc1-r2, dc1-r3, dc2-r1, dc2-r2, dc2-r3, dc3-r1, dc3-r2, dc3-r3)",
      'steps[1].do.node: unknown node 99 (nodes: 1..27)',
      'steps[2].by: expected ≥ at (600 ms), got 300 ms',
    ]);
    const errs = errorsOf({
      ...base,
      durationMs: 1000,
      steps: [
        { at: 10, do: { kind: 'link.cut', a: { racks: ['dc1-r1'] }, b: { dcs: ['dc7'] } } },
        { at: 20, expect: 'board', node: 3, subscriber: 'sub', payloads: [] },
        { at: 30, expect: 'leader', tabletId: '1', by: 2000 },
        { at: 40, expect: 'board', node: 3, subscriber: 'sub', by: 400, payloads: [] },
        { at: 300, do: { kind: 'board.subscribe', node: 3, path: 'gpc+/Root/db1', subscriber: 'sub' } },
      ],
    });
    expect(errs).toEqual([
      "steps[0].do.b: unknown datacenter 'dc7' (known: dc1)",
      "steps[1].subscriber: no board.subscribe of 'sub' on node 3 by 20 ms",
      'steps[2].by: 2000 ms is after the end of the run (durationMs 1000)',
    ]);
  });

  it('the shipped broken example fails with one line per problem', () => {
    expect(errorsOf(badSteps)).toEqual([
      'steps[0].do.rack: expected string, got number 3',
      expect.stringMatching(/^steps\[1\]\.do\.kind: unknown kind "rack\.explode"/),
      'steps[2].key: expected string (missing)',
    ]);
  });
});

describe('bad JSON', () => {
  it('reports line and column of the first syntax error', () => {
    const text = '{\n  "name": "x",\n  "steps": [1,]\n}';
    expect(parseScenarioText(text)).toMatchObject({
      ok: false,
      errors: ["bad JSON at line 3, column 15: trailing comma before ']'"],
    });
    expect(findJsonError('{"a": 1 "b": 2}')).toMatchObject({ line: 1, column: 9 });
    expect(findJsonError('')?.reason).toBe('unexpected end of file');
  });

  it('finds no error in valid JSON, and one wherever JSON.parse fails (property)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.boolean(),
        (v, pretty) => findJsonError(JSON.stringify(v, null, pretty ? 2 : 0)) === null,
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.json(), fc.nat(), (text, cut) => {
        const t = text.slice(0, cut % (text.length + 1));
        let parses = true;
        try {
          JSON.parse(t);
        } catch {
          parses = false;
        }
        return parses === (findJsonError(t) === null);
      }),
      { numRuns: 300 },
    );
  });
});
