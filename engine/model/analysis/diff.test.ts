import { describe, expect, it } from 'vitest';
import type { ClusterConfig, RingGroup } from '../config/types.ts';
import { buildTopology } from '../topology/build.ts';
import { loadPreset } from '../../presets.ts';
import { diffConfigs } from './diff.ts';

// Five racks of one node each (nodes 1..5) in one DC.
const topology = buildTopology({ name: 'five', realms: 1, racksPerRealm: 5, nodesPerRack: 1 });
const group = (nodes: number[]): RingGroup => ({
  ntoSelect: nodes.length,
  writeOnly: false,
  rings: nodes.map((n) => ({ replicas: [n] })),
});
const config = (nodes: number[]): ClusterConfig => ({
  statestorage: { ringGroups: [group(nodes)] },
  board: { ringGroups: [group(nodes)] },
  schemeboard: { ringGroups: [group(nodes)] },
});

describe('diffConfigs', () => {
  // A: three rings on nodes 1..3, every record on all three, majority 2: any two of them is a cut.
  // B: five rings on nodes 1..5, majority 3: any three of them; no pair is a cut any more.
  const d = diffConfigs(
    { name: 'three', topology, config: config([1, 2, 3]) },
    { name: 'five', topology, config: config([1, 2, 3, 4, 5]) },
    { loadSamples: 1000 },
  );
  const ss = d.perSubsystem.find((s) => s.subsystem === 'statestorage')!;

  it('gives each side its tolerance', () => {
    expect(ss.tolerance.a).toMatchObject({ nodes: 1, racks: 1, realms: 0 });
    expect(ss.tolerance.b).toMatchObject({ nodes: 2, racks: 2, realms: 0 });
  });

  it('lists the node cuts lost (the three pairs) and gained (the ten triples)', () => {
    const node = ss.cuts.find((c) => c.level === 'node')!;
    expect(node.maxSize).toBe(3);
    expect(node.lost).toEqual([
      ['1', '2'],
      ['1', '3'],
      ['2', '3'],
    ]);
    expect(node.lostCount).toBe(3);
    expect(node.gainedCount).toBe(10);
    expect(node.gained.map((c) => c.join(','))).toContain('3,4,5');
    expect(node.kept).toBe(0);
    // The one DC is a cut on both sides.
    expect(ss.cuts.find((c) => c.level === 'dc')).toMatchObject({ gainedCount: 0, lostCount: 0, kept: 1 });
    // No piles, no pile level.
    expect(ss.cuts.map((c) => c.level)).toEqual(['node', 'rack', 'dc']);
  });

  it('puts every record on each selected node: nodes 4 and 5 go from no load to all of it', () => {
    expect(ss.load).toEqual([1, 2, 3, 4, 5].map((node) => ({ node, a: node <= 3 ? 1 : 0, b: 1 })));
  });

  it('finds nothing between a preset and itself', () => {
    const p = { name: 'mirror-3-dc', ...loadPreset('mirror-3-dc') };
    for (const s of diffConfigs(p, p, { loadSamples: 1000 }).perSubsystem) {
      expect(s.tolerance.a).toEqual(s.tolerance.b);
      for (const c of s.cuts) expect([c.gainedCount, c.lostCount]).toEqual([0, 0]);
      for (const l of s.load) expect(l.a).toBe(l.b);
    }
  });
});
