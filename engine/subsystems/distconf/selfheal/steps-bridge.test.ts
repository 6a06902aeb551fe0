/** Bridge mode: every SelfHeal step carries all piles' groups (distconf_selfheal.cpp, `PilesCount`). */
import { describe, expect, it } from 'vitest';
import { flat } from '../../../model/reconfig/testing.ts';
import { stepGroups } from './runner.ts';

const A = flat([1, 3, 5, 7, 9], 5, { pile: 'A', state: 'PRIMARY' });
const B = flat([11, 13, 15, 17, 19], 5, { pile: 'B', state: 'SYNCHRONIZED' });

describe('stepGroups with piles', () => {
  it('each step carries every pile: new groups after the old at steps 1–2, before them at 3', () => {
    const next = [
      { ...A, actorIdOffset: 1 },
      flat([11, 14, 15, 17, 19], 5, { pile: 'B', state: 'SYNCHRONIZED' }),
    ];
    const wo = (s: 1 | 2 | 3 | 4) =>
      stepGroups([A, B], next, s, 2).map((g) => `${g.pile}${g.writeOnly ? '-wo' : ''}`);
    expect(wo(1)).toEqual(['A', 'B', 'A-wo', 'B-wo']);
    expect(wo(2)).toEqual(['A', 'B', 'A', 'B']);
    expect(wo(3)).toEqual(['A', 'B', 'A-wo', 'B-wo']);
    expect(stepGroups([A, B], next, 3, 2)[0]).toBe(next[0]);
    expect(wo(4)).toEqual(['A', 'B']);
    // YDB's `i > PilesCount`: a counted current group past the pile count goes write-only.
    const extra = flat([2, 4, 6, 8, 10], 5, { pile: 'A', state: 'PRIMARY' });
    expect(stepGroups([A, B, B, extra], next, 1, 2).map((g) => g.writeOnly)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
