import { describe, expect, it } from 'vitest';
import { loadPreset, PRESET_NAMES } from '../../presets.ts';
import type { ClusterConfig, RingGroup, SubsystemConfig } from './types.ts';
import { validateConfig, validateSubsystem } from './validate.ts';

const { topology } = loadPreset('mirror-3-dc'); // racks dcX-rY hold nodes 3k+1..3k+3
const sub = (...ringGroups: RingGroup[]): SubsystemConfig => ({ ringGroups });
const group = (rings: number[][], ntoSelect = rings.length, extra: Partial<RingGroup> = {}): RingGroup => ({
  ntoSelect,
  writeOnly: false,
  rings: rings.map((replicas) => ({ replicas })),
  ...extra,
});
const codes = (cfg: SubsystemConfig, k?: number) =>
  validateSubsystem('board', cfg, topology, k === undefined ? {} : { maxRingsPerRealm: k }).map(
    (p) => p.code,
  );

describe('validatePlacement', () => {
  it('every preset validates cleanly', () => {
    for (const name of PRESET_NAMES) {
      const p = loadPreset(name);
      expect(validateConfig(p.topology, p.config, { maxRingsPerRealm: 8 })).toEqual([]);
    }
  });

  it('a ring across two racks of one DC is reported with the racks', () => {
    const problems = validateSubsystem('board', sub(group([[1, 4], [5], [10]], 3)), topology);
    const p = problems.find((x) => x.code === 'ring-spans-racks');
    expect(p?.racks).toEqual(['dc1-r1', 'dc1-r2']);
    expect(p?.message).toMatch(/ring 0 spans racks dc1-r1, dc1-r2/);
    expect(problems.map((x) => x.code)).toContain('racks-shared-by-rings'); // dc1-r2 holds rings 0 and 1
  });

  it('a ring across datacenters is its own problem', () => {
    expect(codes(sub(group([[1, 10], [19], [22]], 3)))).toContain('ring-spans-realms');
  });

  it('two rings in one rack are reported, naming both rings', () => {
    const p = validateSubsystem('board', sub(group([[1], [2], [10]], 3)), topology).find(
      (x) => x.code === 'racks-shared-by-rings',
    );
    expect(p?.rings).toEqual([0, 1]);
    expect(p?.racks).toEqual(['dc1-r1']);
  });

  it('too many rings per realm only with a limit k', () => {
    const cfg = sub(group([[1], [4], [7], [10], [13]], 5));
    expect(codes(cfg)).not.toContain('too-many-rings-in-realm');
    expect(codes(cfg, 2)).toContain('too-many-rings-in-realm');
  });

  it('nto_select out of range, even, unknown nodes, empty rings', () => {
    expect(codes(sub(group([[1], [4]], 3)))).toContain('nto-select-range');
    expect(codes(sub(group([[1], [4]], 0)))).toContain('nto-select-range');
    expect(codes(sub(group([[1], [4], [7], [10]], 4)))).toContain('nto-select-even');
    expect(codes(sub(group([[1], [99]], 1)))).toContain('unknown-node');
    expect(codes(sub(group([[1], []], 1)))).toContain('empty-ring');
    expect(codes(sub({ ntoSelect: 1, writeOnly: false, rings: [] }))).toContain('empty-group');
  });

  it("YDB's cross-group rules: first group not write_only, offsets distinct on shared nodes", () => {
    const a = group([[1], [4], [7]]);
    expect(codes(sub({ ...a, writeOnly: true }, a))).toContain('first-group-write-only');
    expect(codes(sub(a, { ...a, writeOnly: true }))).toContain('actor-id-collision');
    expect(codes(sub(a, { ...a, writeOnly: true, actorIdOffset: 1 }))).not.toContain('actor-id-collision');
  });

  it('a group of a pile with nodes of the other pile', () => {
    const b = loadPreset('bridge-2-piles');
    const [ga, gb] = b.config.board.ringGroups as [RingGroup, RingGroup];
    const bad: ClusterConfig = {
      ...b.config,
      board: { ringGroups: [ga, { ...gb, rings: [...gb.rings.slice(1), ga.rings[0]!] }] },
    };
    const p = validateConfig(b.topology, bad).find((x) => x.code === 'group-outside-pile');
    expect(p?.nodes).toEqual(ga.rings[0]!.replicas);
  });

  it('errors come before warnings', () => {
    const even = sub(group([[1], [4], [7], [10]], 4)); // warning: nto_select even
    const shared = sub(group([[1], [2]], 1)); // error: two rings in one rack
    const all = validateConfig(topology, { statestorage: even, board: shared, schemeboard: even });
    expect(all.map((p) => p.severity)).toEqual(['error', 'warning', 'warning']);
  });
});

describe('bridge-mode rules', () => {
  const b = loadPreset('bridge-2-piles');
  const [ga, gb] = b.config.statestorage.ringGroups as [RingGroup, RingGroup];
  const check = (ringGroups: RingGroup[]) =>
    validateConfig(b.topology, { ...b.config, statestorage: { ringGroups } }).map((p) => p.code);
  it('unknown pile, a pile without a group, two PRIMARY groups', () => {
    expect(check([ga, { ...gb, pile: 'C' }])).toEqual(
      expect.arrayContaining(['unknown-pile', 'pile-without-group']),
    );
    expect(check([ga])).toContain('pile-without-group');
    expect(check([ga, { ...gb, state: 'PRIMARY' }])).toContain('several-primary-groups');
    expect(check([ga, gb])).toEqual([]);
  });
});
