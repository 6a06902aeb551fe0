import { zoomIdentity } from 'd3-zoom';
import { describe, expect, it } from 'vitest';
import { GUTTER_PX } from './drawSpaceTime.ts';
import { nowAnchorX, timeScale, WINDOW_US } from './timeScale.ts';

describe('space-time time scale', () => {
  it('shows the last WINDOW_US up to now, now near the right edge', () => {
    const x = timeScale(zoomIdentity, 100_000, 1000);
    const [a, b] = x.domain() as [number, number];
    expect(b - a).toBeCloseTo(WINDOW_US);
    expect(x(100_000)).toBeCloseTo(nowAnchorX(1000));
    expect(x(a)).toBeCloseTo(GUTTER_PX);
  });

  it('never shows time before 0', () => {
    const [a, b] = timeScale(zoomIdentity, 3_000, 1000).domain() as [number, number];
    expect(a).toBe(0);
    expect(b).toBeCloseTo(WINDOW_US);
  });

  it('follows now: the same zoom at a later time shifts the domain by the elapsed time', () => {
    const t = zoomIdentity.translate(-120, 0).scale(3);
    const d1 = timeScale(t, 50_000, 800).domain() as [number, number];
    const d2 = timeScale(t, 57_500, 800).domain() as [number, number];
    expect(d2[0] - d1[0]).toBeCloseTo(7_500);
    expect(d2[1] - d1[1]).toBeCloseTo(7_500);
    expect(d1[1] - d1[0]).toBeCloseTo(WINDOW_US / 3);
  });
});
