import { describe, expect, it } from 'vitest';
import { planAdminCommand, type BridgeAdminCommand } from './commands.ts';
import type { ClusterState, PileState } from './state.ts';

const NAMES = ['A', 'B'];
const S: PileState = 'SYNCHRONIZED';
const D: PileState = 'DISCONNECTED';
const N1: PileState = 'NOT_SYNCHRONIZED_1';
const st = (a: PileState, b: PileState, primary = 0, promoted = primary): ClusterState => ({
  perPile: [a, b],
  primary,
  promoted,
  generation: 3,
});
const plan = (s: ClusterState, c: BridgeAdminCommand) => planAdminCommand(s, c, NAMES);

describe('planAdminCommand: CLI → server → distconf', () => {
  it('switchover --primary B: promoted B, primary stays A until distconf promotes it', () => {
    expect(plan(st(S, S), { kind: 'switchover', primary: 'B' })).toMatchObject({
      ok: true,
      state: { perPile: [S, S], primary: 0, promoted: 1, generation: 4 },
    });
  });
  it('switchover to the primary itself leaves no primary: the server refuses', () => {
    expect(plan(st(S, S), { kind: 'switchover', primary: 'A' })).toMatchObject({
      layer: 'server',
      reason: 'Request must result in a state with one primary pile',
    });
  });
  it('switchover to a DISCONNECTED pile: PROMOTE maps to SYNCHRONIZED, which distconf refuses', () => {
    expect(plan(st(S, D), { kind: 'switchover', primary: 'B' })).toMatchObject({
      layer: 'distconf',
      reason: "Can't switch to SYNCHRONIZED directly",
    });
  });
  it('failover of the primary without --primary: the server refuses', () => {
    expect(plan(st(S, S), { kind: 'failover', pile: 'A' })).toMatchObject({
      layer: 'server',
      reason: 'Request must result in a state with one primary pile',
    });
  });
  it('failover --pile A --primary B moves the primary', () => {
    expect(plan(st(S, S), { kind: 'failover', pile: 'A', primary: 'B' })).toMatchObject({
      ok: true,
      state: { perPile: [D, S], primary: 1, promoted: 1, generation: 4 },
    });
  });
  it('a second failover of a DISCONNECTED pile is accepted and only bumps the generation', () => {
    expect(plan(st(S, D), { kind: 'failover', pile: 'B' })).toEqual({
      ok: true,
      state: { ...st(S, D), generation: 4 },
      quorumPiles: [],
    });
  });
  it('a redundant --primary naming the current primary is accepted', () => {
    expect(plan(st(S, S), { kind: 'failover', pile: 'B', primary: 'A' }).ok).toBe(true);
  });
  it('failover naming the same pile twice: the server refuses the duplicate', () => {
    expect(plan(st(S, S), { kind: 'failover', pile: 'B', primary: 'B' })).toMatchObject({
      layer: 'server',
      reason: 'duplicate update for pile name# B',
    });
  });
  it('takedown sends SUSPENDED, which the server does not support', () => {
    for (const c of [
      { kind: 'takedown', pile: 'B' },
      { kind: 'takedown', pile: 'A', primary: 'B' },
    ] as const)
      expect(plan(st(S, S), c)).toMatchObject({
        layer: 'server',
        status: 'INTERNAL_ERROR',
        reason: 'Unsupported pile state',
      });
  });
  it('rejoin of a SYNCHRONIZED pile: distconf refuses SYNCHRONIZED → NOT_SYNCHRONIZED_1', () => {
    expect(plan(st(S, S), { kind: 'rejoin', pile: 'B' })).toMatchObject({
      layer: 'distconf',
      reason: 'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1',
    });
  });
  it('rejoin of a NOT_SYNCHRONIZED pile is accepted (no change, generation +1)', () => {
    expect(plan(st(S, N1), { kind: 'rejoin', pile: 'B' })).toMatchObject({
      ok: true,
      state: { perPile: [S, N1] },
    });
  });
  it('an unknown pile: the server refuses the name', () => {
    expect(plan(st(S, S), { kind: 'rejoin', pile: 'Z' })).toMatchObject({
      layer: 'server',
      reason: 'Invalid pile name# Z',
    });
  });
  it('update --set with --quorum-pile passes the quorum piles on', () => {
    expect(plan(st(S, S), { kind: 'update', set: ['B:DISCONNECTED'], quorumPiles: ['A'] })).toMatchObject({
      ok: true,
      quorumPiles: [0],
    });
  });
  it('the raw switch reaches distconf alone (no server mapping)', () => {
    const raw = {
      kind: 'switch',
      state: { perPile: [S, N1], primary: 1, promoted: 1, generation: 4 },
    } as const;
    expect(plan(st(S, D), raw)).toMatchObject({ layer: 'distconf', reason: 'Incorrect primary pile state' });
  });
});
