import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainSelection } from './explain.ts';
import { type RecordKey, recordHash } from './record-key.ts';
import { selectReplicas } from './select.ts';
import { oneGroup, ringGroup } from './test-configs.ts';

const rings9 = oneGroup(ringGroup(9, 5));
const rings8 = oneGroup(ringGroup(8, 5));

function ringsOf(config: typeof rings9, key: RecordKey, walker: 'fixed' | 'legacy' = 'fixed'): number[] {
  const [g] = selectReplicas(config, 'statestorage', recordHash(key), { walker });
  return (g?.replicas ?? []).map((r) => r.ring);
}

describe('docs/model.md worked examples (one-replica rings, nto 5)', () => {
  const rows: [string, RecordKey, number[], number[]][] = [
    [
      'tablet 72057594037927937',
      { kind: 'tablet', tabletId: '72057594037927937' },
      [2, 7, 3, 8, 4],
      [3, 0, 5, 2, 7],
    ],
    [
      'tablet 72075186224037888',
      { kind: 'tablet', tabletId: '72075186224037888' },
      [7, 8, 0, 1, 2],
      [5, 6, 7, 0, 1],
    ],
    [
      'tablet 72075186224037889',
      { kind: 'tablet', tabletId: '72075186224037889' },
      [2, 6, 1, 5, 0],
      [1, 2, 3, 4, 5],
    ],
    ['Board gpc+/Root/db', { kind: 'path', path: 'gpc+/Root/db' }, [4, 6, 8, 1, 3], [6, 3, 0, 5, 2]],
    ['SchemeBoard /Root', { kind: 'path', path: '/Root' }, [3, 1, 8, 6, 4], [2, 1, 0, 7, 6]],
    [
      'PathId(72057594046678944, 1)',
      { kind: 'pathId', ownerId: 72057594046678944n, localPathId: 1n },
      [2, 0, 7, 5, 3],
      [1, 0, 7, 6, 5],
    ],
  ];
  it.each(rows)('%s', (_name, key, want9, want8) => {
    expect(ringsOf(rings9, key)).toEqual(want9);
    expect(ringsOf(rings8, key)).toEqual(want8);
    // One-replica rings: the replica is the ring's only node.
    const [g] = selectReplicas(rings9, 'statestorage', recordHash(key));
    expect(g?.replicas.map((r) => r.node)).toEqual(want9.map((r) => r + 1));
  });

  it('Tablet72075186224040026Test: pre-fix [0,2,0,2,4], fixed [0,2,1,3,4]', () => {
    const key: RecordKey = { kind: 'tablet', tabletId: '72075186224040026' };
    expect(ringsOf(rings9, key, 'legacy')).toEqual([0, 2, 0, 2, 4]);
    expect(ringsOf(rings9, key, 'fixed')).toEqual([0, 2, 1, 3, 4]);
    // YDB's test builds ring i with node id i (TActorId(i, i, i, i)) and checks node ids.
    const ydbLike = oneGroup(ringGroup(9, 5, 1, {}, 0));
    const [g] = selectReplicas(ydbLike, 'statestorage', recordHash(key));
    expect(g?.replicas.map((r) => r.node)).toEqual([0, 2, 1, 3, 4]);
  });
});

describe('node inside a ring (3 rings x 3 nodes, docs/model.md "Worked examples")', () => {
  const hash = recordHash({ kind: 'tablet', tabletId: '72057594037927937' });

  it('plain mode takes hash % 3 = 1 in every ring: nodes [2, 5, 8]', () => {
    const [g] = selectReplicas(oneGroup(ringGroup(3, 3, 3)), 'statestorage', hash);
    expect(g?.replicas.map((r) => r.node)).toEqual([2, 5, 8]);
    expect(g?.replicas.map((r) => r.index)).toEqual([1, 1, 1]);
  });

  it('ring-specific mode decorrelates: nodes [3, 5, 7]', () => {
    const cfg = oneGroup(ringGroup(3, 3, 3, { ringSpecificNodeSelection: true }));
    const [g] = selectReplicas(cfg, 'statestorage', hash);
    expect(g?.replicas.map((r) => r.node)).toEqual([3, 5, 7]);
    const ex = explainSelection(cfg, 'statestorage', { kind: 'tablet', tabletId: '72057594037927937' });
    expect(ex.groups[0]?.rings.map((r) => r.contentHash)).toEqual([953297385, 2511454564, 819187825]);
    expect(ex.groups[0]?.rings.map((r) => r.mode)).toEqual(['ringSpecific', 'ringSpecific', 'ringSpecific']);
  });

  it('content hash depends on the subsystem prefix and actorIdOffset', () => {
    const ex = (sub: 'statestorage' | 'board', offset: number) =>
      explainSelection(
        oneGroup(ringGroup(3, 3, 3, { ringSpecificNodeSelection: true, actorIdOffset: offset })),
        sub,
        {
          kind: 'tablet',
          tabletId: '1',
        },
      ).groups[0]?.rings[0]?.contentHash;
    expect(ex('board', 0)).not.toBe(ex('statestorage', 0));
    expect(ex('statestorage', 5)).not.toBe(ex('statestorage', 0));
  });
});

describe('selectReplicas', () => {
  it('reports group metadata and one selection per group', () => {
    const cfg = {
      ringGroups: [
        ringGroup(9, 9),
        ringGroup(8, 5, 2, { writeOnly: true, state: 'SYNCHRONIZED', pile: 'B', actorIdOffset: 10 }, 100),
      ],
    };
    const sel = selectReplicas(cfg, 'board', 12345);
    expect(sel.map((g) => [g.group, g.ntoSelect, g.majority, g.writeOnly, g.state, g.pile])).toEqual([
      [0, 9, 5, false, 'PRIMARY', undefined],
      [1, 5, 3, true, 'SYNCHRONIZED', 'B'],
    ]);
    expect(sel[0]?.replicas.map((r) => r.ring)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sel[1]?.replicas.every((r) => r.subsystem === 'board' && r.group === 1)).toBe(true);
  });

  const groupArb = fc
    .record({
      rings: fc.integer({ min: 1, max: 13 }),
      perRing: fc.integer({ min: 1, max: 5 }),
      ringSpecific: fc.boolean(),
      offset: fc.integer({ min: 0, max: 20 }),
    })
    .chain((g) => fc.tuple(fc.constant(g), fc.integer({ min: 1, max: g.rings })));
  const hashArb = fc.oneof(
    fc.integer({ min: 0, max: 0xffffffff }),
    fc.integer({ min: 0xfff00000, max: 0xffffffff }),
  );

  it('pure, ntoSelect distinct rings, one in-bounds replica per ring; explain agrees (property)', () => {
    fc.assert(
      fc.property(groupArb, hashArb, ([g, nto], hash) => {
        const group = ringGroup(g.rings, nto, g.perRing, {
          ringSpecificNodeSelection: g.ringSpecific,
          actorIdOffset: g.offset,
        });
        const cfg = oneGroup(group);
        const a = selectReplicas(cfg, 'schemeboard', hash);
        const b = selectReplicas(oneGroup(ringGroup(g.rings, nto, g.perRing, group)), 'schemeboard', hash);
        expect(b).toEqual(a);
        const reps = a[0]?.replicas ?? [];
        expect(reps.length).toBe(nto);
        expect(new Set(reps.map((r) => r.ring)).size).toBe(nto);
        for (const r of reps) {
          expect(r.ring >= 0 && r.ring < g.rings).toBe(true);
          expect(r.index >= 0 && r.index < g.perRing).toBe(true);
          expect(group.rings[r.ring]?.replicas[r.index]).toBe(r.node);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('explainSelection matches selectReplicas for every key kind (property)', () => {
    const keyArb: fc.Arbitrary<RecordKey> = fc.oneof(
      fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((id) => ({ kind: 'tablet' as const, tabletId: id })),
      fc.string().map((p) => ({ kind: 'path' as const, path: `/Root/${p}` })),
      fc
        .tuple(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }))
        .map(([o, l]) => ({ kind: 'pathId' as const, ownerId: o, localPathId: l })),
    );
    const cfg = { ringGroups: [ringGroup(9, 5, 3, { ringSpecificNodeSelection: true }), ringGroup(8, 5, 2)] };
    fc.assert(
      fc.property(keyArb, fc.constantFrom('fixed' as const, 'legacy' as const), (key, walker) => {
        const ex = explainSelection(cfg, 'schemeboard', key, { walker });
        const sel = selectReplicas(cfg, 'schemeboard', recordHash(key), { walker });
        expect(ex.hash32).toBe(recordHash(key));
        sel.forEach((g, gi) => {
          const eg = ex.groups[gi];
          expect(eg?.rings.map((r) => [r.ring, r.index, r.node])).toEqual(
            g.replicas.map((r) => [r.ring, r.index, r.node]),
          );
          expect(eg?.steps.length).toBe(g.ntoSelect);
        });
        expect(JSON.parse(JSON.stringify(ex))).toEqual(ex);
      }),
      { numRuns: 300 },
    );
  });
});

describe('explainSelection', () => {
  it('shows input, hash, delta and walker repeats for the wrap case', () => {
    const ex = explainSelection(rings9, 'statestorage', { kind: 'tablet', tabletId: '72075186224040026' });
    expect(ex.input64).toBe('72075186224040026');
    expect(ex.inputSource).toBe('tabletId');
    expect(ex.hash32).toBe(4294590296);
    const g = ex.groups[0];
    expect(g?.ringMode).toBe('walker');
    expect(g?.delta).toBe(104987);
    expect(g?.steps.map((s) => [s.rawRing, s.repeated, s.ring])).toEqual([
      [0, false, 0],
      [2, false, 2],
      [0, true, 1],
      [2, true, 3],
      [4, false, 4],
    ]);
    expect(g?.rings.map((r) => r.serviceName)).toEqual([
      'ssr:0:0:0',
      'ssr:0:2:0',
      'ssr:0:1:0',
      'ssr:0:3:0',
      'ssr:0:4:0',
    ]);
    expect(g?.rings.every((r) => r.mode === 'single')).toBe(true);
  });

  it('uses the CityHash64 of a path as the 64-bit input', () => {
    const ex = explainSelection(rings8, 'board', { kind: 'path', path: 'gpc+/Root/db' });
    expect(ex.input64).toBe('6332593740593949029');
    expect(ex.groups[0]?.primeIndex).toBe(2017347012 % 128);
    expect(ex.groups[0]?.delta).toBe(104933);
  });
});
