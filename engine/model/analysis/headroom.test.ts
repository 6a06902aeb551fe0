import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RING_SUBSYSTEMS } from '../config/types.ts';
import { analyzeAvailability } from '../quorum/availability.ts';
import { configTolerance } from '../quorum/tolerance.ts';
import { loadPreset } from '../../presets.ts';
import { blastRadii, blastRadius } from './blast.ts';
import { faultView, prepareFaultModel } from './model.ts';
import { headroom } from './headroom.ts';
import { smallClusters } from './testing.ts';
import { LEVELS } from './types.ts';

const viewOf = (name: string, down: number[] = []) => {
  const { topology, config } = loadPreset(name);
  return faultView(prepareFaultModel(topology, config), down);
};
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('headroom', () => {
  it('agrees with configTolerance on healthy valid clusters', () => {
    fc.assert(
      fc.property(smallClusters, (c) => {
        const t = configTolerance(c.topology, c.config);
        const h = headroom(faultView(prepareFaultModel(c.topology, c.config)));
        for (const s of h.perSubsystem) {
          const want = t.perSubsystem[s.subsystem];
          expect(s.read.headroom).toMatchObject({ nodes: want.nodes, racks: want.racks, dcs: want.realms });
          expect(s.write).toEqual(s.read);
          expect(s.read.lostNow).toBe(0);
        }
        expect(h.read).toMatchObject({ nodes: t.nodes, racks: t.racks, dcs: t.realms });
      }),
      { numRuns: 50 },
    );
  });

  it('mirror-3-dc: 4 nodes, 4 racks or 1 DC; after losing a DC, 1 more rack', () => {
    const healthy = headroom(viewOf('mirror-3-dc'));
    expect(healthy.read).toEqual({ nodes: 4, racks: 4, dcs: 1, piles: null });
    expect(healthy.perSubsystem[0]!.read.exact).toEqual({ nodes: true, racks: true, dcs: true, piles: true });
    const dc1 = headroom(viewOf('mirror-3-dc', range(1, 9)));
    expect(dc1.read).toEqual({ nodes: 1, racks: 1, dcs: 0, piles: null });
    expect(dc1.perSubsystem.every((s) => s.read.lostNow === 0)).toBe(true);
  });

  it('single-dc-8-racks (8 rings, nto 5): 2 racks; after 3 racks, the exact share already lost', () => {
    expect(headroom(viewOf('single-dc-8-racks')).read).toMatchObject({ racks: 2, dcs: 0 });
    const three = headroom(viewOf('single-dc-8-racks', range(1, 6)));
    const [sampled] = analyzeAvailability(loadPreset('single-dc-8-racks').config, range(1, 6), {
      samples: 20_000,
    });
    const lost = three.perSubsystem[0]!.read.lostNow;
    expect(Math.abs(lost - (1 - sampled!.readShare))).toBeLessThan(0.01);
    expect(three.read.racks).toBe(0);
  });

  it('bridge-2-piles: both piles count, so neither pile may fail', () => {
    expect(headroom(viewOf('bridge-2-piles')).read.piles).toBe(0);
  });

  it('ring-specific replica choice: rack-level figures stay exact, node-level ones are a safe bound', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const specific = Object.fromEntries(
      RING_SUBSYSTEMS.map((s) => [
        s,
        { ringGroups: config[s].ringGroups.map((g) => ({ ...g, ringSpecificNodeSelection: true })) },
      ]),
    ) as unknown as typeof config;
    const h = headroom(faultView(prepareFaultModel(topology, specific, { samples: 2000 })));
    expect(h.perSubsystem[0]!.method).toBe('replica-bound');
    expect(h.perSubsystem[0]!.read.exact).toMatchObject({ racks: true, dcs: true, nodes: false });
    expect(h.read).toMatchObject({ racks: 4, dcs: 1 });
    expect(h.read.nodes).toBeLessThanOrEqual(configTolerance(topology, config).nodes);
  });
});

describe('blast radius', () => {
  it('shares are bounded; per level they add up to the selected slots (one counted group)', () => {
    fc.assert(
      fc.property(smallClusters, (c) => {
        const view = faultView(prepareFaultModel(c.topology, c.config));
        const counted = c.config.statestorage.ringGroups.filter(
          (g) => !g.writeOnly && g.state !== 'NOT_SYNCHRONIZED',
        );
        for (const level of LEVELS) {
          const all = blastRadii(view, level);
          for (const b of all) {
            expect(b.read.loseQuorum).toBeLessThanOrEqual(b.read.loseReplica);
            expect(b.read.loseReplica).toBeLessThanOrEqual(1);
          }
          // A valid placement puts each selected ring in its own rack: every record loses exactly
          // one replica per selected slot summed over racks (and nodes).
          if (counted.length === 1 && (level === 'node' || level === 'rack')) {
            const sum = all.reduce((a, b) => a + b.perSubsystem[0]!.read.loseReplica, 0);
            expect(sum).toBeCloseTo(counted[0]!.ntoSelect, 9);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('mirror-3-dc: a DC takes a replica from every record and quorum from none; after one DC, a rack is still safe, a DC is not', () => {
    const dc = blastRadius(viewOf('mirror-3-dc'), 'dc', 'dc2')!;
    expect(dc.read).toEqual({ loseReplica: 1, loseQuorum: 0 });
    expect(dc.exact).toBe(true);
    const afterDc1 = viewOf('mirror-3-dc', range(1, 9));
    // With dc1 gone every record keeps 6 of 9 rings (majority 5): one more ring is fine, three are not.
    expect(blastRadius(afterDc1, 'rack', 'dc2-r1')!.read).toEqual({ loseReplica: 1, loseQuorum: 0 });
    expect(blastRadius(afterDc1, 'dc', 'dc2')!.read).toEqual({ loseReplica: 1, loseQuorum: 1 });
    expect(blastRadius(afterDc1, 'dc', 'dc1')!.read).toEqual({ loseReplica: 0, loseQuorum: 0 });
    expect(blastRadius(afterDc1, 'rack', 'nope')).toBeUndefined();
  });
});
