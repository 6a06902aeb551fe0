import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../engine/presets.ts';
import { committedConfig, committedState, liveConfig } from './bridgeSelectors.ts';
import { EMPTY_CONFIG_VIEW, type ConfigView } from '../runtime/projections/configState.ts';
import type { BridgeView } from '../runtime/projections/bridge.ts';

const view = (committed: BridgeView['committed']): BridgeView => ({
  piles: ['A', 'B'],
  committed,
  lastCause: null,
  proposed: null,
  waitingFor: [],
  sync: null,
  refusals: [],
  quorumLost: false,
});

describe('bridge selectors', () => {
  it('maps the committed state to pile indices and writes it into the ring groups', () => {
    const v = view({ perPile: ['SYNCHRONIZED', 'DISCONNECTED'], primary: 'A', promoted: 'A', generation: 1 });
    expect(committedState(v)).toEqual({
      perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
      primary: 0,
      promoted: 0,
      generation: 1,
    });
    const { config } = loadPreset('bridge-2-piles');
    const live = liveConfig(config, v);
    expect(live.statestorage.ringGroups.map((g) => [g.pile, g.state])).toEqual([
      ['A', 'PRIMARY'],
      ['B', 'DISCONNECTED'],
    ]);
  });

  it('leaves the config alone outside bridge mode or for an unknown primary', () => {
    const { config } = loadPreset('bridge-2-piles');
    expect(liveConfig(config, null)).toBe(config);
    expect(
      liveConfig(
        config,
        view({ perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'], primary: 'X', promoted: 'A', generation: 1 }),
      ),
    ).toBe(config);
  });
});

describe('committed configuration', () => {
  const { topology, config } = loadPreset('single-dc-8-racks');
  const ids = new Set(topology.nodes.map((n) => n.id));
  // A committed version 2 that moves StateStorage's first ring to another node of the cluster.
  const moved: typeof config = {
    ...config,
    statestorage: {
      ringGroups: config.statestorage.ringGroups.map((g, i) =>
        i === 0 ? { ...g, rings: g.rings.map((r, k) => (k === 0 ? { ...r, replicas: [2] } : r)) } : g,
      ),
    },
  };
  const v = (configs: [number, typeof config][], latest: number): ConfigView => ({
    ...EMPTY_CONFIG_VIEW,
    configs: new Map(configs),
    latest,
  });

  it('is the run’s own until distconf commits a version, then the latest one', () => {
    expect(committedConfig(config, EMPTY_CONFIG_VIEW, ids)).toBe(config);
    expect(committedConfig(config, v([[2, moved]], 2), ids)).toBe(moved);
    expect(
      committedConfig(
        config,
        v(
          [
            [2, config],
            [3, moved],
          ],
          3,
        ),
        ids,
      ),
    ).toBe(moved);
  });

  it('ignores a committed config naming nodes the cluster lacks (a view left from another cluster)', () => {
    const elsewhere = {
      ...moved,
      board: { ringGroups: [{ ntoSelect: 1, writeOnly: false, rings: [{ replicas: [999] }] }] },
    };
    expect(committedConfig(config, v([[2, elsewhere]], 2), ids)).toBe(config);
  });
});
