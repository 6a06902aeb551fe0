import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import type { Stamped } from '../kernel/trace.ts';
import { loadPreset } from '../presets.ts';
import { parseScenario } from '../scenario/load.ts';
import { isDoStep } from '../scenario/schema.ts';
import type { BridgeEvent } from '../subsystems/distconf/bridge/events.ts';
import { bridgeFold } from './bridge.ts';
import { dsProxyStatus } from './dsProxy.ts';
import { foldEvents } from './fold.ts';
import staleDsProxy from '../../public/scenarios/bridge-stale-dsproxy.json';
import { proxyConfigHeld } from './proxyHistory.ts';

const { topology, config } = loadPreset('bridge-2-piles');
type PerPile = Extract<BridgeEvent, { kind: 'bridge.committed' }>['perPile'];
const state = (generation: number, perPile: PerPile) =>
  ({ perPile, primary: 'A', promoted: 'A', generation }) as const;
/** A root's commit and its own apply of the state (distconf/bridge/actor.ts applies it at once). */
const committed = (t: number, generation: number, perPile: PerPile, node = 1): Stamped<BridgeEvent>[] => [
  { kind: 'bridge.committed', cause: 'failover', pile: 'B', ...state(generation, perPile), t, node },
  { kind: 'bridge.applied', ...state(generation, perPile), t, node },
];
const applied = (t: number, generation: number, perPile: PerPile, node: number): Stamped<BridgeEvent> => ({
  kind: 'bridge.applied',
  ...state(generation, perPile),
  t,
  node,
});

describe('dsProxyStatus', () => {
  it('shows PRIMARY/SYNCHRONIZED with PPGeneration 1 before any commit', () => {
    const s = dsProxyStatus(foldEvents(bridgeFold, { topology, config }, []))!;
    expect(s.ppGeneration).toBe(1);
    expect(s.pairs).toEqual([{ primary: 'A', pile: 'B', mode: 'SYNCHRONIZED', submode: null }]);
  });

  it('follows a failover and a rejoin: the config committed with the newest state', () => {
    const fold = foldEvents(bridgeFold, { topology, config }, [
      ...committed(1, 1, ['SYNCHRONIZED', 'DISCONNECTED']),
      ...committed(2, 2, ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1']),
      // a node that missed generation 1 holds the config committed with 2, not one derived anew
      applied(3, 2, ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'], 5),
    ]);
    const s = dsProxyStatus(fold)!;
    expect(s.ppGeneration).toBe(3);
    expect(s.pairs[0]).toMatchObject({ mode: 'NOT_SYNCHRONIZED', submode: 'WRITE_KEEP' });
    expect(s.groups).toEqual([
      { pile: 'A', generation: 3, ppGeneration: 3 },
      { pile: 'B', generation: 2, ppGeneration: 3 },
    ]);
    expect(proxyConfigHeld(fold.proxy, 5)).toBe(proxyConfigHeld(fold.proxy, 1));
  });

  it('between a commit and its first apply, shows the newest state some node applied', () => {
    const [commit] = committed(2, 2, ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1']);
    const s = dsProxyStatus(
      foldEvents(bridgeFold, { topology, config }, [
        ...committed(1, 1, ['SYNCHRONIZED', 'DISCONNECTED']),
        commit!,
      ]),
    )!;
    expect(s.ppGeneration).toBe(2);
    expect(s.pairs[0]).toMatchObject({ mode: 'DISCONNECTED', submode: null });
  });

  it('holds, per node, the PPGeneration the engine committed with the state (bridge.vdiskOp carries it)', () => {
    const p = parseScenario(staleDsProxy);
    if (!p.ok) throw new Error(p.errors.join('\n'));
    const sc = p.scenario;
    const sim = createClusterSimulation({ topology: sc.topology, config: sc.config, seed: sc.file.seed });
    for (const s of sc.file.steps) if (isDoStep(s)) sim.schedule(Math.round(s.at * 1000), s.do);
    sim.runUntilSync(Math.round(sc.durationMs * 1000));
    const fold = bridgeFold.init({ topology: sc.topology, config: sc.config });
    let compared = 0;
    for (const e of sim.trace.events) {
      bridgeFold.step(fold, e);
      if (e.kind !== 'bridge.vdiskOp') continue;
      expect(proxyConfigHeld(fold.proxy, e.node).ppGeneration, `n${e.node} at ${e.t} µs`).toBe(
        e.committedPPGeneration,
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
    expect(dsProxyStatus(fold)!.ppGeneration).toBeGreaterThan(1);
  });
});
