import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BOARD_MAX_DELAY_US,
  LOOKUP_FIRST,
  PUBLISH_FIRST,
  nextRetryDelay,
  type RetryState,
} from './backoff.ts';

describe('board back-off', () => {
  it('after a quiet spell waits the first delay x U[0.5, 2)', () => {
    const s: RetryState = { lastRetryAt: 0, currentDelayUs: 0 };
    expect(nextRetryDelay(s, 10_000_000, PUBLISH_FIRST, () => 0)).toBe(1_000_000);
    expect(nextRetryDelay(s, 10_000_000, PUBLISH_FIRST, () => 0.999999)).toBe(3_980_000);
    expect(nextRetryDelay({ lastRetryAt: null, currentDelayUs: 0 }, 0, LOOKUP_FIRST, () => 0)).toBe(100_000);
  });

  it('soon after the last attempt doubles from 2 s, capped at 5 s, then scales', () => {
    const s: RetryState = { lastRetryAt: 1_000_000, currentDelayUs: 0 };
    // now - last = 0.5 s < 2 s: delay = last + 4 s * 1.0 - now
    const rnd = () => 50 / 150; // pct = 100
    expect(nextRetryDelay(s, 1_500_000, PUBLISH_FIRST, rnd)).toBe(3_500_000);
    expect(s.currentDelayUs).toBe(4_000_000);
    expect(nextRetryDelay(s, 1_500_000, PUBLISH_FIRST, rnd)).toBe(BOARD_MAX_DELAY_US - 500_000);
  });

  it('never exceeds 2 x max and never goes negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.9999, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (rs) => {
          const s: RetryState = { lastRetryAt: 0, currentDelayUs: 0 };
          let now = 0;
          for (const r of rs) {
            const d = nextRetryDelay(s, now, PUBLISH_FIRST, () => r);
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThan(2 * BOARD_MAX_DELAY_US);
            s.lastRetryAt = now + d;
            now += d + 1;
          }
        },
      ),
    );
  });
});
