import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPreset, PRESET_NAMES } from '../../presets.ts';
import { buildConfig, type BuildOptions } from '../config/builder.ts';
import type { ClusterConfig, RingGroup, RingGroupState } from '../config/types.ts';
import { buildTopology } from '../topology/build.ts';
import type { Topology } from '../topology/types.ts';
import { exportYdbConfig } from './export.ts';
import { importYdbConfig } from './import.ts';
import { errors } from './test-util.ts';

/** Importer-only codes: a round trip of a valid export must never produce them. */
const STRUCTURAL = new Set([
  'syntax',
  'wrong-type',
  'missing',
  'bad-value',
  'conflict',
  'unknown-key',
  'internal',
  'limit',
]);

function roundTrip(topology: Topology, config: ClusterConfig, v2 = false) {
  const text = exportYdbConfig(topology, config, { v2 });
  const back = importYdbConfig(text, { name: topology.name });
  expect([...back.problems, ...back.warnings].filter((p) => STRUCTURAL.has(p.code))).toEqual([]);
  expect(back.topology).toEqual(topology);
  expect(back.config).toEqual(config);
  return { text, back };
}

describe('exportYdbConfig', () => {
  it.each(PRESET_NAMES)('preset %s: import → export → import gives the same cluster', (name) => {
    const { topology, config } = loadPreset(name);
    const { back } = roundTrip(topology, config);
    expect(errors(back)).toEqual([]);
    expect(back.origins).toEqual({ statestorage: 'explicit', board: 'explicit', schemeboard: 'explicit' });
    roundTrip(topology, config, true);
  });

  it('a single readable group is written as the legacy ring (flat node list for one-replica rings)', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const one = {
      ...config.statestorage.ringGroups[0]!,
      rings: config.statestorage.ringGroups[0]!.rings.map((r) => ({ replicas: [r.replicas[0]!] })),
    };
    const text = exportYdbConfig(topology, { ...config, statestorage: { ringGroups: [one] } });
    expect(text).toContain(`  explicit_state_storage_config:
    ring:
      nto_select: 5
      node: [1, 3, 5, 7, 9, 11, 13, 15]
`);
    // Nested rings of two replicas for the other subsystems.
    expect(text).toContain(`  explicit_scheme_board_config:
    ring:
      nto_select: 5
      ring:
      - node: [1, 2]
`);
  });

  it('several groups, write_only, offsets and non-default pile states go to ring_groups', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const [g] = config.board.ringGroups as [RingGroup];
    const target: RingGroup = {
      ...g,
      writeOnly: true,
      actorIdOffset: 1,
      rings: [...g.rings.slice(1), g.rings[0]!],
    };
    const next = { ...config, board: { ringGroups: [g, target] } };
    const { text } = roundTrip(topology, next);
    expect(text).toContain(`  explicit_state_storage_board_config:
    ring_groups:
    - nto_select: 5
      ring:
      - node: [1, 2]`);
    expect(text).toMatch(/ {6}- node: \[1, 2\]\n {6}ring_group_actor_id_offset: 1\n {6}write_only: true\n/);
    const disconnected = {
      ...config,
      schemeboard: { ringGroups: [{ ...g, state: 'DISCONNECTED' as RingGroupState }] },
    };
    expect(roundTrip(topology, disconnected).text).toMatch(/pile_state: DISCONNECTED/);
  });

  it('bridge groups carry bridge_pile_id; states differing from the default are written', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const [a, b] = config.statestorage.ringGroups as [RingGroup, RingGroup];
    const swapped = {
      ...config,
      statestorage: {
        ringGroups: [
          { ...a, state: 'SYNCHRONIZED' as const },
          { ...b, state: 'PRIMARY' as const },
        ],
      },
    };
    const { text } = roundTrip(topology, swapped);
    expect(text).toContain('bridge_config:\n  piles:\n  - name: A\n  - name: B\n');
    expect(text).toMatch(/bridge_pile_id: 0\n {6}pile_state: SYNCHRONIZED/);
    expect(text).toMatch(/bridge_pile_id: 1\n {6}pile_state: PRIMARY/);
  });

  it('host names from an import are kept', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const text = exportYdbConfig(topology, config, { hostNames: new Map([[1, 'ydb-01.example.net']]) });
    expect(text).toContain(
      '- host: ydb-01.example.net\n  node_id: 1\n  location: {data_center: dc1, rack: dc1-r1}\n',
    );
    expect(importYdbConfig(text).hosts[0]).toMatchObject({
      node: 1,
      host: 'ydb-01.example.net',
      path: 'hosts[0]',
    });
  });

  it('property: random builder configs (with reconfiguration groups) survive export → import', () => {
    const shape = fc.record({
      realms: fc.integer({ min: 1, max: 4 }),
      racksPerRealm: fc.integer({ min: 1, max: 6 }),
      nodesPerRack: fc.integer({ min: 1, max: 3 }),
      bridge: fc.boolean(),
    });
    const opts = fc.record(
      {
        ringsPerRealm: fc.integer({ min: 1, max: 4 }),
        replicasPerRing: fc.integer({ min: 1, max: 3 }),
        ringSpecificNodeSelection: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const extra = fc.record({
      offset: fc.integer({ min: 0, max: 3 }),
      writeOnly: fc.boolean(),
      rotate: fc.nat(10),
      add: fc.boolean(),
    });
    fc.assert(
      fc.property(shape, opts, opts, extra, (s, all, board, x) => {
        const piles =
          s.bridge && s.realms >= 2
            ? Array.from({ length: s.realms }, (_, i) => (i % 2 === 0 ? 'A' : 'B'))
            : undefined;
        const topology = buildTopology({ name: 'random', ...s, ...(piles ? { piles } : {}) });
        const options: BuildOptions = { all, board };
        const config = buildConfig(topology, options);
        const [g] = config.schemeboard.ringGroups as [RingGroup];
        const rings = g.rings.map((_, i) => g.rings[(i + x.rotate) % g.rings.length]!);
        const added: RingGroup = {
          ...g,
          rings,
          writeOnly: x.writeOnly,
          ...(x.offset > 0 ? { actorIdOffset: x.offset } : {}),
        };
        const next = x.add
          ? { ...config, schemeboard: { ringGroups: [...config.schemeboard.ringGroups, added] } }
          : config;
        roundTrip(topology, next);
      }),
      { numRuns: 150 },
    );
  });
});
