import { describe, expect, it } from 'vitest';
import type { BridgeStatus } from '../../../engine/index.ts';
import { shownRefusal } from './refusal.ts';

const status = (generation: number): BridgeStatus =>
  ({
    piles: ['A', 'B'],
    committed: { perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'], primary: 'A', promoted: 'A', generation },
    refusals: [
      {
        t: 5,
        node: 11,
        command: 'rejoin --pile B',
        layer: 'distconf',
        status: 'INTERNAL_ERROR',
        code: 'invalid-transition',
        reason: 'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1',
        generation: 0,
        ref: 7,
      },
    ],
  }) as unknown as BridgeStatus;

describe('a refusal under its pile', () => {
  it('holds while the generation it was judged under is committed', () => {
    expect(shownRefusal(status(0), { ref: 7, pile: 'B', verb: 'rejoin', generation: 0 })).toEqual({
      pile: 'B',
      layer: 'distconf',
      status: 'INTERNAL_ERROR',
      code: 'invalid-transition',
      reason: 'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1',
      generation: 0,
      past: false,
    });
  });
  it('is past once a commit changed the cluster state', () => {
    expect(shownRefusal(status(1), { ref: 7, pile: 'B', verb: 'rejoin', generation: 0 })?.past).toBe(true);
  });
  it('is absent before its refusal arrives and for another click', () => {
    expect(shownRefusal(status(0), { ref: 8, pile: 'B', verb: 'rejoin', generation: 0 })).toBeUndefined();
    expect(shownRefusal(status(0), null)).toBeUndefined();
  });
});
