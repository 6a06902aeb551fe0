/** A paused run: drop marks fade instead of staying, and space-time opens where the messages are. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { command, flowStats, startTraffic } from './pages/handle.ts';

const drops = async (page: Page) => (await flowStats(page))?.drops ?? 0;

test('drop marks fade away on a paused run', async ({ app, page }) => {
  await app.open();
  await app.waitLive();
  await startTraffic(page, 0.002);
  await app.cluster.toggleRack('dc3-r2');
  await app.cluster.toggleRack('dc1-r2');
  await expect.poll(() => drops(page), { timeout: 15_000, intervals: [40] }).toBeGreaterThan(0);
  await app.timeline.pause();
  // A burst lasts about a second of wall time, paused or not.
  await expect.poll(() => drops(page), { timeout: 4_000 }).toBe(0);
});

test('space-time opens on the last messages of a run that has gone quiet', async ({ app, page }) => {
  await app.open();
  await app.waitLive();
  await command(page, { kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' });
  await app.runTo([], 400_000);
  await app.spaceTime.open();
  await expect(app.spaceTime.back).toContainText('before now');
  await app.spaceTime.backToNow();
  await expect(app.spaceTime.back).toHaveCount(0);
});
