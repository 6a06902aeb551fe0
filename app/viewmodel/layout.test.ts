import { describe, expect, it } from 'vitest';
import { loadPreset, PRESET_NAMES } from '../../engine/index.ts';
import { bestArrangement, layoutCluster, type Box } from './layout.ts';

const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('layoutCluster', () => {
  for (const name of PRESET_NAMES)
    for (const dcs of ['row', 'column'] as const)
      it(`${name} (${dcs}): every node is placed once, inside its rack and DC, without overlaps`, () => {
        const { topology } = loadPreset(name);
        const l = layoutCluster(topology, { dcs, rackCols: 3 });
        expect(l.nodeBox.size).toBe(topology.nodes.length);
        const racks = l.dcs.flatMap((d) => d.racks.map((r) => ({ r, d })));
        for (const { r, d } of racks) {
          expect(inside(r, d)).toBe(true);
          for (const n of r.nodes) expect(inside(n, r)).toBe(true);
        }
        for (let i = 0; i < racks.length; i++)
          for (let j = i + 1; j < racks.length; j++) expect(overlap(racks[i]!.r, racks[j]!.r)).toBe(false);
        for (const d of l.dcs) expect(d.x + d.w <= l.width && d.y + d.h <= l.height).toBe(true);
      });
});

describe('bestArrangement', () => {
  it('shows the cluster at least as large as the default arrangement, for any viewport', () => {
    const { topology } = loadPreset('large');
    const scale = (l: { width: number; height: number }, w: number, h: number) =>
      Math.min(w / l.width, h / l.height);
    for (const [w, h] of [
      [400, 2000],
      [3000, 400],
      [900, 500],
      [1200, 1200],
    ] as const) {
      const best = layoutCluster(topology, bestArrangement(topology, w, h));
      expect(scale(best, w, h)).toBeGreaterThanOrEqual(scale(layoutCluster(topology), w, h));
    }
    expect(bestArrangement(topology, 3000, 400).dcs).toBe('row');
    expect(bestArrangement(topology, 200, 4000).dcs).toBe('column');
  });
  it('keeps the arrangement in use through a small change of size, and leaves it for a clearly larger view', () => {
    const { topology } = loadPreset('mirror-3-dc');
    // Racks in two columns below this height, in one above: a line of hint text crosses it.
    const tall = bestArrangement(topology, 893, 330);
    const short = bestArrangement(topology, 893, 300);
    expect(tall).not.toEqual(short);
    expect(bestArrangement(topology, 893, 300, tall)).toEqual(tall);
    expect(bestArrangement(topology, 893, 330, short)).toEqual(short);
    // A window made much wider or taller re-arranges.
    expect(bestArrangement(topology, 893, 600, short)).toEqual(bestArrangement(topology, 893, 600));
    expect(bestArrangement(topology, 300, 2000, tall)).toEqual(bestArrangement(topology, 300, 2000));
    // One that cannot be drawn for this cluster is not kept.
    expect(bestArrangement(topology, 893, 330, { dcs: 'row', rackCols: 40 })).toEqual(tall);
  });
  it('never stacks a single datacenter', () => {
    const { topology } = loadPreset('single-dc-256');
    expect(bestArrangement(topology, 300, 3000).dcs).toBe('row');
    expect(bestArrangement(topology, 300, 3000, { dcs: 'column', rackCols: 1 }).dcs).toBe('row');
  });
  it('picks what sizing every candidate by its full layout picks, on every preset', () => {
    // The reference: each candidate laid out node by node (what bestArrangement did before it sized
    // candidates from rack and node counts alone).
    const byLayout = (t: Parameters<typeof layoutCluster>[0], w: number, h: number) => {
      const maxRacks = Math.max(1, ...t.realms.map((r) => t.domains.filter((d) => d.realm === r.id).length));
      let best: { dcs: 'row' | 'column'; rackCols: number } | null = null;
      let bestScale = 0;
      for (const dcs of ['row', 'column'] as const) {
        if (dcs === 'column' && t.realms.length === 1) continue;
        for (let rackCols = 1; rackCols <= Math.min(maxRacks, 16); rackCols++) {
          const l = layoutCluster(t, { dcs, rackCols });
          const cells = Math.ceil(maxRacks / rackCols) * rackCols;
          const scale = Math.min(w / l.width, h / l.height) * (maxRacks / cells);
          if (scale > bestScale * 1.02) {
            bestScale = scale;
            best = { dcs, rackCols };
          }
        }
      }
      return best;
    };
    for (const name of PRESET_NAMES) {
      const { topology } = loadPreset(name);
      for (const [w, h] of [
        [400, 2000],
        [3000, 400],
        [1400, 560],
        [360, 420],
      ] as const)
        expect(bestArrangement(topology, w, h), `${name} at ${w}×${h}`).toEqual(byLayout(topology, w, h));
    }
  });
});
