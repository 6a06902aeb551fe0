import { describe, expect, it } from 'vitest';
import { buildConfig } from '../config/builder.ts';
import { isContacted } from '../quorum/quorum.ts';
import {
  applyClusterState,
  effectiveRingGroupState,
  RING_GROUP_ROLES,
  ringGroupPileState,
} from './ringgroups.ts';
import { clusterStateGuid, type ClusterState } from './state.ts';
import { twoPileState, twoPileTopology } from './testing.ts';

const st = twoPileState;
const rows = (s: ClusterState) => [0, 1].map((p) => ringGroupPileState(s, p));

describe('ring groups per cluster state (ExtractStateStorageConfig)', () => {
  it('normal: A PRIMARY, B SYNCHRONIZED', () => {
    expect(rows(st('SYNCHRONIZED', 'SYNCHRONIZED'))).toEqual(['PRIMARY', 'SYNCHRONIZED']);
  });

  it('B7: switchover in progress: A DEMOTED (effective SYNCHRONIZED), B PROMOTED (effective PRIMARY)', () => {
    const r = rows(st('SYNCHRONIZED', 'SYNCHRONIZED', 0, 1));
    expect(r).toEqual(['DEMOTED', 'PROMOTED']);
    expect(r.map(effectiveRingGroupState)).toEqual(['SYNCHRONIZED', 'PRIMARY']);
    expect(RING_GROUP_ROLES.DEMOTED).toMatchObject({ updateAwaited: true, leaderData: false });
    expect(RING_GROUP_ROLES.PROMOTED).toMatchObject({ updateAwaited: true, leaderData: true });
  });

  it('B8: NS1 / NS2 → NOT_SYNCHRONIZED: not contacted by SS updates, still resolved by guardians', () => {
    for (const s of ['NOT_SYNCHRONIZED_1', 'NOT_SYNCHRONIZED_2'] as const) {
      const rg = ringGroupPileState(st('SYNCHRONIZED', s), 1);
      expect(rg).toBe('NOT_SYNCHRONIZED');
      expect(isContacted(effectiveRingGroupState(rg))).toBe(false);
      expect(RING_GROUP_ROLES[rg]).toEqual({
        lookupContacted: false,
        updateAwaited: false,
        leaderData: false,
        resolved: true,
      });
    }
  });

  it('DISCONNECTED: neither contacted nor resolved', () => {
    const rg = ringGroupPileState(st('SYNCHRONIZED', 'DISCONNECTED'), 1);
    expect(rg).toBe('DISCONNECTED');
    expect(RING_GROUP_ROLES[rg].resolved).toBe(false);
  });

  it('applyClusterState writes every pile group of every subsystem', () => {
    const topology = twoPileTopology(5);
    const config = buildConfig(topology);
    const state = st('DISCONNECTED', 'SYNCHRONIZED', 1);
    const out = applyClusterState(config, state, ['A', 'B']);
    for (const sub of ['statestorage', 'board', 'schemeboard'] as const) {
      const groups = out[sub].ringGroups;
      expect(groups.map((g) => [g.pile, g.state])).toEqual([
        ['A', 'DISCONNECTED'],
        ['B', 'PRIMARY'],
      ]);
      expect(groups.map((g) => g.rings)).toEqual(config[sub].ringGroups.map((g) => g.rings));
      expect(out[sub].clusterState).toEqual({ generation: 1, guid: clusterStateGuid(state) });
    }
    expect(() => applyClusterState(config, st('SYNCHRONIZED', 'SYNCHRONIZED'), ['A', 'X'])).toThrow(
      /pile 'B'/,
    );
  });
});
