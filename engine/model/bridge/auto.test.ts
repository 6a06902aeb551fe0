import { describe, expect, it } from 'vitest';
import { autoPromote, autoRegainQuorum, autoSyncFinished, nextAutoTransition } from './auto.ts';
import { mandatoryPiles } from './quorum.ts';
import { ringGroupPileState } from './ringgroups.ts';
import type { ClusterState } from './state.ts';

const base: ClusterState = {
  perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
  primary: 0,
  promoted: 0,
  generation: 3,
};

describe('automatic transitions (UpdateBridgeConfig)', () => {
  it('B6: Primary=A, Promoted=B (B SYNC) → next commit makes B primary, gen +1; RGs A SYNCHRONIZED, B PRIMARY', () => {
    const t = autoPromote({ ...base, promoted: 1 });
    expect(t).toEqual({
      kind: 'promote',
      pile: 1,
      state: { ...base, primary: 1, promoted: 1, generation: 4 },
    });
    expect([ringGroupPileState(t!.state, 0), ringGroupPileState(t!.state, 1)]).toEqual([
      'SYNCHRONIZED',
      'PRIMARY',
    ]);
  });

  it('no promotion without a promoted pile, or when the promoted pile is no longer SYNCHRONIZED', () => {
    expect(autoPromote(base)).toBeUndefined();
    expect(autoPromote({ ...base, perPile: ['SYNCHRONIZED', 'DISCONNECTED'], promoted: 1 })).toBeUndefined();
  });

  it('B5: A PRIMARY / B NS1, B regains node quorum → B NS2, gen +1, config quorum A+B', () => {
    const ns1: ClusterState = { ...base, perPile: ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'] };
    expect(mandatoryPiles(ns1)).toEqual([0]);
    expect(autoRegainQuorum(ns1, (p) => p === 0)).toBeUndefined();
    const t = autoRegainQuorum(ns1, () => true);
    expect(t).toMatchObject({ kind: 'regain-quorum', pile: 1, state: { generation: 4 } });
    expect(t!.state.perPile).toEqual(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_2']);
    expect(mandatoryPiles(t!.state)).toEqual([0, 1]);
  });

  it('NS2 → SYNCHRONIZED when sync finished under the current generation only', () => {
    const ns2: ClusterState = { ...base, perPile: ['SYNCHRONIZED', 'NOT_SYNCHRONIZED_2'] };
    expect(autoSyncFinished(ns2, 1, 2)).toBeUndefined();
    expect(autoSyncFinished(ns2, 0, 3)).toBeUndefined();
    expect(autoSyncFinished(ns2, 1, 3)?.state).toEqual({ ...base, generation: 4 });
  });

  it('nextAutoTransition: promotion first, then quorum, then sync', () => {
    const s: ClusterState = {
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED', 'NOT_SYNCHRONIZED_1', 'NOT_SYNCHRONIZED_2'],
      primary: 0,
      promoted: 1,
      generation: 9,
    };
    const facts = { hasNodeQuorum: () => true, syncFinishedAt: (p: number) => (p === 3 ? 9 : undefined) };
    expect(nextAutoTransition(s, facts)?.kind).toBe('promote');
    expect(nextAutoTransition({ ...s, promoted: 0 }, facts)?.kind).toBe('regain-quorum');
    const onlySync = { ...s, promoted: 0, perPile: s.perPile.map((p, i) => (i === 2 ? 'DISCONNECTED' : p)) };
    expect(nextAutoTransition(onlySync, facts)).toMatchObject({ kind: 'sync-finished', pile: 3 });
    expect(nextAutoTransition(base, facts)).toBeUndefined();
  });
});
