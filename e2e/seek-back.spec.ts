/**
 * Measurement, printed and not asserted (runs only with QS_MEASURE=1): how long a seek back takes
 * on a 60 s (virtual) run of the default preset with a workload, on the Web Worker host and
 * in-process. Each seek back goes from the end of the run to the target and is timed in the page.
 */
import type { Page } from '@playwright/test';
import { expect, QuorumscopePage, test } from './fixtures.ts';
import { workload } from './workload.ts';

const S = 1_000_000;
const END_US = 60 * S;
const TARGETS_US = [55 * S, 30 * S, 5 * S];

type Handle = { __quorumscope?: { controller: { seek(us: number): Promise<void> } } };

async function timedSeek(page: Page, us: number): Promise<number> {
  return page.evaluate(async (to) => {
    const c = (globalThis as unknown as Handle).__quorumscope?.controller;
    if (!c) throw new Error('window.__quorumscope is missing');
    const t0 = performance.now();
    await c.seek(to);
    return performance.now() - t0;
  }, us);
}

for (const host of ['workers', 'in-process'] as const) {
  test(`seek back on a 60 s run (${host})`, async ({ page }) => {
    test.skip(!process.env.QS_MEASURE, 'measurement: set QS_MEASURE=1');
    test.setTimeout(900_000);
    const app = new QuorumscopePage(page);
    await app.open(host === 'workers' ? '?host=workers' : '?host=inprocess');
    await app.waitLive();
    const t0 = Date.now();
    const run = await app.runTo(workload(END_US), END_US);
    const runMs = Date.now() - t0;
    expect(run.timeUs).toBe(END_US);
    const lines = [`[seek-back] ${host}: run to 60 s took ${runMs} ms (${run.events} events)`];
    for (const target of TARGETS_US) {
      const ms = await timedSeek(page, target);
      expect(await app.state((s) => s.timeUs)).toBe(target);
      lines.push(`[seek-back] ${host}: 60 s → ${target / S} s took ${ms.toFixed(0)} ms`);
      const fwd = await timedSeek(page, END_US);
      lines.push(`[seek-back] ${host}: then ${target / S} s → 60 s took ${fwd.toFixed(0)} ms`);
    }
    expect(await app.state((s) => s.timeUs)).toBe(END_US);
    lines.push(
      `[seek-back] ${host}: trace hash after the seeks ${await page.evaluate(() => (globalThis as unknown as { __quorumscope?: { traceHash(): string | null } }).__quorumscope?.traceHash())} (run ${run.hash})`,
    );
    console.log(lines.join('\n'));
  });
}
