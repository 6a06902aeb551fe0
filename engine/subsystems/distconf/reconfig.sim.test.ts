/**
 * The four-step move of every subsystem from G1 (nodes 1..8) to G2 (nodes 9..12, 5..8) under load:
 * new replicas start empty and are refilled by guardians, publishers and the populator; old ones are
 * poisoned at step 4; every node ends on the last version; tablets still resolve afterwards.
 */
import { describe, expect, it } from 'vitest';
import { G2, eventsOf, smallCluster } from './testing.ts';

const S = 1_000_000;
const TABLETS = ['72075186224037888', '72075186224037889', '72075186224037890'];

describe('four-step reconfiguration', () => {
  it('moves all three subsystems to G2 with pauses; data follows; tablets resolve', () => {
    const { sim } = smallCluster(3);
    TABLETS.forEach((tabletId, i) => sim.schedule(10_000, { kind: 'tablet.boot', node: 9 + i, tabletId }));
    sim.schedule(10_000, {
      kind: 'board.publish',
      node: 10,
      path: 'gpc+/Root/db1',
      payload: 'n10',
      publisher: 'ep',
    });
    sim.schedule(2 * S, { kind: 'reconfig.start', node: 12, subsystem: 'all', target: G2, pauseMs: 6000 });
    sim.runUntilSync(30 * S);
    TABLETS.forEach((tabletId, i) => sim.schedule(30 * S, { kind: 'tablet.request', node: 1 + i, tabletId }));
    sim.runUntilSync(32 * S);

    const steps = eventsOf(sim, 'reconfig.step');
    expect(steps.map((e) => [e.step, e.version])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
    expect(eventsOf(sim, 'reconfig.done').map((e) => e.ok)).toEqual([true]);
    for (let n = 1; n <= 12; n++) expect(sim.configVersion(n)).toBe(5);

    const life = eventsOf(sim, 'replica.lifecycle');
    const started = life.filter((e) => e.change === 'started');
    // G2 (offset 1: it shares nodes 5..8 with G1) starts on its 8 nodes at step 1, for 3 subsystems
    expect(new Set(started.map((e) => e.version))).toEqual(new Set([2]));
    expect(started).toHaveLength(24);
    expect(started.every((e) => e.replica.split(':')[1] === '1')).toBe(true);
    const poisoned = life.filter((e) => e.change === 'poisoned');
    expect(new Set(poisoned.map((e) => e.version))).toEqual(new Set([5]));
    expect(poisoned).toHaveLength(24);
    expect(poisoned.every((e) => e.replica.split(':')[1] === '0')).toBe(true);

    // the write-only group is refilled before step 2 counts it
    const step2At = steps[1]!.t;
    const g2Writes = eventsOf(sim, 'replica.changed').filter((e) => e.replica.split(':')[1] === '1');
    for (const tabletId of TABLETS)
      expect(
        g2Writes.some((e) => e.key === tabletId && e.t < step2At && e.subsystem === 'statestorage'),
      ).toBe(true);
    expect(g2Writes.some((e) => e.subsystem === 'board' && e.t < step2At)).toBe(true);

    const resolved = eventsOf(sim, 'tablet.resolved').filter((e) => e.t >= 30 * S);
    expect(resolved.map((e) => e.tabletId).sort()).toEqual([...TABLETS].sort());
    expect(resolved.every((e) => e.leader !== null)).toBe(true);
  });
});
