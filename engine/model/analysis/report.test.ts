import { describe, expect, it } from 'vitest';
import { RING_SUBSYSTEMS } from '../config/types.ts';
import { loadPreset } from '../../presets.ts';
import { blastRadii } from './blast.ts';
import { minimalCutSets, type CutReportProgress } from './cut-report.ts';
import { faultView, prepareFaultModel } from './model.ts';
import { LOAD_SAMPLE_LIMIT, replicaLoad, subsystemLoad } from './load.ts';
import type { Level } from './types.ts';

const viewOf = (name: string, down: number[] = []) => {
  const { topology, config } = loadPreset(name);
  return faultView(prepareFaultModel(topology, config), down);
};

describe('minimal cut sets of the presets', () => {
  it('mirror-3-dc: any 2 DCs, any 5 racks, any 5 nodes that serve one replica index', () => {
    const r = minimalCutSets(viewOf('mirror-3-dc'), { listed: 1000 });
    const at = (level: Level) => r.perSubsystem[0]!.read.find((l) => l.level === level)!;
    expect(at('dc')).toMatchObject({
      maxSize: 2,
      counts: [0, 3],
      found: 3,
      sharesExact: true,
      limitHit: false,
    });
    expect(at('dc').cuts.map((c) => [c.domains.join('+'), c.share])).toEqual([
      ['dc1+dc2', 1],
      ['dc1+dc3', 1],
      ['dc2+dc3', 1],
    ]);
    // 9 racks, nto 9, majority 5: every 5 racks (C(9,5) = 126) break every record.
    expect(at('rack')).toMatchObject({ maxSize: 5, counts: [0, 0, 0, 0, 126] });
    expect(at('rack').cuts.every((c) => c.share === 1)).toBe(true);
    // Nodes: a record uses replica hash % 3 of every ring, so 5 same-index replicas break a third.
    expect(at('node')).toMatchObject({ maxSize: 5, found: 3 * 126 });
    for (const c of at('node').cuts) expect(c.share).toBeCloseTo(1 / 3, 9);
    expect(at('pile')).toMatchObject({ maxSize: 0, found: 0 });
    expect(r.perSubsystem[0]!.write).toBe(r.perSubsystem[0]!.read);
  });

  it('single-dc-8-racks: every 3 racks break some record, the shares add to the expected replica count', () => {
    const r = minimalCutSets(viewOf('single-dc-8-racks'), { levels: ['rack'], listed: 1000 });
    const racks = r.perSubsystem[0]!.read[0]!;
    expect(racks).toMatchObject({ maxSize: 3, counts: [0, 0, 56] });
    // Each record (5 racks) is broken by C(5,3) = 10 of the 3-rack cuts.
    expect(racks.cuts.reduce((a, c) => a + c.share, 0)).toBeCloseTo(10, 9);
  });

  it('bridge-2-piles: either pile alone is a cut', () => {
    const r = minimalCutSets(viewOf('bridge-2-piles'), { levels: ['pile'] });
    expect(r.perSubsystem[0]!.read[0]!.cuts).toEqual([
      { domains: ['A'], share: 1 },
      { domains: ['B'], share: 1 },
    ]);
  });

  it('stops at the visit limit and says how far it got; reports progress', () => {
    const seen: CutReportProgress[] = [];
    const r = minimalCutSets(viewOf('single-dc-256'), {
      levels: ['node'],
      visitLimit: 300,
      onProgress: (p) => seen.push(p),
    });
    const nodes = r.perSubsystem[0]!.read[0]!;
    expect(r).toMatchObject({ limitHit: true, visitLimit: 300 });
    expect(nodes).toMatchObject({ limitHit: true, completeUpTo: 2, maxSize: 3 });
    expect(nodes.found).toBeLessThan(168);
    expect(seen.at(-1)).toMatchObject({ subsystem: 'statestorage', op: 'read', level: 'node', size: 3 });
    const full = minimalCutSets(viewOf('single-dc-256'), { levels: ['node'] }).perSubsystem[0]!.read[0]!;
    expect(full).toMatchObject({ limitHit: false, completeUpTo: 3, found: 168 });
  });

  it('ring-specific replica choice: rack shares stay exact, node shares come from the sample', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const specific = Object.fromEntries(
      RING_SUBSYSTEMS.map((s) => [
        s,
        { ringGroups: config[s].ringGroups.map((g) => ({ ...g, ringSpecificNodeSelection: true })) },
      ]),
    ) as unknown as typeof config;
    const view = faultView(prepareFaultModel(topology, specific, { samples: 3000 }));
    const [nodes, racks] = minimalCutSets(view, { levels: ['node', 'rack'] }).perSubsystem[0]!.read;
    expect(racks).toMatchObject({ sharesExact: true, counts: [0, 0, 0, 0, 126] });
    expect(racks!.cuts.every((c) => c.share === 1)).toBe(true);
    expect(nodes!.sharesExact).toBe(false);
    // Bounded: any 5 nodes of 5 different rings may serve one record; only the sample knows which do.
    expect(nodes!.counts[4]).toBe(126 * 3 ** 5);
    expect(blastRadii(view, 'rack')[0]).toMatchObject({
      exact: true,
      read: { loseReplica: 1, loseQuorum: 0 },
    });
    expect(blastRadii(view, 'node')[0]!.exact).toBe(false);
  });

  it('a larger K lists the next sizes too', () => {
    const r = minimalCutSets(viewOf('mirror-3-dc'), { levels: ['dc'], maxSize: 3 });
    expect(r.perSubsystem[0]!.read[0]).toMatchObject({ maxSize: 3, counts: [0, 3, 0], completeUpTo: 3 });
  });
});

describe('replica load', () => {
  it('every record selects nto_select replicas, so shares add up to it; the ratio is max/min', () => {
    const { config } = loadPreset('single-dc-8-racks');
    for (const s of replicaLoad(config, { samples: 4000 })) {
      expect(s.samples).toBe(4000);
      for (const g of s.groups) {
        expect(g.replicas.reduce((a, r) => a + r.share, 0)).toBeCloseTo(5, 9);
        expect(g.ratio).toBeCloseTo(g.maxShare / g.minShare, 12);
        expect(g.ratio!).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('mirror-3-dc: each of 27 replicas serves about a third of the tablets', () => {
    const { config } = loadPreset('mirror-3-dc');
    const s = subsystemLoad(config.statestorage, 'statestorage', { samples: 30_000 });
    expect(s.keys).toMatch(/72075186224037888/);
    expect(s.groups[0]!.replicas).toHaveLength(27);
    for (const r of s.groups[0]!.replicas) expect(Math.abs(r.share - 1 / 3)).toBeLessThan(0.02);
  });

  it('caps the sample size and names skipped groups', () => {
    const { config } = loadPreset('mirror-3-dc');
    const g = config.statestorage.ringGroups[0]!;
    const broken = { ringGroups: [{ ...g, rings: [...g.rings, { replicas: [] }] }] };
    const s = subsystemLoad(broken, 'statestorage', { samples: LOAD_SAMPLE_LIMIT + 1 });
    expect(s.samples).toBe(LOAD_SAMPLE_LIMIT);
    expect(s.skipped).toEqual(['group 0: an empty ring']);
    expect(s.groups).toEqual([]);
  });
});
