import { describe, expect, it } from 'vitest';
import { buildTopology } from '../topology/build.ts';
import type { Topology } from '../topology/types.ts';
import { planAdminCommand } from './commands.ts';
import {
  hasConfigQuorum,
  mandatoryPiles,
  nodeQuorumByPile,
  persistsProposedConfig,
  pileHasNodeQuorum,
  rootEligible,
} from './quorum.ts';
import { twoPileState } from './testing.ts';

const st = twoPileState;

describe('config quorum per cluster state (distconf_quorum.cpp)', () => {
  it.each([
    ['PRIMARY / SYNCHRONIZED', st('SYNCHRONIZED', 'SYNCHRONIZED'), [0, 1]],
    ['PRIMARY / PROMOTED', st('SYNCHRONIZED', 'SYNCHRONIZED', 0, 1), [0, 1]],
    ['PRIMARY / NS2', st('SYNCHRONIZED', 'NOT_SYNCHRONIZED_2'), [0, 1]],
    ['PRIMARY / NS1 (code: A only; docs say both)', st('SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'), [0]],
    ['PRIMARY / DISCONNECTED', st('SYNCHRONIZED', 'DISCONNECTED'), [0]],
    ['DISCONNECTED / PRIMARY', st('DISCONNECTED', 'SYNCHRONIZED', 1), [1]],
  ] as const)('%s needs piles %j', (_, state, piles) => {
    expect(mandatoryPiles(state)).toEqual(piles);
    expect(hasConfigQuorum(state, (p) => piles.includes(p as never))).toBe(true);
    for (const p of piles) expect(hasConfigQuorum(state, (q) => q !== p)).toBe(false);
  });

  it('B4: Primary=B, A=DISC commits with only B having quorum; A nodes do not persist it', () => {
    const from = st('SYNCHRONIZED', 'SYNCHRONIZED');
    const v = planAdminCommand(from, { kind: 'failover', pile: 'A', primary: 'B' }, ['A', 'B']);
    if (!v.ok) throw new Error(v.reason);
    expect(hasConfigQuorum(v.state, (p) => p === 1)).toBe(true);
    expect(persistsProposedConfig(v.state, 0)).toBe(false);
    expect(persistsProposedConfig(v.state, 1)).toBe(true);
  });
});

describe('node quorum (HasNodeQuorum)', () => {
  const topo: Topology = buildTopology({
    name: 't',
    realms: 4,
    racksPerRealm: 1,
    nodesPerRack: 3,
    piles: ['A', 'A', 'A', 'B'],
  });
  // Pile A: dc1 n1-3, dc2 n4-6, dc3 n7-9; pile B: dc4 n10-12.
  it('a strict majority of DCs, each with a strict majority of nodes', () => {
    const down = (ids: number[]) => (n: number) => !ids.includes(n);
    expect(pileHasNodeQuorum(topo, 'A', down([]))).toBe(true);
    expect(pileHasNodeQuorum(topo, 'A', down([1, 2, 4]))).toBe(true); // dc1 lost, dc2 2/3, dc3 3/3
    expect(pileHasNodeQuorum(topo, 'A', down([1, 2, 4, 5]))).toBe(false); // only dc3 keeps majority
    expect(pileHasNodeQuorum(topo, 'B', down([10]))).toBe(true);
    expect(pileHasNodeQuorum(topo, 'B', down([10, 11]))).toBe(false);
    expect(pileHasNodeQuorum(topo, 'C', down([]))).toBe(false);
    expect(nodeQuorumByPile(topo, down([10, 11]))).toEqual([true, false]);
  });
});

describe('root eligibility (GlobalQuorum)', () => {
  it('B12: a pile-B node with full node quorum never becomes root while A is primary', () => {
    const s = st('SYNCHRONIZED', 'SYNCHRONIZED');
    expect(rootEligible(s, 1, () => true)).toBe(false);
    expect(rootEligible(s, 0, () => true)).toBe(true);
    expect(rootEligible(s, 0, (p) => p === 0)).toBe(false); // quorum lost: B is mandatory
    expect(rootEligible(st('SYNCHRONIZED', 'DISCONNECTED'), 0, (p) => p === 0)).toBe(true);
    expect(rootEligible(st('DISCONNECTED', 'SYNCHRONIZED', 1), 1, (p) => p === 1)).toBe(true);
  });
});
