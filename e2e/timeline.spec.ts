/**
 * Timeline: play / pause / step / speed drive virtual time; scrubbing back and forth lands on the
 * same state (replay is deterministic); the event log filters; a screenshot of bar and log.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const timeMs = async (page: Page) => parseFloat((await page.getByTestId('time').textContent()) ?? 'NaN');

async function live(page: Page): Promise<void> {
  await expect(page.getByTestId('runtime-status')).not.toHaveText(/starting|static/);
  await expect(page.getByTestId('play')).toBeEnabled();
}

/** The event log starts closed (the cluster view gets the room). */
async function openLog(page: Page): Promise<void> {
  if ((await page.getByTestId('event-log').count()) === 0) await page.getByTestId('log-toggle').click();
  await expect(page.getByTestId('event-log')).toBeVisible();
}

type Handle = { __quorumscope?: { controller: { command(c: unknown): void; settled(): Promise<void> } } };

/** Pause stops new windows; the one already running still lands. Waits for it. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (globalThis as unknown as Handle).__quorumscope?.controller.settled();
    // …and for React to show its time (e2e/ has no DOM lib: requestAnimationFrame structurally).
    const raf = (globalThis as unknown as { requestAnimationFrame(cb: () => void): number })
      .requestAnimationFrame;
    await new Promise<void>((done) => raf(() => raf(() => done())));
  });
}

/** Boots a tablet on node 1: an election (lookups, locks, updates) gives the run some traffic. */
async function bootTablet(page: Page): Promise<void> {
  await page.evaluate(() =>
    (globalThis as unknown as Handle).__quorumscope?.controller.command({
      kind: 'tablet.boot',
      node: 1,
      tabletId: '72075186224037888',
    }),
  );
}

test('play, pause, step and speed drive virtual time', async ({ app, page }, info) => {
  await app.open();
  await live(page);
  await expect(page.getByTestId('time')).toHaveText('0.000 ms');
  await bootTablet(page);
  await page.getByTestId('speed').selectOption({ label: '100 ms/s (×0.1)' });
  await page.getByTestId('play').click();
  await expect.poll(() => timeMs(page)).toBeGreaterThan(5);
  await page.getByTestId('pause').click();
  await settled(page);
  const paused = await timeMs(page);
  await page.waitForTimeout(300);
  expect(await timeMs(page)).toBe(paused);
  await page.getByTestId('step').click();
  await expect.poll(() => timeMs(page)).toBeGreaterThan(paused);
  // Slow motion really is slow: at 1 ms/s, half a second of wall time is well under 1 ms virtual.
  await page.getByTestId('speed').selectOption({ label: '1 ms/s (×0.001)' });
  const before = await timeMs(page);
  await page.getByTestId('play').click();
  await page.waitForTimeout(500);
  await page.getByTestId('pause').click();
  await settled(page);
  const slow = (await timeMs(page)) - before;
  expect(slow).toBeGreaterThan(0);
  expect(slow).toBeLessThan(1.5);
  await openLog(page);
  await app.screenshot(info, 'timeline');
});

test('scrubbing back and forth gives the same state', async ({ app, page }) => {
  await app.open();
  await live(page);
  await openLog(page);
  await bootTablet(page);
  await page.getByTestId('speed').selectOption({ label: '100 ms/s (×0.1)' });
  // A fault mid-run (given while paused, so its time is known), so late differs from early.
  await page.getByTestId('play').click();
  await expect.poll(() => timeMs(page)).toBeGreaterThan(20);
  await page.getByTestId('pause').click();
  const faultMs = await timeMs(page);
  await app.toggleRack('dc1-r2');
  await page.getByTestId('play').click();
  await expect.poll(() => timeMs(page)).toBeGreaterThan(faultMs + 30);
  await page.getByTestId('pause').click();
  const target = Math.round(faultMs + 15);
  const snapshot = async () => ({
    time: await page.getByTestId('time').textContent(),
    status: await app.state((s) => JSON.stringify(s.nodeStatus)),
    log: await page.getByTestId('log-count').textContent(),
    record: await app.recordStatus().getAttribute('data-read'),
  });
  const seek = async (ms: number) => {
    await page.getByTestId('seek-input').fill(String(ms));
    await page.getByTestId('seek-input').press('Enter');
    await expect(page.getByTestId('time')).toHaveText(`${ms.toFixed(3)} ms`);
    await page.waitForTimeout(200); // the log refreshes at ~8 Hz
  };
  await seek(target);
  const first = await snapshot();
  await seek(Math.floor(faultMs / 2));
  const early = await snapshot();
  await seek(target);
  const again = await snapshot();
  expect(again).toEqual(first);
  // Before the fault the rack was up: going back really went back.
  expect(early.status).toBe('{}');
  expect(first.status).not.toBe('{}');
  expect(early.log).not.toBe(first.log);
  // The scrubber itself: Home goes back to the start, End to the furthest time reached.
  await page.getByTestId('scrubber').focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('time')).toHaveText('0.000 ms');
  await live(page);
  await page.getByTestId('scrubber').focus();
  await page.keyboard.press('End');
  await expect.poll(() => timeMs(page)).toBeGreaterThan(faultMs + 30);
});

test('event log filters by node and subsystem', async ({ app, page }) => {
  await app.open();
  await live(page);
  await bootTablet(page);
  await page.getByTestId('speed').selectOption({ label: '100 ms/s (×0.1)' });
  await page.getByTestId('play').click();
  await app.toggleRack('dc1-r2');
  await expect.poll(() => timeMs(page)).toBeGreaterThan(10);
  await page.getByTestId('pause').click();
  await openLog(page);
  await page.getByTestId('log-messages').check();
  const count = async () => Number(((await page.getByTestId('log-count').textContent()) ?? '').split(' ')[0]);
  await expect.poll(count).toBeGreaterThan(0);
  const all = await count();
  const nodeId = await app.state((s) => s.topology.nodes.find((n) => n.domain === 'dc1-r2')?.id ?? 0);
  await page.getByTestId('log-node').selectOption(String(nodeId));
  await expect.poll(count).toBeLessThan(all);
  const texts = await page.getByTestId('log-row').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) expect(t).toContain(`n${nodeId}`);
  await page.getByTestId('log-subsystem').selectOption('system');
  await expect(page.getByTestId('log-row').first()).toContainText(`node ${nodeId} down`);
});
