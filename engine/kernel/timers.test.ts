import { describe, expect, it } from 'vitest';
import { notes, testSim } from './testing/sim.ts';
import { TESTING_BEHAVIOURS } from './testing/index.ts';
import { EMPTY_CONFIG, testTopology } from './testing/topology.ts';
import { createNodeEnv } from './env.ts';
import { createNode, stepNode } from './node.ts';
import type { KernelEvent } from './trace.ts';

describe('timers', () => {
  it('fire in virtual time, in order, and stop with the count', () => {
    const sim = testSim([{ node: 4, type: 'test.ticker', name: 't', args: { periodUs: 1000, count: 3 } }]);
    sim.runUntilSync(10_000);
    expect(notes(sim, 4)).toEqual(['tick 1 at 1000', 'tick 2 at 2000', 'tick 3 at 3000']);
  });
  it('cancelled timers never fire (the ticker throws if its decoy does)', () => {
    const sim = testSim([{ node: 1, type: 'test.ticker', name: 't', args: { periodUs: 7, count: 50 } }]);
    sim.runUntilSync(1_000);
    expect(sim.nodeStatus(1)).toBe('up');
    expect(notes(sim, 1)).toHaveLength(50);
  });
  it('die with their actor: a stopped ticker never ticks again', () => {
    const sim = testSim([
      { node: 2, type: 'test.ticker', name: 't', args: { periodUs: 100, count: 10, stopAt: 2 } },
    ]);
    sim.runUntilSync(5_000);
    expect(notes(sim, 2)).toEqual(['tick 1 at 100', 'tick 2 at 200']);
  });
  it('spawned actors get a<incarnation>.<counter> names and their own timers', () => {
    const sim = testSim([{ node: 3, type: 'test.spawner', name: 's', args: { periodUs: 10, count: 1 } }]);
    sim.runUntilSync(1_000);
    expect(notes(sim, 3)).toEqual(['spawned a1.1', 'tick 1 at 10']);
  });
  it('a timer due inside the window fires inside the same step, after earlier deliveries', () => {
    const world = { topology: testTopology(1, 1, 1), config: EMPTY_CONFIG, seed: 1 };
    const env = createNodeEnv(world, {
      extraBehaviours: TESTING_BEHAVIOURS,
      extraServices: [{ node: 1, type: 'test.ticker', name: 't', args: { periodUs: 5, count: 4 } }],
    });
    const { state, output } = createNode(env, { node: 1, incarnation: 1, seed: 9, at: 0 });
    expect(output.nextTimerAt).toBe(5);
    const out = stepNode(env, state, { node: 1, deliveries: [], until: 16 });
    const texts = ((out.events ?? []) as KernelEvent[]).map((e) => (e.kind === 'note' ? e.text : e.kind));
    // Ticks at 5, 10 and 15 are all inside [0, 16); the one at 20 is left for the next window.
    expect(texts).toEqual(['tick 1 at 5', 'tick 2 at 10', 'tick 3 at 15']);
    expect(out.nextTimerAt).toBe(20);
  });
});
