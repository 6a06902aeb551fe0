import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../../engine/index.ts';
import { nodePoints } from '../../flows/nodePoints.ts';
import { layoutCluster } from '../../viewmodel/layout.ts';
import { dcTileGeometry } from './dcTileGeometry.ts';
import { cellAnchoredLayout } from './overlayLayout.ts';

const { topology } = loadPreset('ydb-1000');
const layout = layoutCluster(topology);
const k = 0.2;
const cells = layout.dcs.map((dc) => dcTileGeometry(dc, k, dc.racks.length, 2, 1).cells);
const anchored = cellAnchoredLayout(layout, cells);

describe('cellAnchoredLayout', () => {
  it('puts every node at the centre of its own rack cell, so flows start and end there', () => {
    const points = nodePoints(anchored);
    let checked = 0;
    layout.dcs.forEach((dc, d) =>
      dc.racks.forEach((rack, r) => {
        const c = cells[d]![r]!;
        for (const n of rack.nodes) {
          expect(points.known[n.id]).toBe(1);
          expect(points.x[n.id]).toBeCloseTo(c.x + c.w / 2, 2);
          expect(points.y[n.id]).toBeCloseTo(c.y + c.h / 2, 2);
          checked++;
        }
      }),
    );
    expect(checked).toBe(1008);
  });

  it('moves the racks to their cells (network links join cells) and keeps the datacenters', () => {
    expect(anchored.dcs.map((d) => [d.x, d.y, d.w, d.h])).toEqual(
      layout.dcs.map((d) => [d.x, d.y, d.w, d.h]),
    );
    expect(anchored.dcs[1]!.racks[4]).toMatchObject(cells[1]![4]!);
  });

  it('leaves racks without a cell where they are', () => {
    const partial = cellAnchoredLayout(layout, [cells[0]!]);
    const node = layout.dcs[2]!.racks[0]!.nodes[0]!;
    expect(partial.nodeBox.get(node.id)).toEqual(node);
  });
});
