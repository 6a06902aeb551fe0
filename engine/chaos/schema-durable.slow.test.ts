/**
 * Seed 234 on bridge-2-piles with bridge commands: SchemeShard gen 2 commits /Root/db1 v2, a rack
 * takes its node down, gen 3 boots elsewhere. Its schema is read back from BlobStorage, so it goes
 * on from v2; a SchemeShard that started afresh re-committed v1 (chaos.schema-never-backwards).
 */
import { describe, expect, it } from 'vitest';
import { runChaos } from './runner.ts';

describe('chaos: a durable SchemeShard', () => {
  it('seed 234 (bridge-2-piles, within, --bridge): a new generation never commits an older schema', () => {
    const r = runChaos({ seed: 234, mode: 'within', preset: 'bridge-2-piles', bridge: true });
    expect(r.violations.map((v) => `${v.invariant}: ${v.message}`)).toEqual([]);
    // the run does what the regression needs: the SchemeShard is re-elected and commits afterwards
    expect(r.stats.events['leader.elected'] ?? 0).toBeGreaterThan(1);
    expect(r.stats.events['schema.committed'] ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
