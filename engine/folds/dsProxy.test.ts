import { describe, expect, it } from 'vitest';
import type { Stamped } from '../kernel/trace.ts';
import { loadPreset } from '../presets.ts';
import type { BridgeEvent } from '../subsystems/distconf/bridge/events.ts';
import { bridgeFold } from './bridge.ts';
import { dsProxyStatus } from './dsProxy.ts';
import { foldEvents } from './fold.ts';

const { topology, config } = loadPreset('bridge-2-piles');
type PerPile = Extract<BridgeEvent, { kind: 'bridge.committed' }>['perPile'];
const committed = (t: number, generation: number, perPile: PerPile): Stamped<BridgeEvent> => ({
  kind: 'bridge.committed',
  cause: 'failover',
  pile: 'B',
  perPile,
  primary: 'A',
  promoted: 'A',
  generation,
  t,
  node: 1,
});

describe('dsProxyStatus', () => {
  it('shows PRIMARY/SYNCHRONIZED with PPGeneration 1 before any commit', () => {
    const s = dsProxyStatus(foldEvents(bridgeFold, { topology, config }, []))!;
    expect(s.ppGeneration).toBe(1);
    expect(s.pairs).toEqual([{ primary: 'A', pile: 'B', mode: 'SYNCHRONIZED', submode: null }]);
  });

  it('follows a failover and a rejoin, in generation order', () => {
    const s = dsProxyStatus(
      foldEvents(bridgeFold, { topology, config }, [
        committed(2, 2, ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1']),
        committed(1, 1, ['SYNCHRONIZED', 'DISCONNECTED']),
      ]),
    )!;
    expect(s.ppGeneration).toBe(3);
    expect(s.pairs[0]).toMatchObject({ mode: 'NOT_SYNCHRONIZED', submode: 'WRITE_KEEP' });
    expect(s.groups).toEqual([
      { pile: 'A', generation: 3, ppGeneration: 3 },
      { pile: 'B', generation: 2, ppGeneration: 3 },
    ]);
  });
});
