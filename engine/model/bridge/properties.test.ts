import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextAutoTransition } from './auto.ts';
import { planAdminCommand, type BridgeAdminCommand } from './commands.ts';
import { effectiveRingGroupState, ringGroupPileState } from './ringgroups.ts';
import { initialClusterState, PILE_STATES, type ClusterState } from './state.ts';

const PILES = 3;
const NAMES = ['A', 'B', 'C'];
const pile = fc.integer({ min: 0, max: PILES - 1 });
const name = fc.constantFrom(...NAMES);
const maybeName = fc.option(name, { nil: undefined });

/** Admin commands, raw switches with arbitrary (often invalid) states, and automatic steps. */
type Step = { readonly admin: BridgeAdminCommand } | { readonly auto: { quorum: boolean[]; sync: number } };

const rawState = fc.record({
  perPile: fc.array(fc.constantFrom(...PILE_STATES), { minLength: PILES, maxLength: PILES }),
  primary: pile,
  promoted: pile,
  generationDelta: fc.integer({ min: -1, max: 2 }),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  name.map((p) => ({ admin: { kind: 'switchover' as const, primary: p } })),
  fc
    .tuple(name, maybeName)
    .map(([p, n]) => ({ admin: { kind: 'failover' as const, pile: p, ...(n ? { primary: n } : {}) } })),
  fc
    .tuple(name, maybeName)
    .map(([p, n]) => ({ admin: { kind: 'takedown' as const, pile: p, ...(n ? { primary: n } : {}) } })),
  name.map((p) => ({ admin: { kind: 'rejoin' as const, pile: p } })),
  fc
    .array(
      fc.tuple(
        name,
        fc.constantFrom('PRIMARY', 'PROMOTE', 'SYNCHRONIZED', 'DISCONNECTED', 'NOT_SYNCHRONIZED'),
      ),
      {
        maxLength: 3,
      },
    )
    .map((set) => ({
      admin: { kind: 'update' as const, set: set.map(([p, st]) => `${p}:${st}`), quorumPiles: [] },
    })),
  rawState.map((r) => ({
    admin: { kind: 'switch' as const, state: { ...r, generation: r.generationDelta } },
  })),
  fc
    .record({ quorum: fc.array(fc.boolean(), { minLength: PILES, maxLength: PILES }), sync: pile })
    .map((a) => ({
      auto: a,
    })),
);

function apply(state: ClusterState, s: Step): ClusterState | undefined {
  if ('admin' in s) {
    const cmd: BridgeAdminCommand =
      s.admin.kind === 'switch'
        ? {
            kind: 'switch',
            state: { ...s.admin.state, generation: state.generation + s.admin.state.generation },
          }
        : s.admin;
    const v = planAdminCommand(state, cmd, NAMES);
    return v.ok ? v.state : undefined;
  }
  const t = nextAutoTransition(state, {
    hasNodeQuorum: (p) => s.auto.quorum[p] ?? false,
    syncFinishedAt: (p) => (p === s.auto.sync ? state.generation : undefined),
  });
  return t?.state;
}

describe('any accepted sequence of bridge changes', () => {
  it('raises the generation by exactly one per change; one primary; primary and promoted SYNCHRONIZED', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = initialClusterState(PILES);
        let changes = 0;
        for (const s of steps) {
          const next = apply(state, s);
          if (next === undefined) continue;
          changes++;
          expect(next.generation).toBe(state.generation + 1);
          expect(Number.isInteger(next.primary) && next.primary >= 0 && next.primary < PILES).toBe(true);
          expect(next.perPile[next.primary]).toBe('SYNCHRONIZED');
          expect(next.perPile[next.promoted]).toBe('SYNCHRONIZED');
          const acting = next.perPile.filter(
            (_, i) => effectiveRingGroupState(ringGroupPileState(next, i)) === 'PRIMARY',
          );
          expect(acting).toHaveLength(1);
          expect(next.perPile.filter((p, i) => p !== state.perPile[i]).length).toBeLessThanOrEqual(1);
          state = next;
        }
        expect(state.generation).toBe(changes);
      }),
      { numRuns: 400 },
    );
  });
});
