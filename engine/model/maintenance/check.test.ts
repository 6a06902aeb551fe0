import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { prepareFaultModel } from '../analysis/model.ts';
import { resolveNodeSet } from '../topology/nodeset.ts';
import { maintenanceCheck } from './check.ts';

describe('maintenance check', () => {
  const { topology, config } = loadPreset('single-dc-8-racks');
  const model = prepareFaultModel(topology, config);
  const rack = (r: number) => resolveNodeSet(topology, { racks: [`dc1-r${r}`] });

  it('a rack with nothing down: allowed by CMS and by quorum', () => {
    const v = maintenanceCheck(model, [], rack(1));
    expect(v).toMatchObject({ allowed: true, nodes: [1, 2], quorum: [] });
    expect(v.cms).toBeUndefined();
  });

  it('a second rack: quorum holds (two of five rings) but CMS refuses in max-availability', () => {
    const v = maintenanceCheck(model, rack(1), rack(2));
    expect(v.quorum).toEqual([]);
    expect(v.cms).toMatchObject({ node: 3, group: 0, ring: 1, unavailableRings: [0] });
    expect(maintenanceCheck(model, rack(1), rack(2), 'keep-available').allowed).toBe(true);
  });

  it('a third adjacent rack: every subsystem falls below quorum in ring group 0, rings named', () => {
    const v = maintenanceCheck(model, [...rack(1), ...rack(2)], rack(3), 'keep-available');
    expect(v.allowed).toBe(false);
    expect(v.cms).toMatchObject({ node: 5, ring: 2, unavailableRings: [0, 1], maxUnavailable: 2 });
    expect(v.quorum.map((q) => q.subsystem)).toEqual(['statestorage', 'board', 'schemeboard']);
    for (const q of v.quorum) {
      expect(q).toMatchObject({ group: 0, ntoSelect: 5, majority: 3, rings: [0, 1, 2] });
      // The exact analysis' figure for these three racks (`sim analyze --fail` gives the same).
      expect(q.share).toBeCloseTo(5 / 32, 6);
    }
  });
});
