import { describe, expect, it } from 'vitest';
import { DisplayClock, EASE_MAX_JUMP_US, EASE_MS } from './displayClock.ts';

describe('DisplayClock', () => {
  it('follows the simulation exactly while playing', () => {
    const c = new DisplayClock();
    expect(c.tick(0, 100, true)).toBe(100);
    expect(c.tick(16, 250, true)).toBe(250);
    expect(c.animating).toBe(false);
  });

  it('glides over a step while paused, monotonically, and lands on the new time', () => {
    const c = new DisplayClock();
    c.tick(0, 1000, false);
    let prev = c.tick(1000, 1500, false);
    expect(prev).toBe(1000);
    for (let w = 1000; w <= 1000 + EASE_MS; w += 20) {
      const t = c.tick(w, 1500, false);
      expect(t).toBeGreaterThanOrEqual(prev);
      expect(t).toBeLessThanOrEqual(1500);
      prev = t;
    }
    expect(c.tick(1000 + EASE_MS + 1, 1500, false)).toBe(1500);
    expect(c.animating).toBe(false);
  });

  it('snaps on going back and on long jumps', () => {
    const c = new DisplayClock();
    c.tick(0, 5000, false);
    expect(c.tick(10, 100, false)).toBe(100);
    expect(c.tick(20, 100 + EASE_MAX_JUMP_US + 1, false)).toBe(100 + EASE_MAX_JUMP_US + 1);
  });
});
