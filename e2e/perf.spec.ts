/**
 * Performance figures (printed, never asserted): frames per second of the message-flow layer with
 * 500 and 5 000 messages in flight on the default preset, 500 on single-dc-256 and ydb-1000, and
 * the time from navigation to interactive (the live simulation attached and Play enabled), and the
 * speed play reaches (×10 on the default preset, ×1 on ydb-1000) with its longest frame. A few
 * seconds each. Part of the `figures` Playwright project: run by `npm run figures`, not by
 * `npm test`. Each test also merges its figures into test-results/ui-figures.json, which
 * `npm run bench` folds into its output (cli/bench/ui-figures.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, type QuorumscopePage } from './fixtures.ts';

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

const FIGURES_FILE = 'test-results/ui-figures.json';

/** Merges `figures` into the figures file the bench reads (tests may run in any order). */
function record(figures: Record<string, number | string | boolean>): void {
  let prev: Record<string, unknown> = {};
  if (existsSync(FIGURES_FILE)) {
    try {
      const parsed = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as { figures?: Record<string, unknown> };
      prev = parsed.figures ?? {};
    } catch {
      prev = {}; // a torn or foreign file: start over
    }
  }
  mkdirSync('test-results', { recursive: true });
  const out = { measuredAt: new Date().toISOString(), figures: { ...prev, ...figures } };
  writeFileSync(FIGURES_FILE, JSON.stringify(out, null, 2));
}

type Marks = { __tti?: { drawn?: number; live?: number; workers?: number; handover?: string } };

/**
 * Navigation → cluster drawn (the static views answer clicks from then on), and → live simulation
 * attached (Play enabled), both stamped inside the page as they happen rather than by polling;
 * and → the run handed over to the Web Workers (or left in-process: `handover` says which).
 * `clickMs`: a rack click right after the first draw, until the rack shows down (an input answered
 * while the workers are still starting).
 */
async function timeToInteractive(
  page: Page,
  query: string,
): Promise<{
  drawnMs: number;
  liveMs: number;
  workersMs: number;
  handover: string;
  clickMs: number;
  liveAtClick: boolean;
}> {
  await page.addInitScript(() => {
    // e2e/ is type-checked without the DOM lib: reach the page's globals structurally.
    const g = globalThis as unknown as Marks & {
      document: { querySelector(s: string): unknown };
      setInterval(f: () => void, ms: number): number;
      clearInterval(id: number): void;
      __quorumscope?: {
        store: { getState(): { runtime: { kind: string; host?: string; handover?: string } } };
      };
    };
    const marks: { drawn?: number; live?: number; workers?: number; handover?: string } = {};
    g.__tti = marks;
    const id = g.setInterval(() => {
      if (marks.drawn === undefined && g.document.querySelector('[data-testid^="rack-"]'))
        marks.drawn = performance.now();
      const runtime = g.__quorumscope?.store.getState().runtime;
      if (marks.live === undefined && runtime?.kind === 'live') marks.live = performance.now();
      // Handed over (or the handover ended in-process): the workers run the simulation from here.
      if (marks.workers === undefined && runtime?.kind === 'live' && runtime.handover !== 'pending') {
        marks.workers = performance.now();
        marks.handover = runtime.handover ?? runtime.host ?? '';
      }
      if (marks.drawn !== undefined && marks.workers !== undefined) g.clearInterval(id);
    }, 4);
  });
  await page.goto(`/${query}`, { waitUntil: 'commit' });
  const rack = page.locator('[data-testid^="rack-"]').first();
  const badge = page.getByTestId('runtime');
  await expect(rack).toBeVisible();
  const liveAtClick = await page.evaluate(() => (globalThis as unknown as Marks).__tti?.live !== undefined);
  const t0 = await page.evaluate(() => performance.now());
  await rack.click();
  await expect(rack).toHaveAttribute('data-state', 'down');
  const clickMs = (await page.evaluate(() => performance.now())) - t0;
  await expect(page.getByTestId('play')).toBeEnabled();
  await rack.click(); // restore it for the flood
  await expect(rack).toHaveAttribute('data-state', 'up');
  await expect(badge).not.toHaveAttribute('data-handover', 'pending', { timeout: 60_000 });
  const m = await page.evaluate(() => (globalThis as unknown as Marks).__tti ?? {});
  return {
    drawnMs: m.drawn ?? NaN,
    liveMs: m.live ?? NaN,
    workersMs: m.workers ?? NaN,
    handover: m.handover ?? '',
    clickMs,
    liveAtClick,
  };
}

async function floodFps(
  page: Page,
  n: number,
): Promise<{ fps: number; drawMs: number; maxDrawMs: number; inFlight: number }> {
  await page.evaluate((k) => (globalThis as unknown as Flows).__flows?.flood(k), n);
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

/**
 * Plays at `label` (×`factor`) for a few seconds once warm: the virtual time gained per wall time,
 * as a share of the chosen speed (1: reached), and the longest gap between frames while playing.
 */
async function playback(
  app: QuorumscopePage,
  label: string,
  factor: number,
): Promise<{ achieved: number; maxFrameMs: number }> {
  const { page } = app;
  await app.timeline.playAt(label);
  await page.waitForTimeout(1000); // the first windows include the host warming up
  const r = await page.evaluate(async (ms) => {
    const g = globalThis as unknown as {
      __quorumscope: { store: { getState(): { timeUs: number } } };
      requestAnimationFrame(cb: (t: number) => void): number;
    };
    const timeUs = () => g.__quorumscope.store.getState().timeUs;
    const v0 = timeUs();
    const w0 = performance.now();
    let last = w0;
    let maxFrameMs = 0;
    await new Promise<void>((done) => {
      const tick = (t: number) => {
        maxFrameMs = Math.max(maxFrameMs, t - last);
        last = t;
        if (t - w0 < ms) g.requestAnimationFrame(tick);
        else done();
      };
      g.requestAnimationFrame(tick);
    });
    return { perSec: (timeUs() - v0) / ((performance.now() - w0) * 1000), maxFrameMs };
  }, 2 * SAMPLE_MS);
  await app.timeline.pause();
  return { achieved: r.perSec / factor, maxFrameMs: r.maxFrameMs };
}

for (const [name, query, key, floods, [speedLabel, factor]] of [
  ['default preset (27 nodes)', '', 'default', [500, 5000], ['10 s/s (×10)', 10]],
  ['single-dc-256', '?preset=single-dc-256', 'dc256', [500], ['10 s/s (×10)', 10]],
  ['ydb-1000', '?preset=ydb-1000', 'ydb1000', [500], ['1 s/s (×1)', 1]],
] as const) {
  test(`perf: ${name}`, async ({ app, page }, info) => {
    test.setTimeout(120_000);
    const tti = await timeToInteractive(page, query);
    report(
      info,
      `time to interactive, ${name}`,
      `cluster drawn (clickable) ${tti.drawnMs.toFixed(0)} ms, live simulation ${tti.liveMs.toFixed(0)} ms, ` +
        `on the workers ${tti.workersMs.toFixed(0)} ms (${tti.handover}); ` +
        `a rack click answered in ${tti.clickMs.toFixed(0)} ms (${tti.liveAtClick ? 'after' : 'before'} the simulation was live)`,
    );
    record({
      [`${key}.drawnMs`]: Math.round(tti.drawnMs),
      [`${key}.liveMs`]: Math.round(tti.liveMs),
      [`${key}.workersMs`]: Math.round(tti.workersMs),
      [`${key}.handover`]: tti.handover,
      [`${key}.clickMs`]: Math.round(tti.clickMs),
    });
    await expect(app.cluster.racks().first()).toBeVisible();
    for (const n of floods) {
      const r = await floodFps(page, n);
      report(
        info,
        `flows fps, ${name}, ${n} messages`,
        `${r.fps.toFixed(1)} fps with ${r.inFlight} in flight; draw ${r.drawMs.toFixed(2)} ms/frame avg, ${r.maxDrawMs.toFixed(1)} ms max`,
      );
      record({
        [`${key}.fps@${n}`]: Number(r.fps.toFixed(1)),
        [`${key}.drawMs@${n}`]: Number(r.drawMs.toFixed(2)),
      });
    }
    // After the floods: a flood draws on a paused run; playing first would age its messages out.
    const play = await playback(app, speedLabel, factor);
    report(
      info,
      `playback, ${name}, chosen ×${factor}`,
      `reaches ${(play.achieved * factor).toFixed(2)} (${(play.achieved * 100).toFixed(0)} % of the chosen speed); ` +
        `longest frame ${play.maxFrameMs.toFixed(0)} ms`,
    );
    record({
      [`${key}.achievedSpeedAt${factor}`]: Number(play.achieved.toFixed(3)),
      [`${key}.maxFrameMsAt${factor}`]: Math.round(play.maxFrameMs),
    });
  });
}
