import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distinctRingSets } from '../quorum/ringsets.ts';
import { isContacted } from '../quorum/quorum.ts';
import { majority } from '../config/types.ts';
import type { NodeId } from '../topology/types.ts';
import { minimalCutSets } from './cut-report.ts';
import { faultView, prepareFaultModel, type FaultModel } from './model.ts';
import { bruteMinimalCuts, Oracle, smallClusters, type Cluster } from './testing.ts';
import { LEVELS, type Level } from './types.ts';

const K = 3;

/** Domains that host a replica on a node still up: minimal cuts only ever contain these. */
function candidates(c: Cluster, model: FaultModel, level: Level, down: ReadonlySet<NodeId>): number[] {
  const hosts = new Set(c.config.statestorage.ringGroups.flatMap((g) => g.rings.flatMap((r) => r.replicas)));
  const { nodes } = model.levels[level];
  return nodes.flatMap((ns, d) => (ns.some((n) => hosts.has(n) && !down.has(n)) ? [d] : []));
}

const listed = (model: ReturnType<typeof minimalCutSets>, level: Level) =>
  model.perSubsystem[0]!.read.find((l) => l.level === level)!;

describe('minimal cut sets', () => {
  it('match brute force over every domain subset up to size 3, from a healthy or degraded state', () => {
    fc.assert(
      fc.property(smallClusters, fc.array(fc.nat(), { maxLength: 2 }), (c, picks) => {
        const model = prepareFaultModel(c.topology, c.config);
        const down = new Set(picks.map((p) => c.topology.nodes[p % c.topology.nodes.length]!.id));
        const report = minimalCutSets(faultView(model, down), { maxSize: K, listed: Infinity });
        const classes = model.subsystems[0]!.read.structural;
        expect(classes.method).toBe('exact');
        const oracle = new Oracle(c, 'statestorage', classes);
        for (const level of LEVELS) {
          const domains = model.levels[level];
          const mine = listed(report, level);
          expect(mine.limitHit).toBe(false);
          const brute = bruteMinimalCuts(
            domains,
            candidates(c, model, level, down),
            K,
            (f) => oracle.lost(down, f) > 0,
          );
          expect(mine.cuts.map((x) => x.domains.join('+')).sort()).toEqual(brute);
          expect(mine.found).toBe(brute.length);
          for (const cut of mine.cuts) {
            const nodes = new Set(cut.domains.flatMap((id) => domains.nodes[domains.ids.indexOf(id)]!));
            // Exact share: the weight of records that had quorum and lose it, over 2^32.
            expect(cut.share * classes.total).toBe(oracle.lost(down, nodes));
            expect(cut.share).toBeGreaterThan(0);
            expect(cut.share).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('healthy: agree with the ring sets distinctRingSets enumerates (every counted group, every set)', () => {
    fc.assert(
      fc.property(smallClusters, (c) => {
        const model = prepareFaultModel(c.topology, c.config);
        const report = minimalCutSets(faultView(model), { maxSize: K, listed: Infinity });
        const groups = c.config.statestorage.ringGroups.filter((g) => isContacted(g.state) && !g.writeOnly);
        const sets = groups.map((g) => ({
          g,
          need: g.ntoSelect - majority(g.ntoSelect) + 1,
          sets: distinctRingSets(g.rings.length, g.ntoSelect),
        }));
        // A ring is lost when all its replicas are (exact at rack level and above: a ring sits in one rack).
        const isCut = (failed: ReadonlySet<NodeId>) =>
          sets.some(({ g, need, sets }) =>
            sets.some(
              (rs) => rs.filter((r) => g.rings[r]!.replicas.every((n) => failed.has(n))).length >= need,
            ),
          );
        const oneReplica = groups.every((g) => g.rings.every((r) => r.replicas.length === 1));
        for (const level of LEVELS.filter((l) => l !== 'node' || oneReplica)) {
          const brute = bruteMinimalCuts(
            model.levels[level],
            candidates(c, model, level, new Set()),
            K,
            isCut,
          );
          expect(
            listed(report, level)
              .cuts.map((x) => x.domains.join('+'))
              .sort(),
          ).toEqual(brute);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('each member matters: removing any one keeps quorum for every record', () => {
    fc.assert(
      fc.property(smallClusters, (c) => {
        const model = prepareFaultModel(c.topology, c.config);
        const oracle = new Oracle(c, 'statestorage', model.subsystems[0]!.read.structural);
        const report = minimalCutSets(faultView(model), { maxSize: K, listed: Infinity });
        for (const level of LEVELS) {
          const domains = model.levels[level];
          const nodesOf = (ids: readonly string[]) =>
            new Set(ids.flatMap((id) => domains.nodes[domains.ids.indexOf(id)]!));
          for (const cut of listed(report, level).cuts) {
            expect(oracle.lost(new Set(), nodesOf(cut.domains))).toBeGreaterThan(0);
            for (const id of cut.domains)
              expect(oracle.lost(new Set(), nodesOf(cut.domains.filter((x) => x !== id)))).toBe(0);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
