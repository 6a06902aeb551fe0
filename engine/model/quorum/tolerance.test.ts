import { describe, expect, it } from 'vitest';
import type { ClusterConfig } from '../config/types.ts';
import { loadPreset } from '../../presets.ts';
import { analyzeAvailability } from './availability.ts';
import { configTolerance } from './tolerance.ts';

describe('configTolerance', () => {
  it('mirror-3-dc (9 rings, nto 9) survives a DC plus a rack, or any 4 racks', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    expect(configTolerance(topology, config)).toMatchObject({
      nodes: 4,
      racks: 4,
      realms: 1,
      racksAfterRealms: 1,
    });
  });

  it('block-4-2-like (8 rings, nto 5) survives two racks, not a whole DC', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    expect(configTolerance(topology, config)).toMatchObject({ racks: 2, realms: 0 });
  });

  it('nto_select 5 of 9 rings over 3 DCs does NOT survive a DC (some records have 3 of 5 in one DC)', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const g = config.statestorage.ringGroups[0]!;
    const five: ClusterConfig = { ...config, statestorage: { ringGroups: [{ ...g, ntoSelect: 5 }] } };
    const t = configTolerance(topology, five);
    expect(t.perSubsystem.statestorage).toMatchObject({ racks: 2, realms: 0 });
    expect(t.perSubsystem.board.realms).toBe(1);
    expect(t.realms).toBe(0);
  });

  it('a rack holding two rings lowers the rack tolerance', () => {
    const { topology, config } = loadPreset('single-dc-8-racks'); // rack k holds nodes 2k+1, 2k+2
    const g = config.board.ringGroups[0]!;
    const rings = g.rings.map((r, i) => (i === 1 ? { replicas: [2] } : r)); // rings 0 and 1 both in dc1-r1
    const t = configTolerance(topology, { ...config, board: { ringGroups: [{ ...g, rings }] } });
    expect(t.perSubsystem.board.racks).toBe(1);
  });
});

describe('analyzeAvailability', () => {
  it('everything available with nothing down; a DC loss on mirror-3-dc keeps every record', () => {
    const { config } = loadPreset('mirror-3-dc');
    for (const row of analyzeAvailability(config, [], { samples: 2000 })) expect(row.readShare).toBe(1);
    const dc1 = Array.from({ length: 9 }, (_, i) => i + 1);
    for (const row of analyzeAvailability(config, dc1, { samples: 2000 })) {
      expect(row.readShare).toBe(1);
      expect(row.worstMissing).toBe(3);
    }
  });

  it('three racks down on nto 5 of 8: the share that keeps quorum matches the exact count', () => {
    const { config } = loadPreset('single-dc-8-racks');
    const down = [1, 2, 3, 4, 5, 6]; // racks 1-3
    const [row] = analyzeAvailability(config, down, { samples: 20_000 });
    // A record loses quorum iff it selected all 3 failed racks: C(5,2)/C(8,5) = 10/56 of ring sets,
    // and the walker visits ring sets nearly uniformly.
    expect(row!.readShare).toBeGreaterThan(0.75);
    expect(row!.readShare).toBeLessThan(0.9);
    expect(row!.worstMissing).toBe(3);
  });
});

describe('configTolerance edge cases (second read)', () => {
  it('racksAfterRealms loses exactly the config-level number of DCs', () => {
    // DCs with 4/2/2 racks, 8 rings, nto 5: no DC loss is tolerated, so "after" equals racks.
    const topology = { ...loadPreset('single-dc-8-racks').topology };
    const realmOf = (i: number) => (i < 8 ? 'dc1' : i < 12 ? 'dc2' : 'dc3');
    const nodes = topology.nodes.map((n, i) => ({ ...n, realm: realmOf(i) }));
    const domains = topology.domains.map((d, i) => ({ ...d, realm: realmOf(2 * i) }));
    const t2 = { ...topology, nodes, domains, realms: [{ id: 'dc1' }, { id: 'dc2' }, { id: 'dc3' }] };
    const { config } = loadPreset('single-dc-8-racks');
    const tol = configTolerance(t2, config);
    expect(tol.realms).toBe(0);
    expect(tol.racksAfterRealms).toBe(tol.racks);
  });

  it('empty rings never answer; rings spanning racks make the figures a lower bound', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const g = config.board.ringGroups[0]!;
    const empty = g.rings.map((r, i) => (i >= 6 ? { replicas: [] } : r)); // 2 of 8 rings empty
    const t = configTolerance(topology, { ...config, board: { ringGroups: [{ ...g, rings: empty }] } });
    expect(t.perSubsystem.board.racks).toBeLessThan(2);
    const spanning = g.rings.map((r, i) => (i === 0 ? { replicas: [1, 3] } : r));
    const s = configTolerance(topology, { ...config, board: { ringGroups: [{ ...g, rings: spanning }] } });
    expect(s.perSubsystem.board.exact).toBe(false);
    expect(s.perSubsystem.statestorage.exact).toBe(true);
  });
});
