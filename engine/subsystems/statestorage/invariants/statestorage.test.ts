import { describe, expect, it } from 'vitest';
import { createSingleLeaderChecker } from './statestorage.ts';
import type { TraceEvent } from '../../unions.ts';

const T = '72075186224037888';
const A = { node: 4, name: 'a1.7' };
const B = { node: 5, name: 'a1.9' };
const elected = (t: number, generation: number, actor = A): TraceEvent => ({
  kind: 'leader.elected',
  t,
  node: actor.node,
  tabletId: T,
  generation,
  actor,
});
describe('single-leader-per-generation', () => {
  it('flags two actors elected at one generation, not re-elections at new ones', () => {
    const c = createSingleLeaderChecker();
    expect(c.observe(elected(1, 2, A))).toEqual([]);
    expect(c.observe(elected(2, 3, B))).toEqual([]);
    expect(c.observe(elected(3, 3, B))).toEqual([]);
    expect(c.observe(elected(4, 3, A))).toHaveLength(1);
  });
});
