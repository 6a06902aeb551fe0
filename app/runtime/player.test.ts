import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SPEEDS } from '../timeline/speed.ts';
import { frameAdvance, MAX_WINDOW_WALL_MS, Player } from './player.ts';

describe('frameAdvance', () => {
  it('advances whole µs and carries the fraction, so slow motion keeps its speed', () => {
    // ×0.0001: 16.7 ms of wall time is 1.67 µs of virtual time.
    let carry = 0;
    let total = 0;
    for (let i = 0; i < 60; i++) {
      const step = frameAdvance(16.7, 0.0001, carry);
      expect(Number.isInteger(step.dtUs)).toBe(true);
      total += step.dtUs;
      carry = step.carryUs;
    }
    expect(total).toBe(Math.floor(60 * 16.7 * 0.1));
  });

  it('stands a slow frame for at most MAX_WINDOW_WALL_MS of wall time, at any speed', () => {
    expect(frameAdvance(1000, 1, 0).dtUs).toBe(MAX_WINDOW_WALL_MS * 1000);
    expect(frameAdvance(1000, 10, 0).dtUs).toBe(MAX_WINDOW_WALL_MS * 10_000);
    // ×10 is no longer capped at ×3 by a fixed virtual window per frame.
    expect(frameAdvance(16, 10, 0).dtUs).toBe(160_000);
  });

  it('a clock going backwards advances nothing', () => {
    expect(frameAdvance(-5, 1, 0.5)).toEqual({ dtUs: 0, carryUs: 0.5 });
  });

  it('at every offered speed and any frame times, time stays whole µs and loses nothing but the cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEEDS),
        fc.array(fc.double({ min: 0, max: 2 * MAX_WINDOW_WALL_MS, noNaN: true }), { maxLength: 200 }),
        (speed, frames) => {
          let carry = 0;
          let total = 0;
          let wall = 0;
          for (const ms of frames) {
            const step = frameAdvance(ms, speed, carry);
            expect(Number.isInteger(step.dtUs)).toBe(true);
            total += step.dtUs;
            carry = step.carryUs;
            wall += Math.min(ms, MAX_WINDOW_WALL_MS);
          }
          // what was not advanced is the carried fraction, under one µs
          expect(Math.abs(wall * 1000 * speed - total - carry)).toBeLessThan(1e-6 * (1 + total));
          expect(carry).toBeGreaterThanOrEqual(0);
          expect(carry).toBeLessThan(1);
        },
      ),
    );
  });
});

describe('Player', () => {
  it('owes the frames a running window skipped to the next window, so slow frames keep the speed', async () => {
    // Frames 120 ms apart (a loaded page) and windows that take two frames: ×10 must stay ×10.
    const frames: ((ms: number) => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: (ms: number) => void) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('performance', { now: () => 0 });
    let now = 0;
    const windows: { resolve: () => void }[] = [];
    const player = new Player({
      now: () => now,
      speed: () => 10,
      advanceTo: (untilUs) =>
        new Promise<void>((resolve) =>
          windows.push({
            resolve: () => {
              now = untilUs;
              resolve();
            },
          }),
        ),
      onStop: () => {},
    });
    player.start();
    for (let i = 1; i <= 20; i++) {
      frames.shift()?.(i * 120);
      if (i % 2 === 0) windows.shift()?.resolve();
      await Promise.resolve();
      await Promise.resolve();
    }
    player.stop();
    vi.unstubAllGlobals();
    // The last window (frame 19) was asked for up to 19 × 120 ms of wall time at ×10.
    expect(now).toBe(19 * 120 * 10_000);
  });
});
