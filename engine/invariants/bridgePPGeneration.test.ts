import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { createStalePPGenerationChecker } from './bridgePPGeneration.ts';

const { topology, config } = loadPreset('bridge-2-piles');
const world = { topology, config, seed: 1 };
const ev = (node: number, e: object) => ({ node, t: 0, ...e }) as unknown as TraceEvent;
const applied = (node: number, b: string, generation: number, primary = 'A') =>
  ev(node, { kind: 'bridge.applied', perPile: ['SYNCHRONIZED', b], primary, promoted: primary, generation });
const executed = (node: number, group: string, ppGeneration: number, mode: string) =>
  ev(node, {
    kind: 'bridge.vdiskOp',
    op: 'write',
    group,
    ppGeneration,
    mode,
    groupPPGeneration: 0,
    committedPPGeneration: 0,
    asCommitted: false,
  });

/** Root n1 commits B's failover (PPGeneration 2), rejoin, NS2 and SYNCHRONIZED (5). */
function afterFourStates() {
  const c = createStalePPGenerationChecker(world);
  const states = ['DISCONNECTED', 'NOT_SYNCHRONIZED_1', 'NOT_SYNCHRONIZED_2', 'SYNCHRONIZED'];
  states.forEach((b, i) => expect(c.observe(applied(1, b, i + 1))).toEqual([]));
  return c;
}

describe('bridge-no-stale-ppgeneration-executed', () => {
  it('flags a planted execution of an older PPGeneration with the current modes on a node that missed states', () => {
    const c = afterFourStates();
    // n3 was cut off through all four and takes generation 4 at once: its group holds PPGeneration 5.
    expect(c.observe(applied(3, 'SYNCHRONIZED', 4))).toEqual([]);
    expect(c.observe(executed(3, 'A', 5, 'B:SYNCHRONIZED'))).toEqual([]);
    expect(c.observe(executed(3, 'A', 2, 'B:SYNCHRONIZED'))).toEqual([
      "n3's VDisk of group A executed a write from PPGeneration 2 (B:SYNCHRONIZED), but at the state n3 " +
        "holds the group's config is PPGeneration 5 (B:SYNCHRONIZED)",
    ]);
  });

  it('flags the same PPGeneration under other modes (a second PRIMARY)', () => {
    const c = afterFourStates();
    expect(c.observe(executed(1, 'A', 5, 'B:DISCONNECTED'))).toHaveLength(1);
  });

  it("passes a DISCONNECTED pile's group executing the config it kept", () => {
    const c = createStalePPGenerationChecker(world);
    c.observe(applied(1, 'DISCONNECTED', 1));
    c.observe(applied(11, 'DISCONNECTED', 1));
    // Group B keeps PPGeneration 1 (pair SYNCHRONIZED); group A took 2.
    expect(c.observe(executed(11, 'B', 1, 'B:SYNCHRONIZED'))).toEqual([]);
    expect(c.observe(executed(1, 'A', 1, 'B:SYNCHRONIZED'))).toHaveLength(1);
  });
});
