import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeAvailability } from '../model/quorum/availability.ts';
import { configTolerance } from '../model/quorum/tolerance.ts';
import { loadPreset } from '../presets.ts';
import { failureBudget, racksOfNodes, withinTolerance } from './budget.ts';

const prepared = ['single-dc-8-racks', 'mirror-3-dc'].map((name) => {
  const p = loadPreset(name);
  return { name, ...p, budget: failureBudget(p.topology, configTolerance(p.topology, p.config)) };
});
const [single, mirror] = prepared as [(typeof prepared)[0], (typeof prepared)[0]];

describe('withinTolerance', () => {
  it('single-dc-8-racks: any two racks, never three', () => {
    const b = single.budget;
    expect(withinTolerance(b, new Set())).toBe(true);
    expect(withinTolerance(b, new Set(['dc1-r1', 'dc1-r8']))).toBe(true);
    expect(withinTolerance(b, new Set(['dc1-r1', 'dc1-r2', 'dc1-r3']))).toBe(false);
  });

  it('mirror-3-dc: four racks anywhere, or a DC plus one rack, not a DC plus two', () => {
    const b = mirror.budget;
    expect(withinTolerance(b, new Set(['dc1-r1', 'dc2-r1', 'dc3-r1', 'dc3-r2']))).toBe(true);
    expect(withinTolerance(b, new Set(['dc1-r1', 'dc1-r2', 'dc1-r3', 'dc2-r2']))).toBe(true);
    expect(withinTolerance(b, new Set(['dc1-r1', 'dc1-r2', 'dc1-r3', 'dc2-r2', 'dc3-r1']))).toBe(false);
    expect(withinTolerance(b, new Set(['dc1-r1', 'dc2-r1', 'dc2-r2', 'dc3-r1', 'dc3-r2']))).toBe(false);
  });

  it('charges a node to its rack', () => {
    expect(racksOfNodes(single.budget, [1, 2, 16])).toEqual(['dc1-r1', 'dc1-r8']);
    expect(() => racksOfNodes(single.budget, [99])).toThrow(/unknown node 99/);
  });

  // The budget must agree with the quorum model: a rack set it accepts keeps every sampled record
  // of every subsystem readable and writable.
  for (const p of prepared) {
    it(`${p.name}: an accepted rack set never loses a record's quorum`, () => {
      fc.assert(
        fc.property(fc.subarray([...p.budget.racks], { minLength: 1 }), (racks) => {
          fc.pre(withinTolerance(p.budget, new Set(racks)));
          const down = racks.flatMap((r) => p.budget.nodesOfRack.get(r) ?? []);
          for (const row of analyzeAvailability(p.config, down, { samples: 400 })) {
            expect(row.readShare, `${row.subsystem} with ${racks.join(',')} down`).toBe(1);
            expect(row.writeShare).toBe(1);
          }
        }),
        { numRuns: 40, seed: 4 },
      );
    });
  }
});
