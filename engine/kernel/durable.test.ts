import { describe, expect, it } from 'vitest';
import type { Behaviour } from './actor.ts';
import { TESTING_BEHAVIOURS, EMPTY_CONFIG } from './testing/index.ts';
import { notes, testSim } from './testing/sim.ts';

/** Counts its boots on the node's disk: each incarnation reads the count and stores it + 1. */
const booter: Behaviour<null> = {
  type: 'test.booter',
  inbox: [],
  init(ctx) {
    const n = (ctx.durable('boots') as number | undefined) ?? 0;
    ctx.emit({ kind: 'note', text: `incarnation ${ctx.incarnation} read ${n}` });
    ctx.storeDurable('boots', n + 1);
    return null;
  },
  receive() {},
};

describe('ctx.storeDurable', () => {
  it('survives the node restarting, across a config.apply, and stays on its node', () => {
    const sim = testSim([{ node: 'all', type: 'test.booter', name: 'b' }], {
      extraBehaviours: [...TESTING_BEHAVIOURS, booter],
    });
    sim.schedule(1_000, { kind: 'node.restart', node: 1, downForUs: 500 });
    sim.schedule(3_000, { kind: 'config.apply', config: EMPTY_CONFIG, version: 2 });
    sim.schedule(4_000, { kind: 'node.restart', node: 1, downForUs: 500 });
    sim.runUntilSync(10_000);
    expect(notes(sim, 1)).toEqual(['incarnation 1 read 0', 'incarnation 2 read 1', 'incarnation 3 read 2']);
    expect(notes(sim, 2)).toEqual(['incarnation 1 read 0']);
  });
});
