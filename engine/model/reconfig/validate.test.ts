import { describe, expect, it } from 'vitest';
import { exportYdbConfig } from '../yamlconfig/export.ts';
import { buildTopology } from '../topology/build.ts';
import { sameConfiguration } from './actor-ids.ts';
import { cluster, flat, groups } from './testing.ts';
import { validateReplace } from './validate.ts';

const G1 = flat([1, 2, 3, 4, 5, 6, 7, 8], 5);
const G2 = flat([10, 20, 30, 40, 50, 60, 70, 80], 5);
const wo = { writeOnly: true };

function reason(r: ReturnType<typeof validateReplace>): string {
  return r.ok ? 'accepted' : r.reason;
}

describe('validateReplace (distconf ReconfigStateStorage)', () => {
  const base = cluster(groups(G1));

  it('refuses an empty command', () => {
    const r = validateReplace(base, {});
    expect(r).toEqual({ ok: false, subsystem: null, reason: 'New configuration is not defined' });
  });

  it('rule 1: at least one ring group', () => {
    const r = validateReplace(base, { board: groups() });
    expect(r).toMatchObject({ ok: false, subsystem: 'board' });
    expect(reason(r)).toBe('New StateStorageBoard configuration RingGroups is not filled in');
  });

  it('rule 2 / R3: the first group may not be WriteOnly', () => {
    const r = validateReplace(base, { statestorage: groups(flat([10, 20, 30], 3, wo), G1) });
    expect(reason(r)).toBe('New StateStorage configuration first RingGroup is writeOnly');
  });

  it('rule 3: 1 ≤ NToSelect ≤ rings', () => {
    expect(reason(validateReplace(base, { schemeboard: groups(flat([1, 2, 3], 4)) }))).toBe(
      'SchemeBoard invalid ring group selection',
    );
    expect(reason(validateReplace(base, { schemeboard: groups(G1, flat([10], 0, wo)) }))).toBe(
      'SchemeBoard invalid ring group selection',
    );
  });

  it('rule 4: every ring has a node', () => {
    const g = { ntoSelect: 1, writeOnly: true, rings: [{ replicas: [] }] };
    expect(reason(validateReplace(base, { statestorage: groups(G1, g) }))).toBe('StateStorage empty ring');
  });

  it('rule 5 / R4: replica ActorIds must be distinct; an offset separates them', () => {
    const shared = flat([10, 20, 30, 40, 5, 6, 7, 8], 5, wo);
    expect(reason(validateReplace(base, { statestorage: groups(G1, shared) }))).toBe(
      'StateStorage replicas ActorId intersection, specify RingGroupActorIdOffset if you run multiple replicas on one node',
    );
    const r = validateReplace(base, { statestorage: groups(G1, { ...shared, actorIdOffset: 1 }) });
    expect(r.ok).toBe(true);
  });

  it('rule 6 / R1: a new group must be introduced WriteOnly', () => {
    expect(reason(validateReplace(base, { statestorage: groups(G1, G2) }))).toBe(
      'New introduced ring group should be WriteOnly',
    );
    expect(validateReplace(base, { statestorage: groups(G1, { ...G2, ...wo }) }).ok).toBe(true);
  });

  it('rule 7 / R2: a counted group must be WriteOnly before it is deleted', () => {
    const both = cluster(groups(G1, G2));
    expect(reason(validateReplace(both, { statestorage: groups(G2) }))).toBe(
      'Can not delete not WriteOnly ring group. Make it WriteOnly before deletion',
    );
    const g1wo = cluster(groups(G2, { ...G1, ...wo }));
    expect(validateReplace(g1wo, { statestorage: groups(G2) }).ok).toBe(true);
  });

  it('R5 and rule 8: [G1, G2 wo] → [G1] is accepted and exported as the legacy ring', () => {
    const cur = cluster(groups(G1, { ...G2, ...wo }));
    const r = validateReplace(cur, { statestorage: groups(G1), board: groups(G1), schemeboard: groups(G1) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config.statestorage.ringGroups).toEqual([G1]);
    const topo = buildTopology({ name: 't', realms: 1, racksPerRealm: 8, nodesPerRack: 10 });
    const yaml = exportYdbConfig(topo, r.config);
    expect(yaml).toContain('explicit_state_storage_config:\n    ring:');
    expect(yaml).not.toContain('ring_groups');
  });

  it('leaves absent subsystems unchanged and reports the first failing one', () => {
    const r = validateReplace(base, { board: groups(G1, { ...G2, ...wo }) });
    expect(
      r.ok && r.config.statestorage === base.statestorage && r.config.schemeboard === base.schemeboard,
    ).toBe(true);
    const bad = validateReplace(base, { board: groups(G1, { ...G2, ...wo }), schemeboard: groups(G2) });
    expect(bad).toMatchObject({ ok: false, subsystem: 'schemeboard' });
  });
});

describe('sameConfiguration', () => {
  it('ignores WriteOnly but compares NToSelect, replicas, offset and state', () => {
    expect(sameConfiguration('statestorage', G1, { ...G1, ...wo })).toBe(true);
    expect(sameConfiguration('statestorage', G1, { ...G1, ntoSelect: 3 })).toBe(false);
    expect(sameConfiguration('statestorage', G1, { ...G1, actorIdOffset: 1 })).toBe(false);
    expect(sameConfiguration('statestorage', G1, { ...G1, state: 'SYNCHRONIZED' })).toBe(false);
    expect(sameConfiguration('statestorage', G1, flat([1, 2, 3, 4, 5, 6, 7, 9], 5))).toBe(false);
  });
});
