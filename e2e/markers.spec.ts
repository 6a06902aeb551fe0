/** Markers aggregate: a partition is one labelled cut, and dropped messages one mark per link. */
import { expect, test } from './fixtures.ts';
import { dropFigures, resetDropFigures } from './pages/network.ts';

/** Directed links from the pile that stays up to the failed one on bridge-2-piles (10 × 10 nodes). */
const CROSS_PILE_LINKS = 100;

test('the rushed reconfiguration’s cut is one label over many arcs', async ({ app }, info) => {
  const { cluster, timeline } = app;
  await app.open('?scenario=reconfig-rushed');
  await expect(app.notices.scenario).toContainText('loaded');
  await app.waitLive();
  await timeline.playAt('500 ms/s (×0.5)');
  const links = cluster.svg.getByTestId('net-links');
  await expect(links).toBeVisible({ timeout: 30_000 });
  // Nodes 1-3 and 13 from the static nodes 4-8: eight rack pairs, each an arc, one label for them all.
  await expect.poll(() => links.locator('path.net-cut').count(), { timeout: 30_000 }).toBeGreaterThan(5);
  await expect(links.getByTestId('net-label')).toHaveCount(1);
  await expect(links.getByTestId('net-label')).toHaveText(/cut \(some nodes\) · \d+ links/);
  await app.screenshot(info, 'markers-rushed-cut');
  await timeline.pause();
});

test('a failed pile drops dozens of messages, drawn as one mark per link', async ({ app }) => {
  const { cluster, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await resetDropFigures(app.page);
  await timeline.playFastest();
  await cluster.toggleDc('dc2');
  // More drops than links they can fall on (dc1's 10 nodes to dc2's 10), so at least one link holds
  // several: the first frame of the burst may show one drop on each link.
  await expect
    .poll(async () => (await dropFigures(app.page)).peakDrops, { timeout: 30_000 })
    .toBeGreaterThan(CROSS_PILE_LINKS);
  const f = await dropFigures(app.page);
  expect(f.peakDropMarks).toBeGreaterThan(0);
  expect(f.peakDropMarks).toBeLessThan(f.peakDrops);
  await timeline.pause();
});
