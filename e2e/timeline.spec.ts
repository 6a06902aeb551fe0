/**
 * Timeline: play / pause / step / speed drive virtual time; scrubbing back and forth lands on the
 * same state (replay is deterministic); the event log filters; a screenshot of bar and log.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { command, type HandleHost } from './pages/handle.ts';

/** Pause stops new windows; the one already running still lands. Waits for it. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (globalThis as unknown as HandleHost).__quorumscope?.controller.settled();
    // …and for React to show its time (e2e/ has no DOM lib: requestAnimationFrame structurally).
    const raf = (globalThis as unknown as { requestAnimationFrame(cb: () => void): number })
      .requestAnimationFrame;
    await new Promise<void>((done) => raf(() => raf(() => done())));
  });
}

/** Boots a tablet on node 1: an election (lookups, locks, updates) gives the run some traffic. */
const bootTablet = (page: Page) =>
  command(page, { kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' });

test('play, pause, step and speed drive virtual time', async ({ app, page }, info) => {
  const { timeline } = app;
  await app.open();
  await timeline.waitPlayable();
  await expect(timeline.time).toHaveText('0.000 ms');
  await bootTablet(page);
  await timeline.setSpeed('100 ms/s (×0.1)');
  await timeline.play();
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(5);
  await timeline.pause();
  await settled(page);
  const paused = await timeline.timeMs();
  await page.waitForTimeout(300);
  expect(await timeline.timeMs()).toBe(paused);
  await timeline.step();
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(paused);
  // Slow motion really is slow: at 1 ms/s a wall second plays one virtual millisecond. The bound is
  // the wall time from Play to the settled pause as the test saw it (a loaded machine stretches it).
  await timeline.setSpeed('1 ms/s (×0.001)');
  const before = await timeline.timeMs();
  const playedAt = Date.now();
  await timeline.play();
  await page.waitForTimeout(500);
  await timeline.pause();
  await settled(page);
  const wallS = (Date.now() - playedAt) / 1000;
  const slow = (await timeline.timeMs()) - before;
  expect(slow).toBeGreaterThan(0);
  expect(slow).toBeLessThan(wallS * 1.1 + 0.1);
  await app.log.open();
  await app.screenshot(info, 'timeline');
});

test('scrubbing back and forth gives the same state', async ({ app, page }) => {
  const { timeline } = app;
  await app.open();
  await timeline.waitPlayable();
  await app.log.open();
  await bootTablet(page);
  await timeline.setSpeed('100 ms/s (×0.1)');
  // A fault mid-run (given while paused, so its time is known), so late differs from early.
  await timeline.play();
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(20);
  await timeline.pause();
  const faultMs = await timeline.timeMs();
  await app.cluster.toggleRack('dc1-r2');
  await timeline.play();
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(faultMs + 30);
  await timeline.pause();
  const target = Math.round(faultMs + 15);
  const snapshot = async () => ({
    time: await timeline.time.textContent(),
    status: await app.state((s) => JSON.stringify(s.nodeStatus)),
    log: await app.log.count.textContent(),
    record: await app.inspector.status.getAttribute('data-read'),
  });
  const seek = async (ms: number) => {
    await timeline.goTo(ms);
    await expect(timeline.time).toHaveText(`${ms.toFixed(3)} ms`);
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
  await timeline.scrubber.focus();
  await page.keyboard.press('Home');
  await expect(timeline.time).toHaveText('0.000 ms');
  await timeline.waitPlayable();
  await timeline.scrubber.focus();
  await page.keyboard.press('End');
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(faultMs + 30);
});

test('event log filters by node and subsystem', async ({ app, page }) => {
  const { log, timeline } = app;
  await app.open();
  await timeline.waitPlayable();
  await bootTablet(page);
  await timeline.setSpeed('100 ms/s (×0.1)');
  await timeline.play();
  await app.cluster.toggleRack('dc1-r2');
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(10);
  await timeline.pause();
  await log.open();
  await log.showMessages();
  const count = () => log.countValue();
  await expect.poll(count).toBeGreaterThan(0);
  const all = await count();
  const nodeId = await app.state((s) => s.topology.nodes.find((n) => n.domain === 'dc1-r2')?.id ?? 0);
  await log.filterNode(nodeId);
  await expect.poll(count).toBeLessThan(all);
  const texts = await log.rows.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) expect(t).toContain(`n${nodeId}`);
  // the runtime's own subsystem holds BlobStorage's traffic too (the node's VDisk); its state changes
  // alone name the node going down
  await log.filterSubsystem('system');
  await expect(log.rows.filter({ hasText: 'bs.vlog' }).first()).toBeVisible();
  await log.hideMessages();
  await expect(log.rows.first()).toContainText(`node ${nodeId} down`);
});
