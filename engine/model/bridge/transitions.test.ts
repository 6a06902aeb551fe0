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

describe('validateSwitch: the transition table (distconf_invoke_bridge.cpp)', () => {
  it('SYNC (non-primary) → PROMOTED: admin switchover sets PromotedPile, gen +1', () => {
    const from = st([S, S]);
    const v = validateSwitch(from, next(from, { promoted: 1 }));
    expect(v).toEqual({ ok: true, state: { perPile: [S, S], primary: 0, promoted: 1, generation: 6 } });
  });

  it('PROMOTED pile that is not SYNCHRONIZED is refused', () => {
    const from = st([S, N2]);
    const v = validateSwitch(from, next(from, { promoted: 1 }));
    expect(v).toMatchObject({ ok: false, code: 'promoted-not-synchronized' });
  });

  it('any → DISCONNECTED for a non-primary pile (SYNC, NS1, NS2), one change, gen +1', () => {
    for (const s of [S, N1, N2]) {
      const from = st([S, s]);
      expect(validateSwitch(from, next(from, { perPile: [S, D] })).ok).toBe(true);
    }
  });

  it('primary → DISCONNECTED in the same command as Primary=Promoted=Y (Y SYNC) is accepted (B4)', () => {
    const from = st([S, S]);
    const v = validateSwitch(from, next(from, { perPile: [D, S], primary: 1, promoted: 1 }));
    expect(v).toEqual({ ok: true, state: { perPile: [D, S], primary: 1, promoted: 1, generation: 6 } });
  });

  it('primary → DISCONNECTED while staying primary is refused', () => {
    const from = st([S, S]);
    const v = validateSwitch(from, next(from, { perPile: [D, S] }));
    expect(v).toMatchObject({ ok: false, code: 'primary-not-synchronized' });
  });

  it('DISCONNECTED → NS1 and NS2 → NS1 (rejoin) are accepted', () => {
    for (const s of [D, N2]) {
      const from = st([S, s]);
      expect(validateSwitch(from, next(from, { perPile: [S, N1] })).ok).toBe(true);
    }
  });

  it('SYNC → NS1 is refused with YDB text (B2)', () => {
    const from = st([S, S]);
    expect(validateSwitch(from, next(from, { perPile: [S, N1] }))).toEqual({
      ok: false,
      code: 'invalid-transition',
      reason: 'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1',
      text: 'ydb',
    });
  });

  it('→ SYNCHRONIZED by command is refused (B3) from DISCONNECTED, NS1 and NS2', () => {
    for (const s of [D, N1, N2]) {
      const from = st([S, s]);
      expect(validateSwitch(from, next(from, { perPile: [S, S] }))).toMatchObject({
        ok: false,
        reason: "Can't switch to SYNCHRONIZED directly",
        text: 'ydb',
      });
    }
  });

  it('→ NS2 by command is refused (an automatic transition only)', () => {
    const from = st([S, N1]);
    expect(validateSwitch(from, next(from, { perPile: [S, N2] }))).toMatchObject({
      ok: false,
      code: 'not-synchronized-2-directly',
    });
  });

  it('PRIMARY(A)/DISC(B) → DISC(A)/PRIMARY(B) is refused: B cannot become SYNCHRONIZED directly', () => {
    const from = st([S, D]);
    const v = validateSwitch(from, next(from, { perPile: [D, S], primary: 1, promoted: 1 }));
    expect(v).toMatchObject({ ok: false, reason: "Can't switch to SYNCHRONIZED directly" });
  });

  it('two piles changing at once is refused', () => {
    const from = st([S, S, S]);
    const v = validateSwitch(from, next(from, { perPile: [S, D, D] }));
    expect(v).toMatchObject({ ok: false, code: 'too-many-changes' });
  });

  it('generation must be stored + 1 (B1: gen 5, switch with gen 7)', () => {
    const from = st([S, S], 0, 0, 5);
    expect(validateSwitch(from, { ...from, perPile: [S, D], generation: 7 })).toEqual({
      ok: false,
      code: 'generation',
      reason: 'New cluster state generation# 7 expected# 6',
      text: 'ydb',
    });
    expect(validateSwitch(from, { ...from, perPile: [S, D], generation: 5 })).toMatchObject({
      reason: 'New cluster state generation# 5 expected# 6',
    });
  });

  it('pile count and pile indices are checked', () => {
    const from = st([S, S]);
    expect(validateSwitch(from, next(from, { perPile: [S, S, S] }))).toMatchObject({ code: 'pile-count' });
    expect(validateSwitch(from, next(from, { primary: 2 }))).toMatchObject({ code: 'primary-index' });
    expect(validateSwitch(from, next(from, { promoted: -1 }))).toMatchObject({ code: 'promoted-index' });
  });
});
