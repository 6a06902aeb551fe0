import { describe, expect, it } from 'vitest';
import { initialClusterState, type ClusterState, type PileState } from '../../../model/bridge/state.ts';
import { loadPreset } from '../../../presets.ts';
import { handshakeRefusal, pileMap, refusedPeers } from './links.ts';

const { topology } = loadPreset('bridge-2-piles');
const m = pileMap(topology);
const nodesOf = (pile: number) => m.nodes.filter((n) => m.pileOf.get(n) === pile);
const [a, b] = [nodesOf(0), nodesOf(1)];
const state = (perPile: PileState[]): ClusterState => ({ ...initialClusterState(2), perPile, generation: 1 });

describe('refusedPeers', () => {
  it('a node refuses the nodes of other DISCONNECTED piles, never its own pile', () => {
    const s = state(['SYNCHRONIZED', 'DISCONNECTED']);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(refusedPeers(s, m, a[0] as number)).toEqual(b);
    // The DISCONNECTED pile's own nodes refuse nobody: the rejoining state must reach them.
    expect(refusedPeers(s, m, b[0] as number)).toEqual([]);
  });

  it('refuses nobody once the pile is NOT_SYNCHRONIZED or SYNCHRONIZED', () => {
    for (const p of ['NOT_SYNCHRONIZED_1', 'NOT_SYNCHRONIZED_2', 'SYNCHRONIZED'] as const)
      expect(refusedPeers(state(['SYNCHRONIZED', p]), m, a[0] as number)).toEqual([]);
  });
});

describe('handshakeRefusal (ProcessPeerConfig, distconf_connectivity.cpp)', () => {
  const x = a[0] as number;
  const y = b[0] as number;
  const sync = state(['SYNCHRONIZED', 'SYNCHRONIZED']);
  const dc = "can't establish connection to node belonging to disconnected pile";

  it('nodes of one pile connect whatever states they hold', () => {
    const other = { ...sync, primary: 1, promoted: 1, generation: 5 };
    expect(handshakeRefusal(sync, other, m, x, a[1] as number)).toBeNull();
  });

  it('the same state on both ends: accepted', () => {
    expect(handshakeRefusal(sync, sync, m, x, y)).toBeNull();
  });

  it('checks the DISCONNECTED piles first: remote, then local', () => {
    const bOut = state(['SYNCHRONIZED', 'DISCONNECTED']);
    expect(handshakeRefusal(bOut, sync, m, x, y)).toBe(`${dc}: remote disconnected`);
    expect(handshakeRefusal(bOut, sync, m, y, x)).toBe(`${dc}: local disconnected`);
  });

  it('states that differ in a pile, the primary or the promoted pile: "ClusterState is different"', () => {
    const promoted = { ...sync, promoted: 1, generation: 2 };
    const primary = { ...sync, primary: 1, promoted: 1, generation: 3 };
    const ns = { ...state(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_2']), generation: 1 };
    for (const other of [promoted, primary, ns])
      expect(handshakeRefusal(sync, other, m, x, y)).toBe('ClusterState is different');
  });

  it('the same states under another generation: the lower side updates itself, the higher the peer', () => {
    const newer = { ...sync, generation: 4 };
    expect(handshakeRefusal(sync, newer, m, x, y)).toBe('ClusterState generation mismatch: updating local');
    expect(handshakeRefusal(newer, sync, m, x, y)).toBe('ClusterState generation mismatch: updating peer');
  });
});
