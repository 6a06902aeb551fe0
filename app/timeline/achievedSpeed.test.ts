import { describe, expect, it } from 'vitest';
import { AchievedSpeed, MIN_SPAN_MS, shortfall, WINDOW_MS } from './achievedSpeed.ts';

/** Samples every 100 ms of wall time, the run gaining `usPerMs` of virtual time per wall ms. */
function play(a: AchievedSpeed, fromMs: number, toMs: number, fromUs: number, usPerMs: number): number {
  let us = fromUs;
  for (let t = fromMs; t <= toMs; t += 100) {
    a.sample(t, Math.round(us));
    us += usPerMs * 100;
  }
  return us;
}

describe('AchievedSpeed', () => {
  it('gives no figure before MIN_SPAN_MS of play', () => {
    const a = new AchievedSpeed();
    play(a, 0, MIN_SPAN_MS - 100, 0, 1000);
    expect(a.speed()).toBeNull();
  });

  it('measures virtual per wall time over the recent window only', () => {
    const a = new AchievedSpeed();
    // ×10 asked, ×10 reached for 5 s, then the host falls to ×2.5.
    const us = play(a, 0, 5000, 0, 10_000);
    expect(a.speed()).toBeCloseTo(10, 5);
    play(a, 5100, 5100 + WINDOW_MS + 500, us, 2500);
    expect(a.speed()).toBeCloseTo(2.5, 5);
  });

  it('starts over when time goes back (a seek or a new run)', () => {
    const a = new AchievedSpeed();
    play(a, 0, 3000, 1_000_000, 1000);
    a.sample(3100, 0);
    expect(a.speed()).toBeNull();
  });
});

describe('shortfall', () => {
  it('names the reached speed only when it falls clearly short', () => {
    expect(shortfall(10, 2.8)).toBe(2.8);
    expect(shortfall(10, 9)).toBeNull();
    expect(shortfall(10, null)).toBeNull();
    expect(shortfall(0.01, 0.0099)).toBeNull();
  });
});
