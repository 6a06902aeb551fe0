import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { foldEvents } from '../../../folds/fold.ts';
import { bridgeFold } from '../../../folds/bridge.ts';
import { loadPreset } from '../../../presets.ts';

const S = 1_000_000;

describe('bridge mode on a running cluster (bridge-2-piles)', () => {
  it('B dies, failover, B returns, rejoin: NS1 → NS2 → SYNCHRONIZED, generation +1 each', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const sim = createClusterSimulation({ topology, config, seed: 1 });
    sim.schedule(1 * S, { kind: 'dc.down', dc: 'dc2' });
    sim.schedule(2 * S, { kind: 'bridge.failover', node: 1, pile: 'B' });
    sim.schedule(4 * S, { kind: 'dc.up', dc: 'dc2' });
    sim.schedule(5 * S, { kind: 'bridge.rejoin', node: 3, pile: 'B' });
    sim.schedule(1.2 * S, { kind: 'tablet.boot', node: 2, tabletId: '72075186224037888' });
    sim.schedule(2.5 * S, { kind: 'tablet.boot', node: 4, tabletId: '72075186224037889' });
    sim.runUntilSync(12 * S);
    const events = sim.trace.events;
    const world = { topology, config };
    const s = foldEvents(bridgeFold, world, events);
    const commits = events.filter((e) => e.kind === 'bridge.committed');
    expect(
      commits.map((e) => e.kind === 'bridge.committed' && [e.cause, e.generation, e.perPile.join('/')]),
    ).toEqual([
      ['failover', 1, 'SYNCHRONIZED/DISCONNECTED'],
      ['rejoin', 2, 'SYNCHRONIZED/NOT_SYNCHRONIZED_1'],
      ['regain-quorum', 3, 'SYNCHRONIZED/NOT_SYNCHRONIZED_2'],
      ['sync-finished', 4, 'SYNCHRONIZED/SYNCHRONIZED'],
    ]);
    expect(s.committed).toEqual({
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
      primary: 'A',
      promoted: 'A',
      generation: 4,
    });
    expect(events.filter((e) => e.kind === 'invariant.violated')).toEqual([]);
    expect(
      events.filter((e) => e.kind === 'bridge.root').map((e) => e.kind === 'bridge.root' && e.root),
    ).toEqual([true, false, true]);
    // B dead and still SYNCHRONIZED: no tablet can be elected (B11); after failover group B is
    // DISCONNECTED and not awaited, so A alone elects.
    const elected = events
      .filter((e) => e.kind === 'leader.elected')
      .map((e) => e.kind === 'leader.elected' && e.tabletId);
    expect(elected).toContain('72075186224037889');
    const early = events.find((e) => e.kind === 'leader.elected' && e.tabletId === '72075186224037888');
    expect(early === undefined || early.t > 2 * S).toBe(true);
    expect([...s.appliedByNode.values()].every((a) => a.generation === 4)).toBe(true);
  });
});

describe('tablets in bridge mode', () => {
  it('start only in the PRIMARY pile: a boot in pile B is handed to pile A until B becomes primary', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const sim = createClusterSimulation({ topology, config, seed: 2 });
    sim.schedule(0.2 * S, { kind: 'tablet.boot', node: 12, tabletId: '72075186224037890' });
    sim.schedule(1 * S, { kind: 'bridge.switchover', node: 12, newPrimary: 'B' });
    sim.schedule(2 * S, { kind: 'tablet.boot', node: 12, tabletId: '72075186224037890' });
    sim.runUntilSync(5 * S);
    const events = sim.trace.events;
    const handoffs = events.filter((e) => e.kind === 'tablet.handoff');
    expect(handoffs[0]).toMatchObject({ node: 12, cause: 'refused', toPile: 'A' });
    expect(handoffs[0]).toMatchObject({
      reason: expect.stringContaining('pile B is not PRIMARY or PROMOTED'),
    });
    const elected = events.filter((e) => e.kind === 'leader.elected' && e.tabletId === '72075186224037890');
    const pileOf = (n: number) => topology.nodes.find((x) => x.id === n)?.pile;
    // led from pile A first, then in pile B once the switchover promoted it
    expect(pileOf(elected[0]!.node)).toBe('A');
    expect(elected.filter((e) => e.t > 1 * S).every((e) => pileOf(e.node) === 'B')).toBe(true);
    expect(events.filter((e) => e.kind === 'invariant.violated')).toEqual([]);
  });
});

describe('a running tablet when its pile stops being primary', () => {
  it('stops instead of serving once takedown moved the primary to pile B', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const sim = createClusterSimulation({ topology, config, seed: 3 });
    const tablet = '72075186224037891';
    sim.schedule(0.1 * S, { kind: 'tablet.boot', node: 2, tabletId: tablet });
    sim.schedule(1 * S, { kind: 'tablet.request', node: 3, tabletId: tablet });
    sim.schedule(2 * S, { kind: 'bridge.failover', node: 12, pile: 'A', newPrimary: 'B' });
    sim.schedule(3 * S, { kind: 'tablet.request', node: 3, tabletId: tablet });
    sim.runUntilSync(5 * S);
    const events = sim.trace.events;
    const served = events.filter((e) => e.kind === 'tablet.served' && e.tabletId === tablet);
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((e) => e.t < 2 * S)).toBe(true);
    const stopped = events.find((e) => e.kind === 'tablet.stopped' && e.tabletId === tablet);
    expect(stopped).toMatchObject({
      node: 2,
      reason: 'pile A is not PRIMARY or PROMOTED (B)',
    });
    expect(events.filter((e) => e.kind === 'invariant.violated')).toEqual([]);
  });
});
