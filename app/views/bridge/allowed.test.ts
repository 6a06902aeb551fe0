import { describe, expect, it } from 'vitest';
import type { ClusterState } from '../../../engine/index.ts';
import { allowedEdges } from './allowed.ts';

const st = (a: ClusterState['perPile'][number], b: ClusterState['perPile'][number]): ClusterState => ({
  perPile: [a, b],
  primary: 0,
  promoted: 0,
  generation: 3,
});

describe('allowed transitions in the state diagram', () => {
  it('a synchronized secondary may only be disconnected', () => {
    expect([...allowedEdges(st('SYNCHRONIZED', 'SYNCHRONIZED'), 1, 1)]).toEqual([
      'SYNCHRONIZED>DISCONNECTED',
    ]);
  });

  it('the primary may be disconnected only towards a synchronized new primary', () => {
    expect([...allowedEdges(st('SYNCHRONIZED', 'SYNCHRONIZED'), 0, 1)]).toEqual([
      'SYNCHRONIZED>DISCONNECTED',
    ]);
    expect([...allowedEdges(st('SYNCHRONIZED', 'DISCONNECTED'), 0, 1)]).toEqual([]);
  });

  it('DISCONNECTED → NS1 by rejoin; NS1 and NS2 move on automatically or back to DISCONNECTED', () => {
    expect([...allowedEdges(st('SYNCHRONIZED', 'DISCONNECTED'), 1, 1)]).toEqual([
      'DISCONNECTED>NOT_SYNCHRONIZED_1',
    ]);
    expect([...allowedEdges(st('SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'), 1, 1)].sort()).toEqual([
      'NOT_SYNCHRONIZED_1>DISCONNECTED',
      'NOT_SYNCHRONIZED_1>NOT_SYNCHRONIZED_2',
    ]);
    expect([...allowedEdges(st('SYNCHRONIZED', 'NOT_SYNCHRONIZED_2'), 1, 1)].sort()).toEqual([
      'NOT_SYNCHRONIZED_2>DISCONNECTED',
      'NOT_SYNCHRONIZED_2>NOT_SYNCHRONIZED_1',
      'NOT_SYNCHRONIZED_2>SYNCHRONIZED',
    ]);
  });
});
