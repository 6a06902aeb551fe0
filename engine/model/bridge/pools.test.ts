import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { bridgePools, tabletChannelGroup } from './pools.ts';

describe('BSController pools in bridge mode', () => {
  it('bridge-2-piles: pool A and pool B hold their pile groups, pool C the proxy-proxy pair', () => {
    const pools = bridgePools(loadPreset('bridge-2-piles').topology)!;
    expect(pools.pools.map((p) => [p.id, p.pile, p.groups, p.tabletChannels])).toEqual([
      ['A', 'A', ['static-A'], false],
      ['B', 'B', ['static-B'], false],
      ['C', null, ['static-A+static-B'], true],
    ]);
  });

  it('Hive places tablet channels only on pool C', () => {
    const pools = bridgePools(loadPreset('bridge-2-piles').topology)!;
    expect(tabletChannelGroup(pools)).toBe('static-A+static-B');
  });

  it('no pools outside bridge mode', () => {
    expect(bridgePools(loadPreset('mirror-3-dc').topology)).toBeNull();
  });
});
