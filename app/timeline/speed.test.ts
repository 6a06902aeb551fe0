import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatShortUs, formatSpeed, formatTimeUs, nearestSpeedIndex, SPEEDS, stepSpeed } from './speed.ts';

describe('speed presets', () => {
  it('reads speeds humanly', () => {
    expect(formatSpeed(0.001)).toBe('1 ms/s');
    expect(formatSpeed(0.0002)).toBe('200 µs/s');
    expect(formatSpeed(0.01)).toBe('10 ms/s');
    expect(formatSpeed(1)).toBe('1 s/s');
    expect(formatSpeed(10)).toBe('10 s/s');
  });

  it('spans deep slow motion to fast', () => {
    expect(Math.min(...SPEEDS)).toBeLessThanOrEqual(0.001);
    expect(Math.max(...SPEEDS)).toBeGreaterThanOrEqual(10);
    expect([...SPEEDS].sort((a, b) => a - b)).toEqual(SPEEDS);
  });

  it('steps up and down monotonically and clamps at the ends', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-5, max: 100, noNaN: true }), (s) => {
        expect(stepSpeed(s, 1)).toBeGreaterThanOrEqual(SPEEDS[nearestSpeedIndex(s)] as number);
        expect(stepSpeed(s, -1)).toBeLessThanOrEqual(SPEEDS[nearestSpeedIndex(s)] as number);
      }),
    );
    expect(stepSpeed(10, 1)).toBe(10);
    expect(stepSpeed(0.0001, -1)).toBe(0.0001);
    expect(stepSpeed(0.01, 1)).toBe(0.02);
  });

  it('formats virtual time', () => {
    expect(formatTimeUs(12345)).toBe('12.345 ms');
    expect(formatTimeUs(0)).toBe('0.000 ms');
    expect(formatShortUs(850)).toBe('850 µs');
    expect(formatShortUs(12345)).toBe('12.3 ms');
    expect(formatShortUs(2_500_000)).toBe('2.50 s');
  });
});
