import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPreset, exportYdbConfig, formatProblem, importYdbConfig, YAML_LIMITS } from '../engine/index.ts';
import { selectCommand } from './commands/select.ts';
import { loadConfigArg } from './config-arg.ts';
import { CliError } from './errors.ts';

const dir = mkdtempSync(join(tmpdir(), 'quorumscope-config-'));
const tmp = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

function cliError(f: () => unknown): CliError {
  try {
    f();
  } catch (e) {
    if (e instanceof CliError) return e;
    throw e;
  }
  throw new Error('expected a CliError');
}

describe('--config: the sample YDB configs in public/configs', () => {
  it.each([
    ['mirror-3-dc.yaml', 9, 'state_storage', 'state_storage'],
    ['block-4-2-8-racks.yaml', 16, 'state_storage', 'state_storage'],
    ['reconfiguration-step1.yaml', 12, 'state_storage', 'explicit'],
    ['bridge-2-piles.yaml', 10, 'explicit', 'generated'],
  ])('%s loads: %i nodes, statestorage from %s, schemeboard from %s', (file, nodes, ss, sb) => {
    const loaded = loadConfigArg(`public/configs/${file}`);
    expect(loaded.topology.nodes).toHaveLength(nodes);
    expect(loaded.imported.origins.statestorage).toBe(ss);
    expect(loaded.imported.origins.schemeboard).toBe(sb);
  });

  it('the reconfiguration sample is the docs step: a write_only target group with offset 1', () => {
    const { config } = loadConfigArg('public/configs/reconfiguration-step1.yaml');
    expect(config.schemeboard.ringGroups.map((g) => [g.writeOnly, g.actorIdOffset ?? 0])).toEqual([
      [false, 0],
      [true, 1],
    ]);
  });

  it('the bridge sample has a group per pile, pile-a PRIMARY', () => {
    const { topology, config, warnings } = loadConfigArg('public/configs/bridge-2-piles.yaml');
    expect(topology.piles.map((p) => p.id)).toEqual(['pile-a', 'pile-b']);
    for (const s of ['statestorage', 'board', 'schemeboard'] as const)
      expect(config[s].ringGroups.map((g) => [g.pile, g.state])).toEqual([
        ['pile-a', 'PRIMARY'],
        ['pile-b', 'SYNCHRONIZED'],
      ]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^config\.domains_config \(line 27:5\): no State Storage config for board, schemeboard: generated/,
      ),
    ]);
  });

  it('the broken sample: every problem names its YAML path and line', () => {
    const r = importYdbConfig(readFileSync('public/configs/broken.yaml', 'utf8'));
    expect(r.problems.map(formatProblem)).toEqual([
      'hosts[1].node_id (line 7:14): node 1 is already defined at hosts[0]',
      "domains_config.state_storage[0].ring.nto_select (line 18:21): nto_select must be a whole number from 0 to 4294967295, got 'five'",
      'domains_config.explicit_scheme_board_config.ring_groups[1].ring[0].ring (line 28:15): rings nest only one level (YDB: "too deep nested ring declaration")',
      'domains_config.explicit_scheme_board_config.ring_groups[0].node[2] (line 23:22): node 41 is not in hosts',
    ]);
    expect(r.warnings.map(formatProblem)).toEqual([
      "domain_config (line 12:1): unknown section 'domain_config' (ignored) — did you mean 'domains_config'?",
      "hosts[2].locaton (line 11:5): unknown key 'locaton' in a host entry (ignored) — did you mean 'location'?",
      "hosts (line 3:3): 1 host(s) lack location.data_center or location.rack: h3 (node 3); placed as YDB does (data center 'default', a 'generated-rack-<body>' rack each) — assign their real rack and data center",
      'domains_config.explicit_scheme_board_config.ring_groups[1].ring[0].node[0] (line 26:20): groups 0 and 1 share nodes 1 with the same ring_group_actor_id_offset; YDB needs distinct offsets so replica ids differ.',
    ]);
    const e = cliError(() => loadConfigArg('public/configs/broken.yaml'));
    expect(e.code).toBe(2);
    expect(e.message).toBe(
      '--config public/configs/broken.yaml: hosts[1].node_id (line 7:14): node 1 is already defined at hosts[0] (and 3 more problems)',
    );
  });
});

describe('--config: bad files end with one line, exit 2', () => {
  it.each([
    [() => loadConfigArg(join(dir, 'missing.yaml')), /^--config .*missing\.yaml: cannot read it \(ENOENT\)$/],
    [() => loadConfigArg(dir), /: not a file$/],
    [
      () => loadConfigArg(tmp('big.yaml', `a: ${'x'.repeat(YAML_LIMITS.MAX_YAML_FILE_BYTES)}`)),
      /: 2097155 bytes is beyond the 2 097 152 byte limit on a config file \(MAX_CONFIG_BYTES\)$/,
    ],
    [() => loadConfigArg(tmp('syntax.yaml', 'hosts: [1\n')), /syntax\.yaml: \(document\) \(line \d+:\d+\): /],
    [() => loadConfigArg(''), /^--config needs a file name$/],
  ])('%#', (f, message) => {
    const e = cliError(f);
    expect(e.code).toBe(2);
    expect(e.message).not.toContain('\n');
    expect(e.message).toMatch(message);
  });
});

describe('sim select --config', () => {
  it('an exported preset selects exactly the replicas of the preset itself', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const file = tmp('mirror.yaml', exportYdbConfig(topology, config));
    for (const subsystem of ['statestorage', 'board'] as const) {
      const key = subsystem === 'statestorage' ? '72075186224037888' : 'gpc+/Root/db';
      const fromPreset = JSON.parse(
        selectCommand({ preset: 'mirror-3-dc', subsystem, key, json: true }).text,
      );
      const fromFile = JSON.parse(selectCommand({ config: file, subsystem, key, json: true }).text);
      expect(fromFile.groups).toEqual(fromPreset.groups);
      expect(fromFile.config).toBe(file);
      expect(fromFile.cluster).toBe('mirror.yaml');
    }
  });

  it('--preset and --config together are refused', () => {
    expect(cliError(() => selectCommand({ preset: 'large', config: 'x.yaml', key: '1' })).message).toBe(
      'use either --preset or --config, not both',
    );
  });
});
