/**
 * ydb-1000 opens zoomed out: its datacenter tiles show, Play becomes enabled, and playing moves
 * the clock. Its run takes no checkpoint until the workers take over (a clone of 1 000 nodes on the
 * page's thread would stall it), so a seek back before then starts the run over from its commands:
 * the rack failed before Play is down again at the time sought.
 */
import { expect, test } from './fixtures.ts';

// Alone (e2e/fixtures.ts): a thousand-node run takes both cores.
test.use({ alone: true });

test('ydb-1000 shows its datacenters, plays, and seeks back to before its first checkpoint', async ({
  app,
}) => {
  test.setTimeout(120_000);
  const { cluster, timeline } = app;
  await app.open('?preset=ydb-1000');
  await expect(cluster.tiles('dc')).toHaveCount(3);
  await expect(cluster.tiles('dc').first()).toContainText('12 racks · 336 nodes');
  await timeline.waitPlayable();

  await cluster.toggleRack('dc1-r5');
  await expect(cluster.rack('dc1-r5')).toHaveAttribute('data-state', 'down');
  await timeline.playAt('1 s/s (×1)');
  await expect.poll(() => timeline.timeMs(), { timeout: 60_000 }).toBeGreaterThan(300);
  await expect(cluster.tiles('dc')).toHaveCount(3);
  await timeline.pause();

  await timeline.goTo(100);
  await expect.poll(() => timeline.timeMs(), { timeout: 60_000 }).toBe(100);
  await expect(cluster.rack('dc1-r5')).toHaveAttribute('data-state', 'down');
  await expect(cluster.dc('dc1')).toHaveAttribute('data-degraded', 'true');
  await expect(timeline.playButton).toBeEnabled();
});
