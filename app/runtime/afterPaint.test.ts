import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its first-paint promise is module state). */
const load = async () => {
  vi.resetModules();
  return import('./afterPaint.ts');
};

describe('afterAppPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => setTimeout(() => cb(0), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the app's first render to be painted", async () => {
    const m = await load();
    let done = false;
    void m.afterAppPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500); // frames go by, the app has not rendered yet
    expect(done).toBe(false);
    m.markAppPainted();
    await vi.advanceTimersByTimeAsync(40);
    expect(done).toBe(true);
  });

  it('does not wait for ever when the app never renders (a hidden tab, no DOM)', async () => {
    const m = await load();
    let done = false;
    void m.afterAppPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('once painted, later calls go on at once', async () => {
    const m = await load();
    m.markAppPainted();
    let done = false;
    void m.afterAppPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(40);
    expect(done).toBe(true);
  });
});
