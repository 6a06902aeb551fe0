/**
 * Performance figures (printed, never asserted): frames per second of the message-flow layer with
 * 500 messages in flight on the default preset and on single-dc-256, and the time from navigation
 * to interactive (the live simulation attached and Play enabled). A few seconds each.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Flows = {
  __flows?: {
    flood(n: number): void;
    stopFlood(): void;
    resetStats(): void;
    stats(): { painted: number; drawMs: number; maxDrawMs: number; inFlight: number };
  };
};
const SAMPLE_MS = 2500;

function report(info: TestInfo, type: string, text: string): void {
  console.log(`[perf] ${type}: ${text}`);
  info.annotations.push({ type, description: text });
}

/** Navigation → cluster drawn (the page can be used), and → Play enabled (live simulation attached). */
async function timeToInteractive(page: Page, query: string): Promise<{ drawnMs: number; liveMs: number }> {
  await page.goto(`/${query}`);
  await expect(page.locator('[data-testid^="node-"]').first()).toBeVisible();
  const drawnMs = await page.evaluate(() => performance.now());
  await expect(page.getByTestId('play')).toBeEnabled();
  return { drawnMs, liveMs: await page.evaluate(() => performance.now()) };
}

async function floodFps(
  page: Page,
): Promise<{ fps: number; drawMs: number; maxDrawMs: number; inFlight: number }> {
  await page.evaluate(() => (globalThis as unknown as Flows).__flows?.flood(500));
  await page.waitForTimeout(500); // let the flood settle
  const r = await page.evaluate(async (ms) => {
    const f = (globalThis as unknown as Flows).__flows;
    if (!f) throw new Error('no __flows');
    f.resetStats();
    // e2e/ is type-checked without the DOM lib.
    const raf = (
      globalThis as unknown as { requestAnimationFrame(cb: () => void): number }
    ).requestAnimationFrame.bind(globalThis);
    let frames = 0;
    const t0 = performance.now();
    await new Promise<void>((done) => {
      const tick = () => {
        frames++;
        if (performance.now() - t0 < ms) raf(tick);
        else done();
      };
      raf(tick);
    });
    const s = f.stats();
    return {
      fps: (frames * 1000) / (performance.now() - t0),
      drawMs: s.drawMs / Math.max(1, s.painted),
      maxDrawMs: s.maxDrawMs,
      inFlight: s.inFlight,
    };
  }, SAMPLE_MS);
  await page.evaluate(() => (globalThis as unknown as Flows).__flows?.stopFlood());
  return r;
}

for (const [name, query] of [
  ['default preset (27 nodes)', ''],
  ['single-dc-256', '?preset=single-dc-256'],
] as const) {
  test(`perf: ${name}`, async ({ app, page }, info) => {
    const tti = await timeToInteractive(page, query);
    report(
      info,
      `time to interactive, ${name}`,
      `cluster drawn ${tti.drawnMs.toFixed(0)} ms, live simulation ${tti.liveMs.toFixed(0)} ms`,
    );
    await expect(app.nodes().first()).toBeVisible();
    const r = await floodFps(page);
    report(
      info,
      `flows fps, ${name}`,
      `${r.fps.toFixed(1)} fps with ${r.inFlight} in flight; draw ${r.drawMs.toFixed(2)} ms/frame avg, ${r.maxDrawMs.toFixed(1)} ms max`,
    );
  });
}
