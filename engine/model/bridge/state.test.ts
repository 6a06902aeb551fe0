import { describe, expect, it } from 'vitest';
import {
  clusterStateGuid,
  describeClusterState,
  initialClusterState,
  listPiles,
  PILE_STATE_TRAITS,
  publicPileState,
  type ClusterState,
} from './state.ts';

describe('cluster state', () => {
  it('starts with every pile SYNCHRONIZED and pile 0 primary and promoted (GenerateBridgeInitialState)', () => {
    expect(initialClusterState(2)).toEqual({
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
      primary: 0,
      promoted: 0,
      generation: 0,
    });
  });

  it('PileStateTraits (bridge.h)', () => {
    expect(PILE_STATE_TRAITS.NOT_SYNCHRONIZED_1).toEqual({
      requiresDataQuorum: false,
      requiresConfigQuorum: false,
      allowsConnection: true,
    });
    expect(PILE_STATE_TRAITS.NOT_SYNCHRONIZED_2.requiresConfigQuorum).toBe(true);
    expect(PILE_STATE_TRAITS.DISCONNECTED.allowsConnection).toBe(false);
  });

  it('public names as `ydb admin cluster bridge list` prints them', () => {
    const s: ClusterState = {
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED', 'NOT_SYNCHRONIZED_2', 'DISCONNECTED'],
      primary: 0,
      promoted: 1,
      generation: 4,
    };
    expect(listPiles(s, ['a', 'b', 'c'])).toEqual([
      'a: PRIMARY',
      'b: PROMOTED',
      'c: NOT_SYNCHRONIZED',
      '#3: DISCONNECTED',
    ]);
    expect(publicPileState(s, 2)).toBe('NOT_SYNCHRONIZED');
    expect(() => publicPileState(s, 4)).toThrow(/outside/);
    expect(describeClusterState(s, ['a', 'b', 'c', 'd'])).toBe(
      'a:SYNCHRONIZED* b:SYNCHRONIZED^ c:NOT_SYNCHRONIZED_2 d:DISCONNECTED gen 4',
    );
  });
});

describe('clusterStateGuid', () => {
  it('differs for two states of one generation, and is stable for equal ones', () => {
    const a: ClusterState = {
      perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
      primary: 0,
      promoted: 0,
      generation: 1,
    };
    const b: ClusterState = {
      perPile: ['DISCONNECTED', 'SYNCHRONIZED'],
      primary: 1,
      promoted: 1,
      generation: 1,
    };
    expect(clusterStateGuid(a)).not.toBe(clusterStateGuid(b));
    expect(clusterStateGuid({ ...a, perPile: [...a.perPile] })).toBe(clusterStateGuid(a));
  });
});
