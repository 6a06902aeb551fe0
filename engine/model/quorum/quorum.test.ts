import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildConfig } from '../config/builder.ts';
import type { ClusterConfig, RingGroup } from '../config/types.ts';
import { validateConfig } from '../config/validate.ts';
import { recordHash, selectReplicas } from '../selection/index.ts';
import { buildTopology, indexTopology } from '../topology/build.ts';
import { loadPreset } from '../../presets.ts';
import { downSet, recordVerdict } from './quorum.ts';

const mirror = loadPreset('mirror-3-dc');
const tablet = recordHash({ kind: 'tablet', tabletId: '72075186224037888' });

describe('recordVerdict', () => {
  it('healthy cluster: reads and writes, nothing missing', () => {
    const v = recordVerdict(selectReplicas(mirror.config.statestorage, 'statestorage', tablet), downSet([]));
    expect(v).toMatchObject({ read: true, write: true });
    expect(v.groups[0]).toMatchObject({ ntoSelect: 9, majority: 5, alive: 9, missing: [] });
  });

  it('names the missing replicas and loses quorum below the majority', () => {
    const sel = selectReplicas(mirror.config.statestorage, 'statestorage', tablet);
    const chosen = sel[0]!.replicas.map((r) => r.node);
    const four = recordVerdict(sel, downSet(chosen.slice(0, 4)));
    expect(four.read).toBe(true);
    expect(four.groups[0]!.missing.map((r) => r.node)).toEqual(chosen.slice(0, 4));
    expect(recordVerdict(sel, downSet(chosen.slice(0, 5)))).toMatchObject({ read: false, write: false });
  });

  it('write_only groups never decide; not-contacted groups are skipped; no counted group → unavailable', () => {
    const g = mirror.config.statestorage.ringGroups[0]!;
    const wo: RingGroup = { ...g, writeOnly: true, actorIdOffset: 1 };
    const cfg = { ringGroups: [g, wo] };
    const sel = selectReplicas(cfg, 'statestorage', tablet);
    const all = new Set(sel[1]!.replicas.map((r) => r.node));
    // Kill nodes that only the write-only group selected: primary keeps quorum → still OK.
    const v = recordVerdict(sel, downSet(all));
    expect(v.groups[1]).toMatchObject({ counted: false, contacted: true });
    expect(v.read).toBe(v.groups[0]!.hasMajority);
    const disc = recordVerdict(
      selectReplicas({ ringGroups: [{ ...g, state: 'DISCONNECTED' }] }, 'board', tablet),
      downSet([]),
    );
    expect(disc.groups[0]!.contacted).toBe(false);
    expect(disc.read).toBe(false);
  });
});

/** Random regular topologies with a config the builder derives (always valid). */
const shapes = fc.record({
  realms: fc.integer({ min: 1, max: 4 }),
  racksPerRealm: fc.integer({ min: 1, max: 6 }),
  nodesPerRack: fc.integer({ min: 1, max: 4 }),
  replicasPerRing: fc.integer({ min: 1, max: 4 }),
});
const keys = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((id) => recordHash({ kind: 'tablet', tabletId: id })),
  fc.string().map((path) => recordHash({ kind: 'path', path })),
);

function setup(
  s: { realms: number; racksPerRealm: number; nodesPerRack: number; replicasPerRing: number },
  nto?: number,
) {
  const topology = buildTopology({ name: 'p', ...s });
  const config: ClusterConfig = buildConfig(topology, {
    all: { replicasPerRing: s.replicasPerRing, ...(nto ? { ntoSelect: nto } : {}) },
  });
  return { topology, config, idx: indexTopology(topology) };
}

describe('failure-model properties', () => {
  it('losing any one rack costs a record at most one replica per group when the config validates', () => {
    fc.assert(
      fc.property(shapes, keys, fc.nat(), (s, hash, pick) => {
        const { topology, config, idx } = setup(s);
        if (validateConfig(topology, config).some((p) => p.severity === 'error')) return;
        const rack = topology.domains[pick % topology.domains.length]!.id;
        const isDown = downSet(idx.nodesOfDomain.get(rack)!);
        for (const g of recordVerdict(selectReplicas(config.statestorage, 'statestorage', hash), isDown)
          .groups)
          expect(g.missing.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 400 },
    );
  });

  it('with nto_select = 5, losing any two racks keeps every majority', () => {
    const five = shapes.filter(
      (s) => s.realms * Math.min(s.racksPerRealm, s.realms >= 3 ? 3 : Math.ceil(8 / s.realms)) >= 5,
    );
    fc.assert(
      fc.property(five, keys, fc.nat(), fc.nat(), (s, hash, a, b) => {
        const { topology, config, idx } = setup(s, 5);
        expect(validateConfig(topology, config).filter((p) => p.severity === 'error')).toEqual([]);
        const racks = topology.domains.map((d) => d.id);
        const down = [racks[a % racks.length]!, racks[b % racks.length]!].flatMap((r) =>
          idx.nodesOfDomain.get(r)!,
        );
        const v = recordVerdict(selectReplicas(config.board, 'board', hash), downSet(down));
        expect(v.groups[0]!.alive).toBeGreaterThanOrEqual(3);
        expect(v.read && v.write).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
