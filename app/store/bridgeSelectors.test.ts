import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../engine/presets.ts';
import { committedState, liveConfig } from './bridgeSelectors.ts';
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
