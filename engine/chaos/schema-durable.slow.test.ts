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

  it('seed 188 (bridge-2-piles, within, --bridge): what the primary took while a pile was out reaches that pile by sync', () => {
    // SchemeShard gen 3 commits /Root/db1/t2 v4 into pile B's group while pile A rejoins; the sync
    // copies the log blob to A's group, and gen 4, booting in A after the switchover, reads v4 back.
    // A sync that copied sizes but not rows let gen 4 re-commit v3.
    const r = runChaos({ seed: 188, mode: 'within', preset: 'bridge-2-piles', bridge: true });
    expect(r.violations.map((v) => `${v.invariant}: ${v.message}`)).toEqual([]);
    expect(r.stats.events['bridge.syncReport'] ?? 0).toBeGreaterThan(0);
    expect(r.stats.events['leader.elected'] ?? 0).toBeGreaterThan(1);
  }, 120_000);

  it('seed 34 (bridge-2-piles, within, --bridge): what a new generation read is on both piles before it builds on it', () => {
    // SchemeShard gen 4's commit lands in pile A's group only (B's disks are lost, then its block
    // refuses it); gen 5 reads it from A, the primary then, and publishes it; after a switchover gen 6
    // reads pile B's group. Gen 5 re-committed what it read before serving, so B holds it too; without
    // that, gen 6 re-published the older version.
    const r = runChaos({ seed: 34, mode: 'within', preset: 'bridge-2-piles', bridge: true });
    expect(r.violations.map((v) => `${v.invariant}: ${v.message}`)).toEqual([]);
    expect(r.stats.events['leader.elected'] ?? 0).toBeGreaterThan(1);
  }, 120_000);
});
