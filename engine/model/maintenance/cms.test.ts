import { describe, expect, it } from 'vitest';
import type { ClusterConfig, RingGroup } from '../config/types.ts';
import { cmsStateStorageCheck } from './cms.ts';

/** Five rings of two nodes: ring i on nodes 2i+1, 2i+2; nto_select 5 (majority 3). */
const group = (extra: Partial<RingGroup> = {}, disabled: number[] = []): RingGroup => ({
  ntoSelect: 5,
  writeOnly: false,
  rings: [0, 1, 2, 3, 4].map((i) => ({
    replicas: [2 * i + 1, 2 * i + 2],
    ...(disabled.includes(i) ? { disabled: true } : {}),
  })),
  ...extra,
});
const cfg = (...groups: RingGroup[]): ClusterConfig => ({
  statestorage: { ringGroups: groups },
  board: { ringGroups: groups },
  schemeboard: { ringGroups: groups },
});

describe('CMS StateStorage ring check (cms.cpp TryToLockStateStorageReplica)', () => {
  it('allows one ring in max-availability, whatever its node count', () => {
    expect(cmsStateStorageCheck(cfg(group()), [], [1, 2])).toBeUndefined();
  });

  it('refuses a second ring and names it, with YDB’s text', () => {
    const r = cmsStateStorageCheck(cfg(group()), [], [1, 3]);
    expect(r).toMatchObject({ node: 3, group: 0, ring: 1, unavailableRings: [0], restartRings: 1 });
    expect(r?.reason).toBe(
      'Too many unavailable state storage rings. Restarting rings: 1. Temporary (for a 2 minutes) locked rings: 0. Maximum allowed number of unavailable rings for this mode: 1',
    );
  });

  it('counts what is already down, and a restarting own ring in the shown figure', () => {
    // n2 down (ring 0), n3 down (ring 1); asking for n1: ring 0 restarting already, ring 1 too.
    const r = cmsStateStorageCheck(cfg(group()), [2, 3], [1]);
    expect(r).toMatchObject({ node: 1, ring: 0, unavailableRings: [1], restartRings: 2 });
    // A node of the ring that is already down: only that ring is unavailable, so allowed.
    expect(cmsStateStorageCheck(cfg(group()), [2], [1])).toBeUndefined();
  });

  it('keep-available allows (nto_select - 1) / 2 = 2 rings and counts disabled rings', () => {
    expect(cmsStateStorageCheck(cfg(group()), [], [1, 3], 'keep-available')).toBeUndefined();
    const r = cmsStateStorageCheck(cfg(group()), [], [1, 3, 5], 'keep-available');
    expect(r).toMatchObject({ node: 5, ring: 2, unavailableRings: [0, 1], maxUnavailable: 2 });
    expect(r?.reason).toContain(
      'Disabled rings: 0. Maximum allowed number of unavailable rings for this mode: 2',
    );
    const d = cmsStateStorageCheck(cfg(group({}, [4])), [], [1, 3], 'keep-available');
    expect(d).toMatchObject({ node: 3, disabledRings: 1, unavailableRings: [0, 4] });
  });

  it('allows at once a node whose own ring is disabled; ignores non-replica nodes', () => {
    expect(cmsStateStorageCheck(cfg(group({}, [1])), [1], [3])).toBeUndefined();
    expect(cmsStateStorageCheck(cfg(group()), [1, 3, 5], [99])).toBeUndefined();
  });

  it('applies the rule per counted ring group, naming the group', () => {
    const second: RingGroup = {
      ...group(),
      rings: group().rings.map((r) => ({ replicas: r.replicas.map((n) => n + 10) })),
    };
    expect(cmsStateStorageCheck(cfg(group(), second), [], [1, 11])).toBeUndefined();
    expect(cmsStateStorageCheck(cfg(group(), second), [13], [11])).toMatchObject({ group: 1, ring: 0 });
    const wo = { ...second, writeOnly: true };
    expect(cmsStateStorageCheck(cfg(group(), wo), [13], [11])).toBeUndefined();
  });
});
