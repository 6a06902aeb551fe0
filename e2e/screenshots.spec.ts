/** Screenshots of each main view, for people to look at (test-results/<test>/*.png). */
import { expect, test } from './fixtures.ts';

test('default preset, one rack down', async ({ app, page }, info) => {
  await app.open();
  await expect(page.getByTestId('runtime')).toContainText('live', { timeout: 30_000 });
  await app.screenshot(info, 'cluster-default');
  await page.setViewportSize({ width: 1280, height: 720 });
  await app.screenshot(info, 'cluster-default-1280');
  await page.setViewportSize({ width: 1440, height: 900 });
  await app.toggleRack('dc1-r2');
  await expect(app.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  await app.screenshot(info, 'cluster-rack-down');
});

test('single-dc-8-racks with quorum lost', async ({ app }, info) => {
  await app.open('?preset=single-dc-8-racks');
  const rows = await app.replicaRows();
  for (const rack of [...new Set(rows.map((r) => r.rack))].slice(0, 3)) await app.toggleRack(rack);
  await expect(app.recordStatus()).toHaveAttribute('data-read', 'unavailable');
  await app.screenshot(info, 'quorum-lost');
});

test('setup panel and large presets', async ({ app, page }, info) => {
  await app.open();
  await app.openSetup();
  await app.screenshot(info, 'setup');
  await app.open('?preset=large');
  await app.screenshot(info, 'large');
  await app.open('?preset=single-dc-256');
  await app.screenshot(info, 'single-dc-256');
  await page.setViewportSize({ width: 1280, height: 720 });
  await app.open('?preset=bridge-2-piles');
  await app.screenshot(info, 'bridge-1280');
});
