import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.testing.ts';
import { reconfigPlanCommand, type ReconfigPlanArgs } from './reconfig-plan.ts';

type Group = {
  nto_select: number;
  ring?: { node: number[] }[];
  node?: number[];
  write_only?: boolean;
  ring_group_actor_id_offset?: number;
};
type Step = { domains_config: Record<string, { ring_groups: Group[] }> };

function steps(text: string): Step[] {
  return parseAllDocuments(text).map((d) => d.toJS() as Step);
}

function refused(args: ReconfigPlanArgs): string {
  const r = refusal(() => reconfigPlanCommand(args));
  expect(r.code).toBe(2);
  return r.line;
}

const dir = mkdtempSync(join(tmpdir(), 'qs-reconfig-'));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe('sim reconfig-plan', () => {
  it('--replace prints the four steps for all subsystems with the offset chosen', () => {
    const text = reconfigPlanCommand({ preset: 'large', replace: 'node:10=node:12' });
    expect(text).toMatch(/ring_group_actor_id_offset 1\n/);
    const s = steps(text);
    expect(s).toHaveLength(4);
    expect(Object.keys(s[0]?.domains_config ?? {})).toEqual([
      'explicit_state_storage_config',
      'explicit_state_storage_board_config',
      'explicit_scheme_board_config',
    ]);
    const ss = s.map((x) => x.domains_config.explicit_state_storage_config?.ring_groups ?? []);
    expect(ss.map((g) => g.map((x) => x.write_only === true))).toEqual([
      [false, true],
      [false, false],
      [false, true],
      [false],
    ]);
    expect(ss[0]?.[1]?.ring?.[1]?.node).toEqual([9, 12, 11]);
    expect(ss[2]?.[0]?.ring_group_actor_id_offset).toBe(1);
    expect(ss[3]?.[0]?.ring?.[1]?.node).toEqual([9, 12, 11]);
    expect(ss[3]?.[0]?.ring_group_actor_id_offset).toBe(1);
  });

  it('--subsystem limits the sections', () => {
    const s = steps(reconfigPlanCommand({ preset: 'large', subsystem: 'board', replace: 'node:1=node:4' }));
    expect(Object.keys(s[1]?.domains_config ?? {})).toEqual(['explicit_state_storage_board_config']);
  });

  it('R4 with --target: no offset given → 1 chosen; offset 0 given → the ActorId refusal', () => {
    const g2 =
      'nto_select: 5\nring: [{node: [1, 2]}, {node: [3, 4]}, {node: [5, 6]}, {node: [7, 8]}, {node: [9, 10]}]\n';
    const text = reconfigPlanCommand({
      preset: 'single-dc-8-racks',
      subsystem: 'statestorage',
      target: file('g2.yaml', g2),
    });
    expect(text).toMatch(/ring_group_actor_id_offset 1\n/);
    const pinned = file('g2-0.yaml', `${g2}ring_group_actor_id_offset: 0\n`);
    expect(refused({ preset: 'single-dc-8-racks', subsystem: 'statestorage', target: pinned })).toBe(
      'step 1 INTRODUCE_NEW_GROUP: StateStorage replicas ActorId intersection, specify RingGroupActorIdOffset if you run multiple replicas on one node',
    );
  });

  it('reads the model JSON shape and validates the target', () => {
    const json = file(
      'g.json',
      JSON.stringify({ ntoSelect: 3, rings: [{ replicas: [10] }, { replicas: [11] }, { replicas: [12] }] }),
    );
    const s = steps(
      reconfigPlanCommand({ preset: 'single-dc-8-racks', subsystem: 'schemeboard', target: json }),
    );
    expect(s[3]?.domains_config.explicit_scheme_board_config?.ring_groups).toEqual([
      { nto_select: 3, node: [10, 11, 12] },
    ]);
    expect(
      refused({
        preset: 'single-dc-8-racks',
        target: file('both.yaml', 'nto_select: 1\nnode: [1]\nring: [{node: [2]}]\n'),
      }),
    ).toMatch(/Ring and Node are defined/);
    expect(
      refused({ preset: 'single-dc-8-racks', target: file('bad.yaml', 'nto_select: 0\nnode: [1]\n') }),
    ).toMatch(/^--target .*bad\.yaml at nto_select: /);
    expect(
      refused({
        preset: 'single-dc-8-racks',
        subsystem: 'board',
        target: file('big.yaml', 'nto_select: 4\nnode: [1, 2, 3]\n'),
      }),
    ).toBe('step 1 INTRODUCE_NEW_GROUP: StateStorageBoard invalid ring group selection');
  });

  it('refuses unusable arguments in one line', () => {
    expect(refused({ preset: 'single-dc-8-racks' })).toBe(
      'give exactly one of --replace node:A=node:B and --target FILE',
    );
    expect(refused({ preset: 'single-dc-8-racks', replace: '3=9' })).toMatch(/must look like node:A=node:B/);
    expect(refused({ preset: 'single-dc-8-racks', replace: 'node:99=node:9' })).toBe(
      '--replace: node 99 hosts no statestorage replica of a counted ring group',
    );
    expect(refused({ preset: 'single-dc-8-racks', replace: 'node:3=node:999' })).toBe(
      '--replace: node 999 is not in the cluster',
    );
    expect(refused({ preset: 'single-dc-8-racks', subsystem: 'nope', replace: 'node:3=node:9' })).toMatch(
      /unknown subsystem/,
    );
  });

  it('refuses a replacement that changes nothing or puts a node in two rings, naming it', () => {
    expect(refused({ preset: 'single-dc-8-racks', replace: 'node:3=node:3' })).toBe(
      '--replace node:3=node:3 changes nothing: node 3 would replace itself',
    );
    expect(refused({ preset: 'single-dc-8-racks', replace: 'node:3=node:9' })).toBe(
      '--replace: node 9 is already in the target statestorage ring group (ring 5); give a node outside it',
    );
    const same = file(
      'same.yaml',
      'nto_select: 9\nring: [{node: [1, 2, 3]}, {node: [9, 10, 11]}, {node: [17, 18, 19]}, {node: [81, 82, 83]}, {node: [89, 90, 91]}, {node: [97, 98, 99]}, {node: [161, 162, 163]}, {node: [169, 170, 171]}, {node: [177, 178, 179]}]\n',
    );
    expect(refused({ preset: 'large', subsystem: 'board', target: same })).toMatch(
      /same\.yaml changes nothing: it is the current board ring group$/,
    );
    const twice = file('twice.yaml', 'nto_select: 1\nring: [{node: [4, 5]}, {node: [5]}]\n');
    expect(refused({ preset: 'large', target: twice })).toMatch(
      /twice\.yaml: node 5 is in rings 1 and 2 of the group$/,
    );
  });

  it('reads the target strictly: tags, duplicate keys, special keys and alias bombs are refused at their line', () => {
    const cases: [string, RegExp][] = [
      ['nto_select: 1\nnode: !!js/function "[4]"\n', /\(line 2, column 7\): unknown tag !!js\/function/],
      [
        'nto_select: 1\nnode: [4]\nnode: [5]\n',
        /\(line 3, column 1\): not YAML or JSON \(Map keys must be unique/,
      ],
      [
        '{"ntoSelect": 1, "rings": [{"replicas": [4]}], "__proto__": {}}',
        /\(line 1, column 48\): key "__proto__" is not allowed/,
      ],
      [
        `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nnto_select: 1\nnode: [4]\n`,
        /Excessive alias count.*\(MAX_YAML_ALIAS_COUNT 100\)/,
      ],
    ];
    for (const [text, message] of cases)
      expect(refused({ preset: 'large', target: file('strict.yaml', text) })).toMatch(message);
  });
});
