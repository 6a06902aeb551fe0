import { afterEach, describe, expect, it } from 'vitest';
import { importYdbConfig } from '../../engine/index.ts';
import { decodeConfigLink } from '../analysis/configLink.ts';
import { appStore } from '../store/index.ts';
import { applyImport, currentYaml, importedLink, IMPORTED_PRESET, withPlacement } from './importConfig.ts';
import { session } from './page.ts';
import { loadPreset } from './setup.ts';

// Two hosts with a location, two without (YDB's defaults place those).
const YAML = `hosts:
  - { host: a, node_id: 1, location: { data_center: dc1, rack: r1 } }
  - { host: b, node_id: 2, location: { data_center: dc1, rack: r2 } }
  - { host: c, node_id: 3 }
  - { host: d, node_id: 4 }
domains_config:
  state_storage:
    - ssid: 1
      ring: { nto_select: 3, node: [1, 2, 3, 4] }
`;

afterEach(() => loadPreset('mirror-3-dc'));

describe('imported configs', () => {
  it('moves placeholder hosts where the person puts them, checked by the importer again', () => {
    const imp = importYdbConfig(YAML);
    expect(imp.problems).toEqual([]);
    expect(imp.placeholders.map((p) => p.node)).toEqual([3, 4]);
    const placed = withPlacement(
      imp,
      new Map([
        [3, { realm: 'dc1', domain: 'r3' }],
        [4, { realm: 'dc2', domain: 'r4' }],
      ]),
    );
    expect(placed.problems).toEqual([]);
    expect(placed.placeholders).toEqual([]);
    expect(placed.topology.nodes.map((n) => [n.id, n.realm, n.domain])).toEqual([
      [1, 'dc1', 'r1'],
      [2, 'dc1', 'r2'],
      [3, 'dc1', 'r3'],
      [4, 'dc2', 'r4'],
    ]);
    expect(placed.hosts.map((h) => h.host)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps racks of the same name in two DCs apart, as YDB does', () => {
    const imp = importYdbConfig(YAML);
    const placed = withPlacement(imp, new Map([[3, { realm: 'dc2', domain: 'r1' }]]));
    expect(placed.problems).toEqual([]);
    expect(placed.topology.nodes.find((n) => n.id === 3)).toMatchObject({ realm: 'dc2', domain: 'dc2/r1' });
    expect(placed.topology.nodes.find((n) => n.id === 1)).toMatchObject({ realm: 'dc1', domain: 'dc1/r1' });
  });

  it('reports empty locations as problems and keeps odd names as written, never throwing', () => {
    const imp = importYdbConfig(YAML);
    for (const loc of [
      { realm: '', domain: '' },
      { realm: 'dc1', domain: '' },
    ]) {
      const placed = withPlacement(imp, new Map([[3, loc]]));
      expect(placed.problems.length + placed.placeholders.length, JSON.stringify(loc)).toBeGreaterThan(0);
    }
    const odd = withPlacement(imp, new Map([[3, { realm: 'dc 1', domain: 'r\n: x' }]]));
    expect(odd.problems).toEqual([]);
    expect(odd.topology.nodes.find((n) => n.id === 3)).toMatchObject({ realm: 'dc 1', domain: 'r\n: x' });
  });

  it('becomes the cluster of a new run, exported and linked with its host names', async () => {
    await applyImport(importYdbConfig(YAML));
    await session.settled();
    const s = appStore.getState();
    expect(s.presetName).toBe(IMPORTED_PRESET);
    expect(s.topology.nodes).toHaveLength(4);
    expect(currentYaml()).toContain('host: c');
    const link = importedLink();
    expect(link).not.toBeNull();
    const back = await decodeConfigLink(link!);
    expect(back.ok && importYdbConfig(back.text).config).toEqual(s.config);
    await loadPreset('mirror-3-dc');
    expect(importedLink()).toBeNull();
  });
});
