import { describe, expect, it } from 'vitest';
import type { Stamped } from '../kernel/trace.ts';
import { buildConfig } from '../model/config/builder.ts';
import { twoPileTopology } from '../model/bridge/testing.ts';
import type { BridgeEvent } from '../subsystems/distconf/bridge/events.ts';
import { bridgeFold, copyBridge } from './bridge.ts';
import { foldEvents } from './fold.ts';

const topology = twoPileTopology();
const world = { topology, config: buildConfig(topology) };
const put = (t: number, node: number, ok: boolean): Stamped<BridgeEvent> =>
  ok
    ? { kind: 'bridge.put', ok, ppGeneration: 2, mode: 'B:DISCONNECTED', t, node }
    : {
        kind: 'bridge.put',
        ok,
        ppGeneration: 1,
        mode: 'B:SYNCHRONIZED',
        group: 'A',
        by: 5,
        groupPPGeneration: 2,
        reason: 'stale-generation',
        t,
        node,
      };

describe('refused writes in the bridge fold', () => {
  it('keep the last refused write per writer until that node writes successfully', () => {
    const s = foldEvents(bridgeFold, world, [put(1000, 3, false), put(1100, 4, false), put(2000, 4, true)]);
    expect([...s.refusedWrites.keys()]).toEqual([3]);
    expect(s.refusedWrites.get(3)).toEqual({
      t: 1000,
      node: 3,
      by: 5,
      group: 'A',
      ppGeneration: 1,
      groupPPGeneration: 2,
      reason: 'stale-generation',
    });
  });

  it('are copied, so later events do not change a copy', () => {
    const s = foldEvents(bridgeFold, world, [put(1000, 3, false)]);
    const c = copyBridge(s);
    bridgeFold.step(s, put(2000, 3, true));
    expect(s.refusedWrites.size).toBe(0);
    expect(c.refusedWrites.size).toBe(1);
  });
});
