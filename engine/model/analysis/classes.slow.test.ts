import { describe, expect, it } from 'vitest';
import type { RingGroup, SubsystemConfig } from '../config/types.ts';
import { compileGroup, selectGroupInto, type WalkerKind } from '../selection/index.ts';
import { ringGroup } from '../selection/test-configs.ts';
import { recordClasses } from './classes.ts';
import { forEachHashClass, HASH_SPACE, type HashRange } from './segments.ts';

/** Brute force: the replicas of every counted group for every hash of `range`, counted by key. */
function bruteForce(config: SubsystemConfig, range: HashRange, walker: WalkerKind): Map<string, number> {
  const groups = config.ringGroups
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => !g.writeOnly)
    .map(({ g, i }) => ({ i, group: g, c: compileGroup('board', g) }));
  const rings = new Int32Array(16);
  const index = new Int32Array(16);
  const out = new Map<string, number>();
  for (let h = range[0]; h < range[1]; h++) {
    const key = groups
      .map(({ i, group, c }) => {
        const n = selectGroupInto(rings, index, c, h, walker);
        const nodes: number[] = [];
        for (let s = 0; s < n; s++) nodes.push(group.rings[rings[s]!]!.replicas[index[s]!]!);
        return `${i}:${nodes.join(',')}`;
      })
      .join(';');
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

function walked(config: SubsystemConfig, range: HashRange, walker: WalkerKind): Map<string, number> {
  const { structural } = recordClasses(config, 'board', 'read', { range, walker });
  expect(structural.method).toBe('exact');
  const out = new Map<string, number>();
  for (const c of structural.classes) {
    const key = c.groups.map((g) => `${g.group}:${g.slots.map((s) => s.join('/')).join(',')}`).join(';');
    out.set(key, (out.get(key) ?? 0) + c.weight);
  }
  return out;
}

const wo = (g: RingGroup): RingGroup => ({ ...g, writeOnly: true });
const configs: [string, SubsystemConfig, WalkerKind][] = [
  ['9 one-replica rings, nto 5', { ringGroups: [ringGroup(9, 5)] }, 'fixed'],
  ['8 rings of 2, nto 5', { ringGroups: [ringGroup(8, 5, 2)] }, 'fixed'],
  ['9 rings, nto 5, legacy walker (repeats)', { ringGroups: [ringGroup(9, 5)] }, 'legacy'],
  [
    'two counted groups (7 rings of 3, nto 3; 5 rings of 2, all) and a write-only one',
    { ringGroups: [ringGroup(7, 3, 3), ringGroup(5, 5, 2, {}, 100), wo(ringGroup(6, 3, 1, {}, 200))] },
    'fixed',
  ],
];

describe('recordClasses (exact walk of the hash space)', () => {
  // The tail covers every wrap segment: (nto + 2) · delta < 8 · 106 823.
  const ranges: HashRange[] = [
    [0, 200_000],
    [HASH_SPACE - 860_000, HASH_SPACE],
  ];
  it.each(configs)('%s: every hash of a range falls in its class, counted exactly', (_, config, walker) => {
    for (const range of ranges)
      expect(walked(config, range, walker)).toEqual(bruteForce(config, range, walker));
  });

  it.each(configs)('%s: weights add up to 2^32', (_, config, walker) => {
    const { structural } = recordClasses(config, 'board', 'read', { walker });
    expect(structural.total).toBe(HASH_SPACE);
    expect(structural.classes.reduce((a, c) => a + c.weight, 0)).toBe(HASH_SPACE);
  });

  it('segments count every hash of the space once', () => {
    let n = 0;
    forEachHashClass(128 * 9, 7, (_, count) => (n += count));
    expect(n).toBe(HASH_SPACE);
  });

  it('ring-specific choice in multi-replica rings is bounded and weighted by a sample', () => {
    const config = { ringGroups: [ringGroup(8, 5, 3, { ringSpecificNodeSelection: true })] };
    const { structural, weights } = recordClasses(config, 'board', 'read', { samples: 5000 });
    expect(structural.method).toBe('replica-bound');
    expect(structural.classes.every((c) => c.groups[0]!.slots.every((s) => s.length === 3))).toBe(true);
    expect(weights).toMatchObject({ method: 'sampled', total: 5000, samples: 5000 });
    expect(weights.classes.every((c) => c.groups[0]!.slots.every((s) => s.length === 1))).toBe(true);
  });

  it('falls back to a sample when the period is longer than the evaluation limit', () => {
    const config = { ringGroups: [ringGroup(9, 5, 2)] };
    const r = recordClasses(config, 'board', 'read', { evaluationLimit: 100, samples: 1000 });
    expect(r.structural).toMatchObject({ method: 'sampled', total: 1000 });
    expect(r.weights).toBe(r.structural);
  });

  it('no counted group: one class that never has quorum; empty rings never answer', () => {
    const none = recordClasses({ ringGroups: [wo(ringGroup(5, 3))] }, 'board', 'write');
    expect(none.structural.classes).toEqual([{ weight: HASH_SPACE, example: 0, groups: [] }]);
    const g = ringGroup(3, 3);
    const empty = recordClasses(
      { ringGroups: [{ ...g, rings: [...g.rings, { replicas: [] }] }] },
      'board',
      'read',
    );
    // 4 rings (one empty), nto 3: some records select the empty ring and have one slot that never answers.
    expect(empty.structural.classes.some((c) => c.groups[0]!.slots.some((s) => s.length === 0))).toBe(true);
  });
});
