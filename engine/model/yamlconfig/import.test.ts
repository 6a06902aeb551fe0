import { describe, expect, it } from 'vitest';
import { importYdbConfig } from './import.ts';
import { codes, errors, hostsBlock, lineOf, oneDc, posOf, warnings } from './test-util.ts';

const groups = (r: ReturnType<typeof importYdbConfig>, s: 'statestorage' | 'board' | 'schemeboard') =>
  r.config[s].ringGroups.map((g) => g.rings.map((ring) => ring.replicas));

describe('importYdbConfig: shapes YDB uses', () => {
  it('legacy ring with a flat node list: one-replica rings, the same for all three subsystems', () => {
    // ydb/docs/en/core/reference/configuration/domains_config.md, "Single data center".
    const r = importYdbConfig(`${hostsBlock(oneDc(8))}
domains_config:
  domain:
  - name: Root
  state_storage:
  - ring:
      node: [1, 2, 3, 4, 5, 6, 7, 8]
      nto_select: 5
    ssid: 1
`);
    expect(errors(r)).toEqual([]);
    expect(warnings(r)).toEqual([]);
    for (const s of ['statestorage', 'board', 'schemeboard'] as const) {
      expect(r.config[s].ringGroups).toEqual([
        { ntoSelect: 5, writeOnly: false, rings: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ replicas: [n] })) },
      ]);
      expect(r.origins[s]).toBe('state_storage');
    }
    expect(r.topology.nodes.map((n) => [n.id, n.realm, n.domain])).toEqual(oneDc(8));
  });

  it('nested rings keep several replicas per ring; use_ring_specific_node_selection sets the group flag', () => {
    const r = importYdbConfig(`${hostsBlock([
      [1, 'dc1', 'r1'],
      [2, 'dc1', 'r1'],
      [3, 'dc1', 'r2'],
      [4, 'dc1', 'r2'],
      [5, 'dc1', 'r3'],
    ])}
domains_config:
  explicit_state_storage_config:
    ring:
      nto_select: 3
      ring:
      - {node: [1, 2], use_ring_specific_node_selection: true}
      - {node: [3, 4], use_ring_specific_node_selection: true}
      - node: [5]
`);
    expect(errors(r)).toEqual([]);
    expect(r.config.statestorage.ringGroups).toEqual([
      {
        ntoSelect: 3,
        writeOnly: false,
        ringSpecificNodeSelection: true,
        rings: [{ replicas: [1, 2] }, { replicas: [3, 4] }, { replicas: [5] }],
      },
    ]);
    expect(r.origins).toEqual({ statestorage: 'explicit', board: 'generated', schemeboard: 'generated' });
    expect(codes(r)).toContain('generated-config');
  });

  it("the docs' reconfiguration step 1: write_only group with ring_group_actor_id_offset, `- ring:` left empty", () => {
    // state-storage-reconfiguration.md, step 1, copied with its indentation.
    const text = `config:
  ${hostsBlock([...oneDc(8), [10, 'dc1', 'r1'], [20, 'dc1', 'r2'], [30, 'dc1', 'r3'], [40, 'dc1', 'r4']], '  ').trimStart()}
  domains_config:
    explicit_scheme_board_config:
      ring_groups:
        - ring:
          nto_select: 5
          node: [1,2,3,4,5,6,7,8]
        - ring:
          nto_select: 5
          node: [10,20,30,40,5,6,7,8]
          write_only: true
          ring_group_actor_id_offset: 1
`;
    const r = importYdbConfig(text);
    expect(errors(r)).toEqual([]);
    const [g0, g1] = r.config.schemeboard.ringGroups;
    expect(g0).toMatchObject({ ntoSelect: 5, writeOnly: false });
    expect(g0?.actorIdOffset).toBeUndefined();
    expect(g1).toMatchObject({ ntoSelect: 5, writeOnly: true, actorIdOffset: 1 });
    expect(groups(r, 'schemeboard')[1]).toEqual([[10], [20], [30], [40], [5], [6], [7], [8]]);
  });

  it('configuration V2 (config: wrapper) and the bare form give the same cluster; metadata.cluster names it', () => {
    const body = `${hostsBlock(oneDc(3))}
domains_config:
  state_storage:
  - ring: {nto_select: 3, node: [1, 2, 3]}
`;
    const bare = importYdbConfig(body);
    const v2 = importYdbConfig(
      `metadata:\n  cluster: prod-1\n  version: 4\nconfig:\n${body.replace(/^/gm, '  ')}`,
    );
    expect(errors(v2)).toEqual([]);
    expect(v2.topology).toEqual({ ...bare.topology, name: 'prod-1' });
    expect(v2.config).toEqual(bare.config);
    expect(v2.hosts[0]?.path).toBe('config.hosts[0]');
    expect(importYdbConfig(body, { name: 'mine' }).topology.name).toBe('mine');
  });

  it('node_id defaults to the position in hosts; missing locations are filled as YDB does and reported', () => {
    // yaml_config_parser.cpp PrepareHosts: bodies continue after the largest body, racks are
    // generated-rack-<body>, the data center is "default".
    const r = importYdbConfig(`hosts:
- host: a
  location: {data_center: dc1, rack: r1, body: 7}
- host: b
- host: c
  location: {data_center: dc1}
domains_config:
  state_storage:
  - ring: {nto_select: 1, node: [1]}
`);
    expect(errors(r)).toEqual([]);
    expect(r.topology.nodes.map((n) => [n.id, n.realm, n.domain])).toEqual([
      [1, 'dc1', 'r1'],
      [2, 'default', 'generated-rack-8'],
      [3, 'dc1', 'generated-rack-9'],
    ]);
    expect(r.placeholders).toEqual([
      { node: 2, host: 'b', realm: 'default', domain: 'generated-rack-8' },
      { node: 3, host: 'c', realm: 'dc1', domain: 'generated-rack-9' },
    ]);
    const w = r.warnings.find((p) => p.code === 'placeholder-location');
    expect(w?.path).toBe('hosts');
    expect(w?.message).toMatch(/^2 host\(s\) lack .*: b \(node 2\), c \(node 3\);/);
  });

  it('walle_location is read when location is absent; racks of the same name in two DCs stay apart', () => {
    const r = importYdbConfig(`hosts:
- {host: a, node_id: 1, walle_location: {data_center: A, rack: "1", body: 1}}
- {host: b, node_id: 2, location: {data_center: B, rack: "1"}, walle_location: {data_center: X, rack: Y}}
- {host: c, node_id: 3, location: {data_center: B, rack: "2"}}
domains_config:
  state_storage:
  - ring: {nto_select: 1, node: [1]}
`);
    expect(errors(r)).toEqual([]);
    expect(r.topology.nodes.map((n) => [n.realm, n.domain])).toEqual([
      ['A', 'A/1'],
      ['B', 'B/1'],
      ['B', '2'],
    ]);
  });

  it('explicit configs replace the state_storage entry per subsystem; the domain ssid picks the entry', () => {
    const r = importYdbConfig(`${hostsBlock(oneDc(5))}
domains_config:
  domain:
  - name: Root
    ssid: [1]
  state_storage:
  - ssid: 2
    ring: {nto_select: 1, node: [5]}
  - ssid: 1
    ring: {nto_select: 3, node: [1, 2, 3]}
  explicit_state_storage_config:
    ring: {nto_select: 1, node: [4]}
  explicit_scheme_board_config:
    ring_groups:
    - {nto_select: 1, node: [2]}
`);
    expect(errors(r)).toEqual([]);
    expect(groups(r, 'statestorage')).toEqual([[[4]]]);
    // Board has no explicit config: it keeps the domain's entry (not the explicit StateStorage one).
    expect(groups(r, 'board')).toEqual([[[1], [2], [3]]]);
    expect(groups(r, 'schemeboard')).toEqual([[[2]]]);
    expect(r.origins).toEqual({ statestorage: 'explicit', board: 'state_storage', schemeboard: 'explicit' });
  });

  it('no State Storage config at all: all three generated from the topology, with a warning', () => {
    const r = importYdbConfig(
      hostsBlock([
        ...oneDc(3, 'a'),
        [4, 'b', 'x'],
        [5, 'b', 'y'],
        [6, 'b', 'z'],
        [7, 'c', 'u'],
        [8, 'c', 'v'],
        [9, 'c', 'w'],
      ]),
    );
    expect(errors(r)).toEqual([]);
    expect(r.origins.board).toBe('generated');
    expect(r.config.statestorage.ringGroups[0]).toMatchObject({ ntoSelect: 9 });
    expect(r.config.statestorage.ringGroups[0]?.rings).toHaveLength(9);
  });

  it('bridge mode: piles by name, groups by bridge_pile_id, pile_state or the default states', () => {
    const text = `bridge_config:
  piles: [{name: north}, {name: south}]
hosts:
- {node_id: 1, location: {bridge_pile_name: north, data_center: n, rack: n1}}
- {node_id: 2, location: {bridge_pile_name: north, data_center: n, rack: n2}}
- {node_id: 3, location: {bridge_pile_name: south, data_center: s, rack: s1}}
- {node_id: 4, location: {bridge_pile_name: south, data_center: s, rack: s2}}
domains_config:
  explicit_state_storage_config:
    ring_groups:
    - {bridge_pile_id: 0, nto_select: 1, node: [1, 2]}
    - {bridge_pile_id: 1, nto_select: 1, node: [3, 4]}
  explicit_state_storage_board_config:
    ring_groups:
    - {bridge_pile_id: 0, nto_select: 1, node: [1, 2], pile_state: demoted}
    - {bridge_pile_id: 1, nto_select: 1, node: [3, 4], pile_state: PROMOTED}
  explicit_scheme_board_config:
    ring_groups:
    - {bridge_pile_id: 0, nto_select: 1, node: [1, 2]}
    - {bridge_pile_id: 1, nto_select: 1, node: [3, 4], pile_state: DISCONNECTED}
`;
    const r = importYdbConfig(text);
    expect(errors(r)).toEqual([]);
    expect(r.topology.piles).toEqual([{ id: 'north' }, { id: 'south' }]);
    expect(r.topology.realms).toEqual([
      { id: 'n', pile: 'north' },
      { id: 's', pile: 'south' },
    ]);
    const states = (s: 'statestorage' | 'board' | 'schemeboard') =>
      r.config[s].ringGroups.map((g) => [g.pile, g.state]);
    expect(states('statestorage')).toEqual([
      ['north', 'PRIMARY'],
      ['south', 'SYNCHRONIZED'],
    ]);
    // statestorage.cpp GetRingGroupState: DEMOTED → SYNCHRONIZED, PROMOTED → PRIMARY.
    expect(states('board')).toEqual([
      ['north', 'SYNCHRONIZED'],
      ['south', 'PRIMARY'],
    ]);
    expect(states('schemeboard')[1]).toEqual(['south', 'DISCONNECTED']);
  });

  it('anchors and aliases are followed in the parts the importer reads', () => {
    const r = importYdbConfig(`hosts:
- {node_id: 1, location: &loc {data_center: dc1, rack: r1}}
- {node_id: 2, location: *loc}
domains_config:
  state_storage:
  - ring: &ring {nto_select: 1, node: &nodes [1]}
  explicit_scheme_board_config:
    ring_groups: [*ring, {nto_select: 1, node: *nodes, write_only: true, ring_group_actor_id_offset: 1}]
`);
    expect(errors(r)).toEqual([]);
    expect(r.topology.nodes.map((n) => n.domain)).toEqual(['r1', 'r1']);
    expect(groups(r, 'schemeboard')).toEqual([[[1]], [[1]]]);
  });
});

describe('importYdbConfig: every problem names its YAML path and line', () => {
  it('a node missing from hosts, as `path (line L:C): node N is not in hosts`', () => {
    const text = `${hostsBlock([
      [1, 'dc1', 'r1'],
      [2, 'dc1', 'r2'],
      [3, 'dc1', 'r2'],
    ])}
domains_config:
  explicit_state_storage_config:
    ring_groups:
    - nto_select: 1
      node: [1]
    - nto_select: 1
      write_only: true
      ring_group_actor_id_offset: 1
      ring:
      - node: [2, 3, 41]
`;
    expect(errors(importYdbConfig(text))).toEqual([
      `domains_config.explicit_state_storage_config.ring_groups[1].ring[0].node[2] (line ${posOf(text, 'node: [2, 3, 41]', '41')}): node 41 is not in hosts`,
    ]);
  });

  it('a shared state_storage entry reports once, naming every subsystem that uses it', () => {
    const text = `${hostsBlock(oneDc(2))}
domains_config:
  state_storage:
  - ring: {nto_select: 1, node: [1, 9]}
  explicit_scheme_board_config:
    ring: {nto_select: 1, node: [1]}
`;
    const r = importYdbConfig(text);
    expect(errors(r)).toEqual([
      `domains_config.state_storage[0].ring.node[1] (line ${posOf(text, '[1, 9]', '9')}): statestorage, board: node 9 is not in hosts`,
    ]);
    expect(r.problems[0]?.subsystems).toEqual(['statestorage', 'board']);
  });

  it('placement problems point at the ring, the later of two clashing rings, or nto_select', () => {
    const text = `${hostsBlock([
      [1, 'dc1', 'r1'],
      [2, 'dc1', 'r2'],
      [3, 'dc1', 'r2'],
      [4, 'dc1', 'r4'],
      [5, 'dc1', 'r5'],
    ])}
domains_config:
  explicit_state_storage_config:
    ring:
      nto_select: 4
      ring:
      - node: [1, 2]
      - node: [3]
      - node: [4]
      - node: [5]
`;
    const r = importYdbConfig(text);
    const find = (code: string) => r.problems.concat(r.warnings).find((p) => p.code === code);
    expect(find('ring-spans-racks')?.path).toBe('domains_config.explicit_state_storage_config.ring.ring[0]');
    expect(find('racks-shared-by-rings')?.path).toBe(
      'domains_config.explicit_state_storage_config.ring.ring[1]',
    );
    expect(find('nto-select-even')).toMatchObject({
      severity: 'warning',
      path: 'domains_config.explicit_state_storage_config.ring.nto_select',
      line: lineOf(text, 'nto_select: 4'),
    });
  });

  it('structural mistakes in rings and groups', () => {
    const text = `${hostsBlock(oneDc(3))}
domains_config:
  explicit_state_storage_config:
    ring: {nto_select: 1, node: [1]}
    ring_groups:
    - {nto_select: 1, node: [1]}
  explicit_state_storage_board_config:
    ring_groups:
    - node: [1, 2]
      ring: [{node: [3]}]
    - nto_select: 1
      ring:
      - {node: [1], ring: [{node: [2]}], ring_group_actor_id_offset: 2}
      - {node: [2, 3], use_single_node_actor_id: true}
      - 5
  explicit_scheme_board_config:
    ring_groups:
    - {nto_select: 1, node: []}
`;
    const at = (needle: string, token?: string) => `(line ${posOf(text, needle, token)})`;
    const board = 'domains_config.explicit_state_storage_board_config.ring_groups';
    expect(errors(importYdbConfig(text))).toEqual([
      `domains_config.explicit_state_storage_config.ring ${at('ring: {nto_select: 1, node: [1]}', '{')}: both ring and ring_groups are set; YDB accepts exactly one of them`,
      `${board}[0] ${at('- node: [1, 2]', 'node')}: a ring group needs nto_select`,
      `${board}[0].node ${at('- node: [1, 2]', '[')}: a ring group lists both ring and node; YDB accepts one of them`,
      `${board}[1].ring[0].ring ${at('ring: [{node: [2]}]', '[{node: [2]')}: rings nest only one level (YDB: "too deep nested ring declaration")`,
      `${board}[1].ring[0].ring_group_actor_id_offset ${at('ring_group_actor_id_offset: 2', '2}')}: ring_group_actor_id_offset belongs on the ring group, not on a ring`,
      `${board}[1].ring[1].use_single_node_actor_id ${at('use_single_node_actor_id: true', 'true')}: use_single_node_actor_id needs exactly one node, the ring has 2`,
      `${board}[1].ring[2] ${at('      - 5', '5')}: a ring (a map with a node list) must be a map, got 5`,
      // Placement checks still run on what was read: ring [2, 3] spans racks r2 and r3.
      `${board}[1].ring[1] ${at('use_single_node_actor_id: true', '{')}: group 1: ring 1 spans racks r2, r3; all replicas of a ring must live in one fail domain.`,
      `domains_config.explicit_scheme_board_config.ring_groups[0] ${at('node: []', '{')}: group 0 has no rings.`,
    ]);
  });

  it('bridge-mode mistakes', () => {
    const r = importYdbConfig(`bridge_config:
  piles: [{name: A}, {name: A}, {name: B}]
hosts:
- {node_id: 1, location: {bridge_pile_name: A, data_center: d, rack: r1}}
- {node_id: 2, location: {bridge_pile_name: C, data_center: d, rack: r2}}
- {node_id: 3, location: {data_center: e, rack: r3}}
- {node_id: 4, location: {bridge_pile_name: B, data_center: d, rack: r4}}
domains_config:
  explicit_state_storage_config:
    ring: {nto_select: 1, node: [1]}
  explicit_state_storage_board_config:
    ring_groups:
    - {nto_select: 1, node: [1]}
    - {nto_select: 1, node: [4], bridge_pile_id: 5}
    - {nto_select: 1, node: [4], bridge_pile_id: 1, pile_state: SLEEPY}
`);
    const board = 'domains_config.explicit_state_storage_board_config';
    expect(errors(r).slice(0, 9)).toEqual([
      "bridge_config.piles[1] (line 2:22): duplicate pile name 'A'",
      "hosts[1].location.bridge_pile_name (line 5:45): pile 'C' is not in bridge_config.piles (A, B)",
      'hosts[2] (line 6:3): node 3 has no location.bridge_pile_name (required in bridge mode)',
      "hosts[3] (line 7:3): data center 'd' has nodes in piles A and B; the simulator needs each data center in one pile",
      'domains_config.explicit_state_storage_config.ring (line 10:11): bridge mode needs ring_groups (with bridge_pile_id), not the legacy ring',
      `${board}.ring_groups[0] (line 13:7): in bridge mode every ring group needs bridge_pile_id`,
      `${board}.ring_groups[1].bridge_pile_id (line 14:50): bridge_pile_id 5 is out of bounds (bridge_config has 2 piles)`,
      `${board}.ring_groups[2].pile_state (line 15:65): pile_state must be one of PRIMARY, PROMOTED, SYNCHRONIZED, DEMOTED, NOT_SYNCHRONIZED, DISCONNECTED, got 'SLEEPY'`,
      // Then the placement checks on what was read: the legacy ring belongs to no pile.
      'domains_config.explicit_state_storage_config (line 10:5): pile A has no ring group of its own; in bridge mode every pile needs one.',
    ]);
  });

  it('hosts: duplicate ids, bad values, a pile name without bridge mode', () => {
    const r = importYdbConfig(`hosts:
- {node_id: 1, location: {data_center: d, rack: r1}}
- {node_id: 1, location: {data_center: d, rack: r2}}
- {node_id: 0}
- {node_id: x}
- {node_id: 5, location: {data_center: d, rack: r5, bridge_pile_name: A, body: -1}}
- [not, a, map]
`);
    expect(errors(r)).toEqual([
      'hosts[1].node_id (line 3:13): node 1 is already defined at hosts[0]',
      'hosts[2].node_id (line 4:13): node_id must be a whole number from 1 to 4294967295, got 0',
      "hosts[3].node_id (line 5:13): node_id must be a whole number from 1 to 4294967295, got 'x'",
      'hosts[4].location.body (line 6:80): body must be a whole number from 0 to 4294967295, got -1',
      'hosts[5] (line 7:3): a host entry must be a map, got a list',
      'hosts[4].location.bridge_pile_name (line 6:71): bridge_pile_name is set but there is no bridge_config',
    ]);
  });

  it('unknown keys warn (with a suggestion); sections about other things are ignored quietly', () => {
    const text = `actor_system_config: {use_auto_config: true}
blob_storage_config: {}
static_erasure: none
frobnicator: 1
hots: []
${hostsBlock(oneDc(1))}
domains_config:
  security_config: {}
  state_storage:
  - ring: {nto_select: 1, node: [1], nto_selekt: 1}
`;
    const r = importYdbConfig(text);
    expect(errors(r)).toEqual([]);
    expect(r.ignoredSections).toEqual(['actor_system_config', 'blob_storage_config', 'static_erasure']);
    expect(warnings(r)).toEqual([
      "frobnicator (line 4:1): unknown section 'frobnicator' (ignored)",
      "hots (line 5:1): unknown section 'hots' (ignored) — did you mean 'hosts'?",
      `domains_config.state_storage[0].ring.nto_selekt (line ${posOf(text, 'nto_selekt')}): unknown key 'nto_selekt' in a ring group (ignored) — did you mean 'nto_select'?`,
    ]);
  });

  it('YAML-level problems: syntax, duplicate keys, aliases without anchors, empty and non-map documents', () => {
    expect(errors(importYdbConfig('hosts: [1, 2\n'))[0]).toMatch(/^\(document\) \(line \d+:\d+\): /);
    expect(errors(importYdbConfig(`${hostsBlock(oneDc(1))}\nhosts: []\n`))).toEqual([
      "hosts (line 3:1): duplicate key 'hosts' (YDB rejects duplicate keys)",
    ]);
    expect(codes(importYdbConfig('a: 1\n---\nb: 2\n'))).toContain('syntax');
    expect(errors(importYdbConfig(''))).toEqual(['(document): the document is empty']);
    expect(errors(importYdbConfig('- 1\n- 2\n'))).toEqual([
      '(document) (line 1:1): the document must be a map, got a list',
    ]);
    expect(errors(importYdbConfig('hosts: *nowhere\n'))).toContain(
      'hosts (line 1:8): alias *nowhere has no anchor before it',
    );
  });

  it('YDB selector tags (!inherit) in ignored sections do not warn; selector_config is ignored', () => {
    const r = importYdbConfig(`${hostsBlock(oneDc(1))}
selector_config:
- description: x
  selector: {tenant: /Root/db}
  config:
    actor_system_config: !inherit
      use_auto_config: true
domains_config:
  state_storage:
  - ring: {nto_select: 1, node: [1]}
`);
    expect(errors(r)).toEqual([]);
    expect(warnings(r)).toEqual([]);
    expect(r.ignoredSections).toEqual(['selector_config']);
  });
});
