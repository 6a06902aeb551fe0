import { describe, expect, it } from 'vitest';
import type { RefusedSession } from '../../engine/index.ts';
import { refusedLabels, refusedPairs } from './refusedSessions.ts';

const st = { perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'] as const, primary: 'A', promoted: 'A', generation: 0 };
const r = (node: number, peer: number, reason = 'ClusterState is different'): [string, RefusedSession] => [
  `${node}>${peer}`,
  { t: 0, node, peer, reason, mine: st, theirs: { ...st, primary: 'B', generation: 2 } },
];

describe('refused sessions on the cluster view', () => {
  it('one line per node pair, whichever end refused', () => {
    const pairs = refusedPairs(new Map([r(14, 1), r(1, 14), r(14, 2)]));
    expect(pairs.map((p) => `${p.a}-${p.b}`)).toEqual(['1-14', '2-14']);
  });

  it('one label per reason, at the node its lines share', () => {
    const pairs = refusedPairs(new Map([r(14, 1), r(14, 2), r(14, 3), r(5, 16, 'other')]));
    expect(refusedLabels(pairs)).toEqual([
      { at: 14, reason: 'ClusterState is different', count: 3 },
      { at: 5, reason: 'other', count: 1 },
    ]);
  });
});
