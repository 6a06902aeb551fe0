/**
 * Bridge-2-piles chaos runs (within, with bridge commands) in which a SchemeShard's schema once went
 * backwards (chaos.schema-never-backwards). Each guards one rule that keeps it durable; each run is
 * also checked to still do what makes it a regression (its `needs`: trace events it must contain).
 */
import { describe, expect, it } from 'vitest';
import { runChaos } from './runner.ts';

const CASES = [
  {
    seed: 234,
    guards: 'a new generation reads its schema back from BlobStorage instead of starting afresh',
    needs: { 'leader.elected': 2, 'schema.committed': 1 },
  },
  {
    seed: 188,
    guards:
      "the sync copies a log blob's rows, so a rejoined pile's group holds what was committed meanwhile",
    needs: { 'leader.elected': 2, 'bridge.syncReport': 1 },
  },
  {
    seed: 34,
    guards:
      'a new generation re-commits what it read before serving, so a commit one group alone took is on both',
    needs: { 'leader.elected': 2, 'bridge.drive': 1 },
  },
  {
    seed: 251,
    guards: "a new generation's re-commit is a snapshot, so an entry a dead leader left unseen never returns",
    needs: { 'leader.elected': 2, 'schema.committed': 1 },
  },
] as const;

describe('chaos: a durable SchemeShard', () => {
  it.each(CASES)(
    'seed $seed: $guards',
    ({ seed, needs }) => {
      const r = runChaos({ seed, mode: 'within', preset: 'bridge-2-piles', bridge: true });
      expect(r.violations.map((v) => `${v.invariant}: ${v.message}`)).toEqual([]);
      for (const [kind, least] of Object.entries(needs))
        expect(r.stats.events[kind] ?? 0, kind).toBeGreaterThanOrEqual(least);
    },
    120_000,
  );
});
