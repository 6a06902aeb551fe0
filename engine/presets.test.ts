import { describe, expect, it } from 'vitest';
import { loadPreset, PRESET_NAMES, DEFAULT_PRESET } from './presets.ts';
import { indexTopology } from './model/topology/build.ts';

describe('presets', () => {
  it('mirror-3-dc is the default: 27 nodes, 9 rings (first nodes 1,4,…,25), nto_select 9', () => {
    expect(DEFAULT_PRESET).toBe('mirror-3-dc');
    const { topology, config } = loadPreset('mirror-3-dc');
    expect(topology.nodes).toHaveLength(27);
    expect(topology.realms.map((r) => r.id)).toEqual(['dc1', 'dc2', 'dc3']);
    const g = config.statestorage.ringGroups[0]!;
    expect(g.ntoSelect).toBe(9);
    expect(g.rings.map((r) => r.replicas[0])).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25]);
    expect(g.rings.every((r) => r.replicas.length === 3)).toBe(true);
  });

  it('single-dc-8-racks: 8 rings, nto_select 5', () => {
    const g = loadPreset('single-dc-8-racks').config.board.ringGroups[0]!;
    expect(g.rings).toHaveLength(8);
    expect(g.ntoSelect).toBe(5);
  });

  it('bridge-2-piles: a ring group per pile, nodes of each group inside its pile', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const idx = indexTopology(topology);
    const groups = config.schemeboard.ringGroups;
    expect(groups.map((g) => [g.pile, g.state])).toEqual([
      ['A', 'PRIMARY'],
      ['B', 'SYNCHRONIZED'],
    ]);
    for (const g of groups)
      for (const r of g.rings) for (const n of r.replicas) expect(idx.node.get(n)?.pile).toBe(g.pile);
  });

  it('large presets have hundreds of nodes and every ring inside one rack', () => {
    for (const name of ['large', 'single-dc-256']) {
      const { topology, config } = loadPreset(name);
      expect(topology.nodes.length).toBeGreaterThanOrEqual(240);
      const idx = indexTopology(topology);
      for (const r of config.statestorage.ringGroups[0]!.rings)
        expect(new Set(r.replicas.map((n) => idx.node.get(n)?.domain)).size).toBe(1);
    }
  });

  it('unknown preset names the known ones', () => {
    expect(() => loadPreset('nope')).toThrow(/unknown preset 'nope' \(known: mirror-3-dc/);
    expect(PRESET_NAMES.length).toBeGreaterThanOrEqual(4);
  });
});
