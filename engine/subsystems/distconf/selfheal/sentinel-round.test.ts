import { describe, expect, it } from 'vitest';
import { answer, beginRound, endRound, initialRounds, nodesState } from './sentinel-round.ts';
import { DEFAULT_SENTINEL_LIMITS } from '../../../model/selfheal/sentinel.ts';

describe('Sentinel rounds', () => {
  it('a node that stops answering is BAD after 5 rounds; late answers do not count', () => {
    const r = initialRounds([1, 2, 3]);
    const changes: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const { round, probe } = beginRound(r);
      expect(probe).toEqual([1, 2, 3]);
      answer(r, 1, round);
      answer(r, 2, round);
      answer(r, 3, round - 1);
      changes.push(...endRound(r, DEFAULT_SENTINEL_LIMITS).changed);
    }
    expect(changes).toEqual([{ node: 3, health: 'BAD' }]);
    expect(nodesState(r)).toEqual(
      new Map([
        [1, 0],
        [2, 0],
        [3, 4],
      ]),
    );
  });

  it('states in between go to distconf as their values (MAY_BE_BAD = 3)', () => {
    const r = initialRounds([7]);
    beginRound(r);
    expect(endRound(r, DEFAULT_SENTINEL_LIMITS).health.get(7)).toBe('MAY_BE_BAD');
    expect(nodesState(r).get(7)).toBe(3);
  });
});
