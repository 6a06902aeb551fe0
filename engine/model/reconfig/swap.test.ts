import { describe, expect, it } from 'vitest';
import { quorumsMeetAfterSwap } from './swap.ts';
import { flat } from './testing.ts';

const G = flat([1, 2, 3, 4, 5, 6, 7, 8], 5);
const down =
  (...ns: number[]) =>
  (n: number) =>
    ns.includes(n);

describe('quorumsMeetAfterSwap', () => {
  it('a disabled ring or one slot moved off a down node keeps quorums meeting', () => {
    const disabled = { ...G, rings: G.rings.map((r, i) => (i === 2 ? { ...r, disabled: true } : r)) };
    expect(quorumsMeetAfterSwap(G, disabled, down())).toBe(true);
    expect(quorumsMeetAfterSwap(G, flat([1, 2, 9, 4, 5, 6, 7, 8], 5), down(3))).toBe(true);
    expect(quorumsMeetAfterSwap(G, flat([1, 9, 10, 4, 5, 6, 7, 8], 5), down(2, 3))).toBe(true);
  });

  it('not when the old node is alive, too many rings change, or the shape differs', () => {
    expect(quorumsMeetAfterSwap(G, flat([1, 2, 9, 4, 5, 6, 7, 8], 5), down())).toBe(false);
    expect(quorumsMeetAfterSwap(G, flat([9, 10, 11, 4, 5, 6, 7, 8], 5), down(1, 2, 3))).toBe(false);
    expect(quorumsMeetAfterSwap(G, flat([1, 2, 9, 4, 5, 6, 7, 8], 3), down(3))).toBe(false);
    expect(quorumsMeetAfterSwap(G, { ...flat([1, 2, 9, 4, 5, 6, 7, 8], 5), actorIdOffset: 1 }, down(3))).toBe(
      false,
    );
  });
});
