/**
 * distconf end to end: a refused change changes nothing; an accepted one is committed once and
 * reaches every node as a message; a cut-off node keeps its version and catches up after the heal.
 */
import { describe, expect, it } from 'vitest';
import { groups } from '../../model/reconfig/testing.ts';
import { G1, G2, eventsOf, smallCluster } from './testing.ts';

const S = 1_000_000;

describe('distconf', () => {
  it('refuses a group introduced as not WriteOnly (R1) with YDB’s reason, and nothing changes', () => {
    const { sim } = smallCluster();
    sim.schedule(0, {
      kind: 'config.replace',
      node: 3,
      statestorage: groups(G1, { ...G2, actorIdOffset: 1 }),
    });
    sim.runUntilSync(5 * S);
    expect(eventsOf(sim, 'config.refused').map((e) => e.reason)).toEqual([
      'New introduced ring group should be WriteOnly',
    ]);
    expect(eventsOf(sim, 'config.committed')).toEqual([]);
    expect(eventsOf(sim, 'config.applied')).toEqual([]);
    expect(eventsOf(sim, 'distconf.root').map((e) => [e.node, e.root])).toEqual([[1, true]]);
  });

  it('commits a valid change once and every node applies it', () => {
    const { sim } = smallCluster();
    const next = groups(G1, { ...G2, writeOnly: true, actorIdOffset: 1 });
    sim.schedule(0, { kind: 'config.replace', node: 12, statestorage: next });
    sim.runUntilSync(5 * S);
    const commits = eventsOf(sim, 'config.committed');
    expect(commits.map((e) => [e.node, e.version])).toEqual([[1, 2]]);
    expect(commits[0]?.config.statestorage).toEqual(next);
    const applied = eventsOf(sim, 'config.applied');
    expect(applied.map((e) => e.node).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(applied.map((e) => e.version))).toEqual(new Set([2]));
    // a message per node, after the commit
    const commitAt = commits[0]?.t ?? 0;
    expect(applied.every((e) => e.t > commitAt)).toBe(true);
  });

  it('a cut-off node keeps its version and catches up when the link heals', () => {
    const { sim } = smallCluster();
    sim.schedule(0, {
      kind: 'link.cut',
      a: { nodes: [11] },
      b: { nodes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12] },
    });
    sim.schedule(0, {
      kind: 'config.replace',
      node: 2,
      board: groups(G1, { ...G2, writeOnly: true, actorIdOffset: 1 }),
    });
    sim.schedule(8 * S, {
      kind: 'link.heal',
      a: { nodes: [11] },
      b: { nodes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12] },
    });
    sim.runUntilSync(7 * S);
    expect(eventsOf(sim, 'config.applied').some((e) => e.node === 11)).toBe(false);
    expect(sim.configVersion(11)).toBe(1);
    sim.runUntilSync(11 * S);
    const late = eventsOf(sim, 'config.applied').filter((e) => e.node === 11);
    expect(late.map((e) => e.version)).toEqual([2]);
    expect(late[0]!.t).toBeLessThan(8 * S + 1.5 * S);
    expect(sim.configVersion(11)).toBe(2);
  });
});
