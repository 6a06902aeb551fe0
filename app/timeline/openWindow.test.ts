import { describe, expect, it } from 'vitest';
import { MessageTable } from '../flows/messageTable.ts';
import { openingTransform, quietBeforeNowUs } from './openWindow.ts';
import { timeScale, WINDOW_US } from './timeScale.ts';

describe('space-time opening window', () => {
  it('stays on now when messages are in the window, or when there are none', () => {
    const t = new MessageTable(6);
    expect(quietBeforeNowUs(t, 500_000)).toBe(0);
    t.append(1, 1, 2, 'ss.lookup', 490_000, 495_000);
    expect(quietBeforeNowUs(t, 500_000)).toBe(0);
  });

  it('pans back to the last messages of a long-quiet run, which then lie in the window', () => {
    const t = new MessageTable(6);
    t.append(1, 1, 2, 'ss.lookup', 1_000, 4_000);
    t.append(2, 2, 3, 'ss.lookup', 3_000, 6_000);
    const now = 230_000;
    const back = quietBeforeNowUs(t, now);
    expect(back).toBe(now - 6_000);
    const x = timeScale(openingTransform(back, 800), now, 800);
    const [a, b] = x.domain() as [number, number];
    expect(a).toBeLessThanOrEqual(6_000);
    expect(b).toBeGreaterThan(6_000);
    expect(b - a).toBeCloseTo(WINDOW_US);
  });
});
