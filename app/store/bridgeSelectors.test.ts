import { describe, expect, it } from 'vitest';
import { liveConfigFold, indexTopology, loadPreset, type TraceEvent } from '../../engine/index.ts';
import { selectCommittedConfig } from './bridgeSelectors.ts';

describe('committed configuration', () => {
  const { topology, config } = loadPreset('single-dc-8-racks');
  const topologyIndex = indexTopology(topology);
  // A committed version 2 that moves StateStorage's first ring to another node of the cluster.
  const moved: typeof config = {
    ...config,
    statestorage: {
      ringGroups: config.statestorage.ringGroups.map((g, i) =>
        i === 0 ? { ...g, rings: g.rings.map((r, k) => (k === 0 ? { ...r, replicas: [2] } : r)) } : g,
      ),
    },
  };
  const committed = (version: number, c: typeof config): TraceEvent => ({
    kind: 'config.committed',
    t: version,
    node: 1,
    version,
    command: 'config.replace',
    config: c,
  });
  const state = (...events: TraceEvent[]) => {
    const liveConfig = liveConfigFold.init({ topology, config });
    for (const e of events) liveConfigFold.step(liveConfig, e);
    return { config, topologyIndex, liveConfig };
  };

  it('is the run’s own until distconf commits a version, then the latest one', () => {
    expect(selectCommittedConfig({ config, topologyIndex, liveConfig: null })).toBe(config);
    expect(selectCommittedConfig(state())).toBe(config);
    expect(selectCommittedConfig(state(committed(2, moved)))).toBe(moved);
    expect(selectCommittedConfig(state(committed(2, config), committed(3, moved)))).toBe(moved);
  });

  it('ignores a committed config naming nodes the cluster lacks (a fold left from another cluster)', () => {
    const elsewhere = {
      ...moved,
      board: { ringGroups: [{ ntoSelect: 1, writeOnly: false, rings: [{ replicas: [999] }] }] },
    };
    expect(selectCommittedConfig(state(committed(2, elsewhere)))).toBe(config);
  });
});
