import { describe, expect, it } from 'vitest';
import { buildTopology } from '../topology/build.ts';
import { cluster, flat, groups } from '../reconfig/testing.ts';
import { decideSelfHeal } from './decision.ts';
import { recommendedShape } from './shape.ts';
import { racks, states } from './testing.ts';

const dcs = (realms: number, racksPerRealm: number) =>
  buildTopology({ name: 't', realms, racksPerRealm, nodesPerRack: 1 }).nodes;

describe('recommendedShape (CalculateRingsParameters)', () => {
  it('one DC: a ring per node under 5 nodes, NToSelect 1 under 3 nodes, else 3', () => {
    expect(recommendedShape(racks(2).nodes)).toEqual({ rings: 2, ntoSelect: 1, perRing: 1 });
    expect(recommendedShape(racks(4).nodes)).toEqual({ rings: 4, ntoSelect: 3, perRing: 1 });
  });

  it('one DC from 5 nodes: min(nodes, 8) rings, NToSelect 5', () => {
    expect(recommendedShape(racks(6).nodes)).toEqual({ rings: 6, ntoSelect: 5, perRing: 1 });
    expect(recommendedShape(racks(7).nodes)).toEqual({ rings: 7, ntoSelect: 5, perRing: 1 });
    expect(recommendedShape(racks(8, 3).nodes)).toEqual({ rings: 8, ntoSelect: 5, perRing: 1 });
  });

  it('three DCs of 3 nodes: 3 rings each, NToSelect 9; a DC of 2 nodes: 1 ring each, NToSelect 3', () => {
    expect(recommendedShape(dcs(3, 3))).toEqual({ rings: 9, ntoSelect: 9, perRing: 1 });
    const short = dcs(3, 3).filter((n) => n.id !== 9);
    expect(recommendedShape(short)).toEqual({ rings: 3, ntoSelect: 3, perRing: 1 });
  });
});

describe('SelfHeal growth decision', () => {
  it('a seventh rack joins a 6-ring group: FULL move to 7 rings, one per rack', () => {
    const t = racks(7);
    const cur = cluster(groups(flat([1, 2, 3, 4, 5, 6], 5)));
    const d = decideSelfHeal({
      topology: t,
      current: cur,
      nodeStates: states(t),
      forceHeal: true,
      resize: true,
    });
    expect(d.kind).toBe('FULL');
    if (d.kind !== 'FULL') return;
    expect(d.verdicts.statestorage).toEqual({ kind: 'FULL', why: 'NToSelect or ring count differs' });
    const ss = d.targets.statestorage?.[0];
    expect(ss?.ntoSelect).toBe(5);
    expect(ss?.rings.map((r) => r.replicas[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('without resize the same cluster keeps its 6 rings: nothing to heal', () => {
    const t = racks(7);
    const cur = cluster(groups(flat([1, 2, 3, 4, 5, 6], 5)));
    const d = decideSelfHeal({ topology: t, current: cur, nodeStates: states(t), forceHeal: true });
    expect(d).toEqual({
      kind: 'ERROR',
      reason: 'Current configuration is recommended. Nothing to self-heal.',
    });
  });

  it('a group already at the recommended 8 rings does not grow with a ninth rack', () => {
    const t = racks(9);
    const cur = cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5)));
    const d = decideSelfHeal({
      topology: t,
      current: cur,
      nodeStates: states(t),
      forceHeal: true,
      resize: true,
    });
    expect(d.kind).toBe('ERROR');
  });
});
