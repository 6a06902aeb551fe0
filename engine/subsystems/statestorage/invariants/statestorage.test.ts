import { describe, expect, it } from 'vitest';
import { createSingleLeaderChecker } from './statestorage.ts';
import { A, B, elected } from './testing.ts';

describe('single-leader-per-generation', () => {
  it('flags two actors elected at one generation, not re-elections at new ones', () => {
    const c = createSingleLeaderChecker();
    expect(c.observe(elected(1, 2, A))).toEqual([]);
    expect(c.observe(elected(2, 3, B))).toEqual([]);
    expect(c.observe(elected(3, 3, B))).toEqual([]);
    expect(c.observe(elected(4, 3, A))).toHaveLength(1);
  });
});
