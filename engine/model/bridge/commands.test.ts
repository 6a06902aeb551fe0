import { describe, expect, it } from 'vitest';
import { planAdminCommand } from './commands.ts';
import { initialClusterState, listPiles, type ClusterState } from './state.ts';

const names = ['A', 'B'];
const normal = { ...initialClusterState(2), generation: 5 };

function accepted(state: ClusterState, v: ReturnType<typeof planAdminCommand>): ClusterState {
  if (!v.ok) throw new Error(`refused: ${v.reason}`);
  expect(v.state.generation).toBe(state.generation + 1);
  return v.state;
}

describe('ydb admin cluster bridge commands', () => {
  it('switchover --new-primary B: B PROMOTED, gen +1', () => {
    const s = accepted(normal, planAdminCommand(normal, { kind: 'switchover', newPrimary: 1 }, names));
    expect(listPiles(s, names)).toEqual(['A: PRIMARY', 'B: PROMOTED']);
  });

  it('switchover to the primary or to an unsynchronized pile is refused', () => {
    expect(planAdminCommand(normal, { kind: 'switchover', newPrimary: 0 }, names)).toMatchObject({
      ok: false,
      reason: 'Pile A is already PRIMARY',
    });
    const ns = { ...normal, perPile: ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_2'] as const };
    expect(planAdminCommand(ns, { kind: 'switchover', newPrimary: 1 }, names)).toMatchObject({
      ok: false,
      reason: 'Pile B is NOT_SYNCHRONIZED, switchover needs a SYNCHRONIZED pile',
    });
  });

  it('failover --pile B: B DISCONNECTED, A stays primary', () => {
    const s = accepted(normal, planAdminCommand(normal, { kind: 'failover', pile: 1 }, names));
    expect(listPiles(s, names)).toEqual(['A: PRIMARY', 'B: DISCONNECTED']);
  });

  it('failover of the primary needs --new-primary naming a SYNCHRONIZED pile', () => {
    expect(planAdminCommand(normal, { kind: 'failover', pile: 0 }, names)).toMatchObject({
      ok: false,
      code: 'needs-new-primary',
    });
    const s = accepted(normal, planAdminCommand(normal, { kind: 'failover', pile: 0, newPrimary: 1 }, names));
    expect(s).toMatchObject({ perPile: ['DISCONNECTED', 'SYNCHRONIZED'], primary: 1, promoted: 1 });
    const ns = { ...normal, perPile: ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'] as const };
    expect(planAdminCommand(ns, { kind: 'failover', pile: 0, newPrimary: 1 }, names)).toMatchObject({
      ok: false,
      code: 'new-primary-not-synchronized',
    });
  });

  it('--new-primary for a non-primary pile, failover of a DISCONNECTED pile and unknown piles are refused', () => {
    expect(planAdminCommand(normal, { kind: 'failover', pile: 1, newPrimary: 0 }, names)).toMatchObject({
      code: 'new-primary-not-needed',
    });
    const d = { ...normal, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] as const };
    expect(planAdminCommand(d, { kind: 'takedown', pile: 1 }, names)).toMatchObject({
      code: 'already-disconnected',
    });
    expect(planAdminCommand(normal, { kind: 'rejoin', pile: 2 }, names)).toMatchObject({
      code: 'unknown-pile',
    });
  });

  it('takedown of the promoted pile cancels the switchover', () => {
    const sw = accepted(normal, planAdminCommand(normal, { kind: 'switchover', newPrimary: 1 }, names));
    const s = accepted(sw, planAdminCommand(sw, { kind: 'takedown', pile: 1 }, names));
    expect(s).toMatchObject({ perPile: ['SYNCHRONIZED', 'DISCONNECTED'], primary: 0, promoted: 0 });
  });

  it('rejoin: DISCONNECTED → NOT_SYNCHRONIZED; a connected pile is refused', () => {
    const d = { ...normal, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] as const };
    const s = accepted(d, planAdminCommand(d, { kind: 'rejoin', pile: 1 }, names));
    expect(s.perPile).toEqual(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1']);
    expect(listPiles(s, names)).toEqual(['A: PRIMARY', 'B: NOT_SYNCHRONIZED']);
    expect(planAdminCommand(normal, { kind: 'rejoin', pile: 1 }, names)).toMatchObject({
      ok: false,
      reason: 'Pile B is SYNCHRONIZED, rejoin needs a DISCONNECTED pile',
    });
  });

  it('raw switch goes through the distconf checks (B1, B3)', () => {
    expect(
      planAdminCommand(normal, {
        kind: 'switch',
        state: { ...normal, perPile: ['SYNCHRONIZED', 'DISCONNECTED'], generation: 7 },
      }),
    ).toMatchObject({ reason: 'New cluster state generation# 7 expected# 6' });
    const d = { ...normal, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] as const };
    expect(
      planAdminCommand(d, {
        kind: 'switch',
        state: { ...d, perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'], generation: 6 },
      }),
    ).toMatchObject({ reason: "Can't switch to SYNCHRONIZED directly" });
  });
});
