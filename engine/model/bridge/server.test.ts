import { describe, expect, it } from 'vitest';
import { updateClusterState, type PileUpdate } from './server.ts';
import type { ClusterState } from './state.ts';

const NAMES = ['A', 'B'];
const stored: ClusterState = {
  perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
  primary: 0,
  promoted: 0,
  generation: 4,
};
const req = (updates: PileUpdate[], quorumPiles: string[] = []) => ({ updates, quorumPiles });
const bad = (reason: string, status = 'BAD_REQUEST') => ({ ok: false, layer: 'server', status, reason });

// UpdateClusterState (rpc_bridge.cpp): ValidateRequest first, then the loop over piles with the stored state.
describe('updateClusterState: the server checks in its order', () => {
  it('an empty request', () => {
    expect(updateClusterState(stored, req([]), NAMES)).toMatchObject(bad('Updates list cannot be empty'));
  });
  it('a pile named twice (before the names are checked)', () => {
    const r = req([
      { pile: 'Z', state: 'DISCONNECTED' },
      { pile: 'Z', state: 'PRIMARY' },
    ]);
    expect(updateClusterState(stored, r, NAMES)).toMatchObject(bad('duplicate update for pile name# Z'));
  });
  it('two PRIMARY in one request', () => {
    const r = req([
      { pile: 'A', state: 'PRIMARY' },
      { pile: 'B', state: 'PRIMARY' },
    ]);
    expect(updateClusterState(stored, r, NAMES)).toMatchObject(
      bad('multiple primary piles are not allowed in a single request'),
    );
  });
  it('two PROMOTE in one request', () => {
    const r = req([
      { pile: 'A', state: 'PROMOTE' },
      { pile: 'B', state: 'PROMOTE' },
    ]);
    expect(updateClusterState(stored, r, NAMES)).toMatchObject(
      bad('multiple promoted piles are not allowed in a single request'),
    );
  });
  it('an unknown pile name', () => {
    expect(updateClusterState(stored, req([{ pile: 'C', state: 'SUSPENDED' }]), NAMES)).toMatchObject(
      bad('Invalid pile name# C'),
    );
  });
  it('a new PRIMARY beside the stored one the request does not name', () => {
    expect(updateClusterState(stored, req([{ pile: 'B', state: 'PRIMARY' }]), NAMES)).toMatchObject(
      bad('Multiple primary piles are not allowed, found 0 and 1'),
    );
  });
  it('SUSPENDED (takedown) has no mapping', () => {
    expect(updateClusterState(stored, req([{ pile: 'B', state: 'SUSPENDED' }]), NAMES)).toMatchObject(
      bad('Unsupported pile state', 'INTERNAL_ERROR'),
    );
  });
  it('no primary left', () => {
    expect(updateClusterState(stored, req([{ pile: 'A', state: 'DISCONNECTED' }]), NAMES)).toMatchObject(
      bad('Request must result in a state with one primary pile'),
    );
  });
  it('an unknown quorum pile, checked last', () => {
    expect(
      updateClusterState(stored, req([{ pile: 'B', state: 'DISCONNECTED' }], ['X']), NAMES),
    ).toMatchObject(bad('Unknown pile name in quorum: X'));
  });
});

describe('updateClusterState: the state it hands distconf', () => {
  it('generation = stored + 1 even when nothing changes', () => {
    expect(updateClusterState(stored, req([{ pile: 'B', state: 'DISCONNECTED' }]), NAMES)).toEqual({
      ok: true,
      state: { ...stored, generation: 5 },
      quorumPiles: [],
    });
  });
  it('public → internal: PROMOTE and PRIMARY are SYNCHRONIZED, NOT_SYNCHRONIZED is NS1; promoted defaults to the primary', () => {
    const v = updateClusterState(stored, req([{ pile: 'B', state: 'NOT_SYNCHRONIZED' }], ['A']), NAMES);
    expect(v).toEqual({
      ok: true,
      state: { perPile: ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'], primary: 0, promoted: 0, generation: 5 },
      quorumPiles: [0],
    });
    const p = updateClusterState(stored, req([{ pile: 'B', state: 'PROMOTE' }]), NAMES);
    expect(p).toMatchObject({ ok: true, state: { perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'], promoted: 1 } });
  });
});
