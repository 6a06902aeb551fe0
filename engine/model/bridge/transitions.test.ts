import { describe, expect, it } from 'vitest';
import type { ClusterState, PileState } from './state.ts';
import { validateSwitch } from './transitions.ts';

const S: PileState = 'SYNCHRONIZED';
const N1: PileState = 'NOT_SYNCHRONIZED_1';
const N2: PileState = 'NOT_SYNCHRONIZED_2';
const D: PileState = 'DISCONNECTED';

function st(perPile: PileState[], primary = 0, promoted = primary, generation = 5): ClusterState {
  return { perPile, primary, promoted, generation };
}
const next = (s: ClusterState, patch: Partial<ClusterState>): ClusterState => ({
  ...s,
  generation: s.generation + 1,
  ...patch,
});
const refused = (reason: string) => ({ ok: false, layer: 'distconf', status: 'INTERNAL_ERROR', reason });

// Each check in the order of SwitchBridgeClusterState (distconf_invoke_bridge.cpp); each case also
// breaks every later check, so it passes only while the order is distconf's.
describe('validateSwitch: distconf checks in its order, with its texts', () => {
  const from = st([S, S, D]);
  it('1. one state per pile', () => {
    const v = validateSwitch(from, { perPile: [S, S], primary: 9, promoted: 9, generation: 0 });
    expect(v).toMatchObject(refused('Incorrect number of per-pile states in new config'));
  });
  it('2. primary index', () => {
    expect(
      validateSwitch(from, { perPile: [N2, N2, N2], primary: 3, promoted: 9, generation: 0 }),
    ).toMatchObject(refused('Incorrect primary pile'));
  });
  it('3. promoted index', () => {
    expect(
      validateSwitch(from, { perPile: [N2, N2, N2], primary: 0, promoted: -1, generation: 0 }),
    ).toMatchObject(refused('Incorrect promoted pile'));
  });
  it('4. primary SYNCHRONIZED in the new state', () => {
    expect(
      validateSwitch(from, { perPile: [N2, N2, N2], primary: 0, promoted: 1, generation: 0 }),
    ).toMatchObject(refused('Incorrect primary pile state'));
  });
  it('5. promoted SYNCHRONIZED in the new state', () => {
    expect(
      validateSwitch(from, { perPile: [S, N2, N2], primary: 0, promoted: 1, generation: 0 }),
    ).toMatchObject(refused('Incorrect promoted pile state'));
  });
  it('6. per pile: SYNCHRONIZED never by command', () => {
    expect(
      validateSwitch(from, { perPile: [S, D, S], primary: 0, promoted: 0, generation: 0 }),
    ).toMatchObject(refused("Can't switch to SYNCHRONIZED directly"));
  });
  it('6. per pile: SYNCHRONIZED → NOT_SYNCHRONIZED_1', () => {
    expect(
      validateSwitch(from, { perPile: [S, N1, N1], primary: 0, promoted: 0, generation: 0 }),
    ).toMatchObject(refused('Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1'));
  });
  it('6. per pile: NOT_SYNCHRONIZED_2 never by command', () => {
    expect(
      validateSwitch(from, { perPile: [S, D, N2], primary: 0, promoted: 0, generation: 0 }),
    ).toMatchObject(refused("Can't switch to NOT_SYNCHRONIZED_2 directly"));
  });
  it('7. at most one pile changes', () => {
    expect(
      validateSwitch(from, { perPile: [S, D, N1], primary: 0, promoted: 0, generation: 0 }),
    ).toMatchObject(refused('Too many state changes in new configuration'));
  });
  it('8. the generation, last', () => {
    expect(validateSwitch(from, { ...from, generation: 7 })).toMatchObject(
      refused('New cluster state generation# 7 expected# 6'),
    );
  });
});

describe('validateSwitch: what distconf accepts', () => {
  it('a switch that changes no pile (only the generation)', () => {
    const from = st([S, D]);
    expect(validateSwitch(from, next(from, {}))).toEqual({ ok: true, state: next(from, {}) });
  });
  it('DISCONNECTED from any state, the primary moving with it (B4)', () => {
    for (const s of [S, N1, N2]) {
      const f = st([S, s]);
      expect(validateSwitch(f, next(f, { perPile: [S, D] })).ok).toBe(true);
    }
    const f = st([S, S]);
    expect(validateSwitch(f, next(f, { perPile: [D, S], primary: 1, promoted: 1 })).ok).toBe(true);
  });
  it('NOT_SYNCHRONIZED_1 from DISCONNECTED and from NOT_SYNCHRONIZED_2', () => {
    for (const s of [D, N2]) {
      const f = st([S, s]);
      expect(validateSwitch(f, next(f, { perPile: [S, N1] })).ok).toBe(true);
    }
  });
  it('a promoted pile while the primary stays (switchover)', () => {
    const f = st([S, S]);
    expect(validateSwitch(f, next(f, { promoted: 1 })).ok).toBe(true);
  });
});
