import { describe, expect, it } from 'vitest';
import { bestSpot, candidates, nextSpot, overlap } from './placement.ts';

const area = { left: 12, top: 130, width: 1416, height: 680 };
const size = { width: 380, height: 400 };

describe('lesson panel placement', () => {
  it('measures overlap in px²', () => {
    expect(
      overlap({ left: 0, top: 0, width: 10, height: 10 }, { left: 5, top: 5, width: 10, height: 10 }),
    ).toBe(25);
    expect(
      overlap({ left: 0, top: 0, width: 10, height: 10 }, { left: 10, top: 0, width: 5, height: 5 }),
    ).toBe(0);
  });

  it('prefers the bottom right when nothing is in the way', () => {
    const spots = candidates(size, area, 990);
    expect(bestSpot(spots, [])).toEqual({ left: 1048, top: 410, width: 380, height: 400 });
  });

  it('moves clear of the inspector verdict and of what the step points at', () => {
    const spots = candidates(size, area, 990);
    const verdict = { box: { left: 1000, top: 380, width: 380, height: 40 }, weight: 2 };
    const node = { box: { left: 170, top: 600, width: 130, height: 40 }, weight: 4 };
    const spot = bestSpot(spots, [verdict, node])!;
    expect(overlap(spot, verdict.box)).toBe(0);
    expect(overlap(spot, node.box)).toBe(0);
    expect(spot.left + spot.width).toBeLessThanOrEqual(990);
  });

  it('at 1024 px sits over the side column alone, narrowed to it, to clear a card at the right of the lower panel', () => {
    const narrow = { left: 12, top: 186, width: 1000, height: 525 };
    const spots = candidates({ width: 380, height: 520 }, narrow, 662);
    const card = { box: { left: 30, top: 672, width: 604, height: 40 }, weight: 4 };
    const verdict = { box: { left: 677, top: 470, width: 320, height: 36 }, weight: 2 };
    const spot = bestSpot(spots, [card, verdict])!;
    expect(overlap(spot, card.box)).toBe(0);
    expect(spot).toMatchObject({ left: 662, width: 350 });
    // never narrower than a readable panel
    expect(candidates({ width: 380, height: 520 }, narrow, 800).every((s) => s.width >= 300)).toBe(true);
  });

  it('when everything is covered somewhere, covers the least', () => {
    const spots = candidates(size, area, null);
    const big = { box: { left: 0, top: 0, width: 1100, height: 900 }, weight: 4 };
    const spot = bestSpot(spots, [big])!;
    expect(spot.left).toBe(1048);
  });
});

describe('nextSpot', () => {
  const area = { left: 0, top: 0, width: 1000, height: 800 };
  const spots = candidates({ width: 300, height: 200 }, area, null);
  const bottomRight = spots[0]!;
  const topRight = spots.find((s) => s.top === 0 && s.left === bottomRight.left)!;
  it('stays where it is while no spot covers less', () => {
    expect(nextSpot(topRight, spots, [])).toEqual(topRight);
    // something under every spot alike: no spot is better, so no move
    expect(nextSpot(topRight, spots, [{ box: { ...area }, weight: 1 }])).toEqual(topRight);
  });
  it('moves off even a sliver of what the step points at when a clear spot exists', () => {
    const sliver = {
      box: { left: bottomRight.left, top: bottomRight.top, width: 10, height: 10 },
      weight: 4,
    };
    expect(nextSpot(bottomRight, spots, [sliver])).not.toEqual(bottomRight);
  });
  it('moves when the current spot covers much of what the step points at', () => {
    const big = { box: { ...bottomRight }, weight: 4 };
    expect(nextSpot(bottomRight, spots, [big])).not.toEqual(bottomRight);
  });
  it('takes the best spot when it has none or its spot is no longer offered', () => {
    expect(nextSpot(null, spots, [])).toEqual(spots[0]);
    expect(nextSpot({ left: 5, top: 5, width: 300, height: 200 }, spots, [])).toEqual(spots[0]);
  });
});
