import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCuts, type NetLink } from './netLinks.ts';

const RACKS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
const link = fc
  .record({
    a: fc.constantFrom(...RACKS),
    b: fc.constantFrom(...RACKS),
    cut: fc.constantFrom<NetLink['cut']>('none', 'both', 'one-way'),
    whole: fc.boolean(),
  })
  .filter((l) => l.a !== l.b)
  .map((l): NetLink => ({ level: 'rack', extraUs: l.cut === 'none' ? 5000 : 0, ...l }));

const pairKey = (l: NetLink) => [l.a, l.b].sort().join('|') + (l.cut === 'none' ? ':delay' : ':cut');

describe('one cut label per pair of groups', () => {
  it('labels ≤ distinct pairs; every link drawn once; counts sum to the links', () => {
    fc.assert(
      fc.property(fc.array(link, { maxLength: 30 }), (links) => {
        const marks = aggregateCuts(links);
        expect(marks.map((m) => m.link)).toEqual(links);
        const labels = marks.filter((m) => m.labelled);
        expect(labels.length).toBeLessThanOrEqual(links.length);
        const cuts = links.filter((l) => l.cut !== 'none');
        expect(labels.filter((m) => m.link.cut !== 'none').length).toBeLessThanOrEqual(
          new Set(cuts.map(pairKey)).size,
        );
        expect(marks.reduce((n, m) => n + m.count, 0)).toBe(links.length);
        // Every cut keeps a label somewhere: a labelled mark per connected set of cut links.
        expect(labels.filter((m) => m.link.cut !== 'none').length).toBeGreaterThanOrEqual(
          links.some((l) => l.cut !== 'none') ? 1 : 0,
        );
      }),
    );
  });

  it('the rushed reconfiguration’s cut (nodes 1-3 and 13 from the rest, two per rack): one label', () => {
    const rack = (n: number) => `r${Math.ceil(n / 2)}`;
    const side = [1, 2, 3, 13];
    const pairs = new Set<string>();
    for (const a of side)
      for (let b = 1; b <= 16; b++)
        if (!side.includes(b) && rack(a) !== rack(b)) pairs.add([rack(a), rack(b)].sort().join('|'));
    const links = [...pairs].map((p): NetLink => {
      const [a, b] = p.split('|') as [string, string];
      return { level: 'rack', a, b, cut: 'both', extraUs: 0, whole: false };
    });
    expect(links.length).toBeGreaterThan(15);
    const marks = aggregateCuts(links);
    expect(marks.filter((m) => m.labelled)).toHaveLength(1);
    expect(marks.find((m) => m.labelled)!.count).toBe(links.length);
  });

  it('two cuts apart keep a label each; a delay keeps its own', () => {
    const l = (a: string, b: string, cut: NetLink['cut'] = 'both'): NetLink => ({
      level: 'rack',
      a,
      b,
      cut,
      extraUs: cut === 'none' ? 5000 : 0,
      whole: true,
    });
    const marks = aggregateCuts([l('r1', 'r2'), l('r3', 'r4'), l('r1', 'r3', 'none')]);
    expect(marks.map((m) => [m.labelled, m.count])).toEqual([
      [true, 1],
      [true, 1],
      [true, 1],
    ]);
  });
});
