import { describe, expect, it } from 'vitest';
import { placeLegend } from './legendPlace.ts';

describe('flow legend placement', () => {
  it('uses an empty side margin when the cluster is tall and centred', () => {
    // 900 × 340 view, content 360 wide centred: both side margins are ~270 px.
    expect(placeLegend(900, 340, { k: 1, x: 270, y: 16 }, { width: 360, height: 320 })).toEqual({
      layout: 'column',
      corner: 'bottom-left',
    });
  });

  it('moves to a strip below when the cluster spans the width', () => {
    const p = placeLegend(900, 220, { k: 1, x: 16, y: 16 }, { width: 868, height: 150 });
    expect(p.layout).toBe('row');
  });

  it('falls back to the bottom-left column when nothing is free', () => {
    expect(placeLegend(400, 200, { k: 1, x: 0, y: 0 }, { width: 400, height: 200 })).toEqual({
      layout: 'column',
      corner: 'bottom-left',
    });
  });
});
