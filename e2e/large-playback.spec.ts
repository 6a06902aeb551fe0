/**
 * ydb-1000 on the Web Workers: the header's headroom fills in once the run is live (it waits for
 * the large run as the panels do), a rack failed while the run plays goes down, and seeking back
 * before that failure shows the rack up again — the run rewound from the pool's node states, which
 * it reads back in parts.
 */
import { expect, test } from './fixtures.ts';

// On the app's own host (the worker pool for ydb-1000): reading node states back from it is the subject.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a thousand-node run takes both cores.
test.use({ alone: true });

test('ydb-1000: headroom once live; seeking back while played on the workers undoes a later rack failure', async ({
  app,
}) => {
  test.setTimeout(150_000);
  const { cluster, timeline, header } = app;
  await app.open('?preset=ydb-1000');
  await expect(cluster.tiles('dc')).toHaveCount(3);
  await timeline.waitPlayable();
  await expect(header.headroomRow('statestorage')).toBeVisible();
  await app.waitWorkers();

  await timeline.playAt('1 s/s (×1)');
  await expect.poll(() => timeline.timeMs(), { timeout: 60_000 }).toBeGreaterThan(200);
  await cluster.toggleRack('dc2-r3');
  await expect(cluster.rack('dc2-r3')).toHaveAttribute('data-state', 'down');
  await expect.poll(() => timeline.timeMs(), { timeout: 60_000 }).toBeGreaterThan(600);
  await timeline.pause();
  await expect(cluster.rack('dc2-r3')).toHaveAttribute('data-state', 'down');

  await timeline.goTo(100);
  await expect.poll(() => timeline.timeMs(), { timeout: 60_000 }).toBe(100);
  await expect(cluster.rack('dc2-r3')).toHaveAttribute('data-state', 'up');
  await expect(header.runtime).toHaveAttribute('data-host', 'workers');
});
