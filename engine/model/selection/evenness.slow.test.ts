/**
 * Load spread over 100 000 keys. Bounds: Pearson chi-square below mean + 6 sd of a uniform
 * sample (k - 1 + 6·sqrt(2(k - 1))) and max/min count <= 1.05.
 *
 * Two unevennesses are YDB's own, not simulator bugs, and are pinned here so the simulator keeps
 * showing them: (1) with 8 rings, nto 5, the walker's delta = Primes[hash % 128] is a function of
 * hash % 8, so only 128 ring patterns exist and rings 4..7 get ~10% more records; (2) in plain
 * mode (`replicas[hash % n]`) the replica index correlates with the walker's rings when the ring
 * count and ring size share a factor (9 rings of 3), which `UseRingSpecificNodeSelection` fixes.
 * YDB's UniformityTest (statestorage_ut.cpp) uses 13 and 113 rings, where neither shows.
 */
import { describe, expect, it } from 'vitest';
import type { RingGroup } from '../config/types.ts';
import { compileGroup } from './compiled-group.ts';
import { type RecordKey, recordHash } from './record-key.ts';
import { selectGroupInto } from './select.ts';
import { ringGroup } from './test-configs.ts';

const KEYS = 100_000;

function chiSquare(counts: readonly number[]): number {
  const e = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.reduce((acc, c) => acc + ((c - e) * (c - e)) / e, 0);
}
const chiBound = (k: number): number => k - 1 + 6 * Math.sqrt(2 * (k - 1));
const ratio = (c: readonly number[]): number => Math.max(...c) / Math.min(...c);

interface Counts {
  readonly rings: number[];
  /** Per ring, per replica index. */
  readonly replicas: number[][];
}

function count(group: RingGroup, keys: (i: number) => RecordKey): Counts {
  const g = compileGroup('statestorage', group);
  const rings = new Array<number>(g.total).fill(0);
  const replicas = group.rings.map((r) => new Array<number>(r.replicas.length).fill(0));
  const outRings = new Int32Array(g.ntoSelect);
  const outIdx = new Int32Array(g.ntoSelect);
  for (let i = 0; i < KEYS; i++) {
    const n = selectGroupInto(outRings, outIdx, g, recordHash(keys(i)));
    for (let s = 0; s < n; s++) {
      const r = outRings[s] as number;
      const j = outIdx[s] as number;
      rings[r] = (rings[r] as number) + 1;
      const row = replicas[r] as number[];
      row[j] = (row[j] as number) + 1;
    }
  }
  return { rings, replicas };
}

function expectEven(c: readonly number[]): void {
  expect(chiSquare(c)).toBeLessThan(chiBound(c.length));
  expect(ratio(c)).toBeLessThan(1.05);
}

const tablet = (i: number): RecordKey => ({ kind: 'tablet', tabletId: 72075186224037888n + BigInt(i) });
const path = (i: number): RecordKey => ({ kind: 'path', path: `/Root/db${i % 7}/table_${i}` });

describe.each([
  ['tablet ids', tablet],
  ['paths', path],
])('evenness over 100 000 %s', (_name, keys) => {
  it('9 rings x 3, nto 5, ring-specific: rings and replicas even', () => {
    const c = count(ringGroup(9, 5, 3, { ringSpecificNodeSelection: true }), keys);
    expectEven(c.rings);
    c.replicas.forEach(expectEven);
  });

  it('9 rings x 2, nto 5, plain (coprime sizes): replicas even', () => {
    count(ringGroup(9, 5, 2), keys).replicas.forEach(expectEven);
  });

  it('9 rings x 3, nto 9, plain: replicas even', () => {
    count(ringGroup(9, 9, 3), keys).replicas.forEach(expectEven);
  });

  it('8 rings x 3, nto 5, ring-specific: replicas even; ring load shows YDB bias (1)', () => {
    const c = count(ringGroup(8, 5, 3, { ringSpecificNodeSelection: true }), keys);
    c.replicas.forEach(expectEven);
    expect(ratio(c.rings)).toBeGreaterThan(1.05);
    expect(ratio(c.rings)).toBeLessThan(1.2);
  });

  it('9 rings x 3, nto 5, plain: replica bias (2), removed by ring-specific selection', () => {
    const plain = count(ringGroup(9, 5, 3), keys);
    expectEven(plain.rings);
    expect(Math.max(...plain.replicas.map(ratio))).toBeGreaterThan(1.2);
    expect(Math.max(...plain.replicas.map(ratio))).toBeLessThan(1.6);
  });
});
