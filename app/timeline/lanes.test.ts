import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../engine/index.ts';
import { layoutCluster } from '../viewmodel/layout.ts';
import { buildLanes } from './lanes.ts';

describe('space-time lanes', () => {
  const { topology } = loadPreset('mirror-3-dc');
  const layout = layoutCluster(topology);

  it('gives every node exactly one lane, in cluster order, one DC separator per DC', () => {
    const { lanes, laneOf } = buildLanes(layout, false);
    expect(lanes).toHaveLength(topology.nodes.length);
    for (const n of topology.nodes) expect(lanes[laneOf[n.id] as number]?.nodes).toEqual([n.id]);
    expect(lanes.filter((l) => l.dcStart)).toHaveLength(topology.realms.length);
  });

  it('collapses to one lane per rack holding its nodes', () => {
    const { lanes, laneOf } = buildLanes(layout, true);
    expect(lanes).toHaveLength(topology.domains.length);
    for (const n of topology.nodes) expect(lanes[laneOf[n.id] as number]?.target).toBe(n.domain);
  });
});
