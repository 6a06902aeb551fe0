import { describe, expect, it } from 'vitest';
import { reassignNode } from '../reconfig/reassign.ts';
import { cluster, flat, groups } from '../reconfig/testing.ts';
import { decideSelfHeal } from './decision.ts';
import { clampWaitForConfigStep, selfHealDurationUs } from './timing.ts';
import { racks, states } from './testing.ts';

const EIGHT = cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5)));

describe('decideSelfHeal (SelfHealStateStorage)', () => {
  it('S3: one BAD node and a spare → ONE_NODE 3 → 9 for all three subsystems, 2 commits', () => {
    const t = racks(9);
    const d = decideSelfHeal({ topology: t, current: EIGHT, nodeStates: states(t, [3]), forceHeal: true });
    expect(d).toMatchObject({
      kind: 'ONE_NODE',
      from: 3,
      to: 9,
      subsystems: ['statestorage', 'board', 'schemeboard'],
    });
    if (d.kind !== 'ONE_NODE') return;
    const c1 = reassignNode(EIGHT, { ...d, disableRing: true });
    expect(c1.ok && c1.config.board.ringGroups[0]?.rings[2]).toEqual({ replicas: [3], disabled: true });
    if (!c1.ok) return;
    const c2 = reassignNode(c1.config, { ...d, disableRing: false });
    expect(c2.ok && c2.config.schemeboard.ringGroups[0]?.rings.map((r) => r.replicas[0])).toEqual([
      1, 2, 9, 4, 5, 6, 7, 8,
    ]);
    expect(c2.ok && c2.config.schemeboard.ringGroups[0]?.rings[2]).toEqual({ replicas: [9] });
  });

  it('S4: BAD nodes in 3 rings → FULL for all subsystems with an adjusted offset', () => {
    const t = racks(11);
    const d = decideSelfHeal({
      topology: t,
      current: EIGHT,
      nodeStates: states(t, [2, 4, 6]),
      forceHeal: true,
    });
    expect(d.kind).toBe('FULL');
    if (d.kind !== 'FULL') return;
    expect(d.targets.statestorage?.[0]?.rings.map((r) => r.replicas[0])).toEqual([1, 3, 5, 7, 8, 9, 10, 11]);
    // Flat lists: byte7 = offset + index + 1, so offsets 1..3 still put node 3, 5 or 7 on its old id.
    expect(d.targets.statestorage?.[0]?.actorIdOffset).toBe(4);
    expect(Object.keys(d.targets)).toEqual(['statestorage', 'board', 'schemeboard']);
  });

  it('one replacement but more bad rings than NToSelect − majority → FULL', () => {
    const t = racks(9);
    const d = decideSelfHeal({
      topology: t,
      current: EIGHT,
      nodeStates: states(t, [2, 4, 6]),
      forceHeal: true,
    });
    expect(d).toMatchObject({
      kind: 'FULL',
      verdicts: { statestorage: { kind: 'FULL', why: '3 rings hold bad nodes' } },
    });
  });

  it('a node missing from the Sentinel map: bad for "has bad nodes", good in the bad-ring count', () => {
    const t = racks(9);
    const nodeStates = states(t, [2, 4]);
    nodeStates.delete(3);
    // Node 3 goes (one replacement, 3 → 9); the rings of 2 and 4 are bad, node 3's ring is not
    // counted: 2 ≤ NToSelect − majority = 2, so ONE_NODE. Counting it too would make 3 → FULL.
    const d = decideSelfHeal({ topology: t, current: EIGHT, nodeStates, forceHeal: true });
    expect(d).toMatchObject({ kind: 'ONE_NODE', from: 3, to: 9 });
  });

  it('a node missing from the map alone still makes the subsystem need a heal', () => {
    const t = racks(9);
    const nodeStates = states(t);
    nodeStates.delete(3);
    const d = decideSelfHeal({ topology: t, current: EIGHT, nodeStates, forceHeal: true });
    expect(d).toMatchObject({ kind: 'ONE_NODE', from: 3, to: 9 });
  });

  it('refuses a faulty recommendation unless forced', () => {
    const t = racks(9);
    const d = decideSelfHeal({ topology: t, current: EIGHT, nodeStates: states(t, [2, 4, 6]) });
    expect(d).toEqual({
      kind: 'ERROR',
      reason: 'Recommended configuration has faulty nodes and can not be applyed',
    });
  });

  it('S7: current == recommended → nothing to self-heal', () => {
    const t = racks(8);
    const d = decideSelfHeal({ topology: t, current: EIGHT, nodeStates: states(t), forceHeal: true });
    expect(d).toEqual({
      kind: 'ERROR',
      reason: 'Current configuration is recommended. Nothing to self-heal.',
    });
  });

  it('S9 in the decision: spreading alone does not trigger a heal when all nodes are good', () => {
    const t = racks(8, 2);
    const cur = cluster(groups(flat([1, 3, 5, 7, 9, 11, 13, 15], 5)));
    const d = decideSelfHeal({ topology: t, current: cur, nodeStates: states(t), forceHeal: true });
    expect(d.kind).toBe('ERROR');
  });

  it('a left-over WriteOnly group makes the next run FULL', () => {
    const t = racks(9);
    const cur = cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5), flat([9], 1, { writeOnly: true })));
    const d = decideSelfHeal({ topology: t, current: cur, nodeStates: states(t, [3]), forceHeal: true });
    expect(d).toMatchObject({
      kind: 'FULL',
      verdicts: { statestorage: { kind: 'FULL', why: 'group count differs' } },
    });
  });
});

describe('reassignNode (ReassignStateStorageNode)', () => {
  it('refuses a missing or ambiguous From node', () => {
    expect(reassignNode(EIGHT, { from: 42, to: 9, subsystems: ['board'], disableRing: false })).toEqual({
      ok: false,
      reason: 'StateStorageBoard From node not found',
    });
    const twice = cluster(
      groups(flat([1, 2, 3], 3), flat([1, 5, 6], 3, { writeOnly: true, actorIdOffset: 1 })),
    );
    expect(reassignNode(twice, { from: 1, to: 9, subsystems: ['statestorage'], disableRing: false })).toEqual(
      {
        ok: false,
        reason: 'StateStorage ambiguous From node',
      },
    );
  });
});

describe('timing', () => {
  it('S6: wait_for_config_step 0 or ≥ 10 min → 1 min', () => {
    expect(clampWaitForConfigStep(0)).toBe(60_000_000);
    expect(clampWaitForConfigStep(600_000_000)).toBe(60_000_000);
    expect(clampWaitForConfigStep(-5)).toBe(60_000_000);
    expect(clampWaitForConfigStep(599_999_999)).toBe(599_999_999);
    expect(clampWaitForConfigStep(5_000_000)).toBe(5_000_000);
    expect(selfHealDurationUs('FULL', 0)).toBe(240_000_000);
    expect(selfHealDurationUs('ONE_NODE', 5_000_000)).toBe(10_000_000);
  });
});
