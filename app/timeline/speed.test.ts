import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatShortDuration } from '../i18n/format.ts';
import { formatFactor, formatSpeed, formatTimeUs, nearestSpeedIndex, SPEEDS, stepSpeed } from './speed.ts';

describe('speed presets', () => {
  it('reads speeds humanly', () => {
    expect(formatSpeed(0.001)).toBe('1 ms/s');
    expect(formatSpeed(0.0002)).toBe('200 µs/s');
    expect(formatSpeed(0.01)).toBe('10 ms/s');
    expect(formatSpeed(1)).toBe('1 s/s');
    expect(formatSpeed(10)).toBe('10 s/s');
    expect(`${formatSpeed(0.1)} (${formatFactor(0.1)})`).toBe('100 ms/s (×0.1)');
  });

  it('reads speeds in Russian units and number format', () => {
    expect(`${formatSpeed(0.01, 'ru')} (${formatFactor(0.01, 'ru')})`).toBe('10 мс/с (×0,01)');
    expect(formatSpeed(0.0002, 'ru')).toBe('200 мкс/с');
    expect(formatSpeed(1, 'ru')).toBe('1 с/с');
    expect(formatFactor(0.0001, 'ru')).toBe('×0,0001');
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
    expect(formatShortDuration('en', 850)).toBe('850 µs');
    expect(formatShortDuration('en', 12345)).toBe('12.3 ms');
    expect(formatShortDuration('en', 2_500_000)).toBe('2.50 s');
    expect(formatShortDuration('ru', 1)).toBe('1 мкс');
    expect(formatShortDuration('ru', 2_500_000)).toBe('2,50 с');
  });
});
