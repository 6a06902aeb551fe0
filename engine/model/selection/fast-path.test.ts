import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RingGroup } from '../config/types.ts';
import { compileGroup } from './compiled-group.ts';
import { selectNodeIndex } from './node-choice.ts';
import { selectGroupInto } from './select.ts';
import { selectRings, type WalkerKind } from './walker.ts';

function group(rings: number, perRing: number, nto: number, ringSpecific: boolean): RingGroup {
  return {
    ntoSelect: nto,
    writeOnly: false,
    ringSpecificNodeSelection: ringSpecific,
    rings: Array.from({ length: rings }, (_, r) => ({
      replicas: Array.from({ length: perRing }, (_, j) => 1 + r * perRing + j),
    })),
  };
}

describe('selectGroupInto (inlined walk, hoisted IntHash)', () => {
  it('agrees with the walker and the per-ring node choice, wraps of the ui32 walk included', () => {
    const hashes = fc.oneof(
      fc.nat({ max: 0xffffffff }),
      fc.integer({ min: 0xffffffff - 2_000_000, max: 0xffffffff }),
    );
    fc.assert(
      fc.property(
        hashes,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.constantFrom<WalkerKind>('fixed', 'legacy'),
        fc.nat(),
        (hash, rings, perRing, ringSpecific, walker, ntoSeed) => {
          const nto = 1 + (ntoSeed % rings);
          const g = compileGroup('statestorage', group(rings, perRing, nto, ringSpecific));
          const outRings = new Int32Array(nto);
          const outIndex = new Int32Array(nto);
          selectGroupInto(outRings, outIndex, g, hash, walker);
          const want = selectRings(hash, rings, nto, walker);
          expect(Array.from(outRings)).toEqual(want);
          const idx = want.map((r) =>
            selectNodeIndex(hash, perRing, ringSpecific, g.contentHashes[r] as number),
          );
          expect(Array.from(outIndex)).toEqual(idx);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
