import { describe, expect, it } from 'vitest';
import { FALLBACK_AFTER_MS, FallbackWatch } from './hostFallback.ts';

describe('FallbackWatch', () => {
  it('fires once the workers have been short of the chosen speed for FALLBACK_AFTER_MS', () => {
    const w = new FallbackWatch();
    expect(w.observe(0, true, 10, 3)).toBe(false);
    expect(w.observe(FALLBACK_AFTER_MS - 1, true, 10, 3.2)).toBe(false);
    expect(w.observe(FALLBACK_AFTER_MS, true, 10, 3.1)).toBe(true);
    // Once only.
    expect(w.observe(FALLBACK_AFTER_MS * 3, true, 10, 3)).toBe(false);
  });

  it('starts over when play keeps up, has no figure yet, or the run is not on workers', () => {
    const w = new FallbackWatch();
    w.observe(0, true, 10, 3);
    w.observe(1500, true, 10, 9.5); // keeps up (within the shortfall ratio)
    expect(w.observe(2500, true, 10, 3)).toBe(false);
    expect(w.observe(4400, true, 10, 3)).toBe(false);
    w.observe(4450, true, 10, null);
    expect(w.observe(4500, true, 10, 3)).toBe(false);
    w.observe(5000, false, 10, 3);
    expect(w.observe(6600, true, 10, 3)).toBe(false);
    expect(w.observe(6600 + FALLBACK_AFTER_MS, true, 10, 3)).toBe(true);
  });
});
