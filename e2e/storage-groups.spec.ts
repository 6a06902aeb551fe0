import { expect, test } from './fixtures.ts';

test('mirror-3-dc static group: degraded with a datacenter and a rack down, lost with one VDisk down in each datacenter', async ({
  app,
}) => {
  const { cluster, storage, timeline } = app;
  await app.open();
  await timeline.play();
  await storage.open();
  const health = storage.quorum('static');
  await expect(health).toHaveAttribute('data-health', 'ok');
  await cluster.toggleDc('dc2');
  await expect(health).toHaveAttribute('data-health', 'degraded');
  await cluster.toggleRack('dc1-r1');
  await expect(health).toHaveAttribute('data-health', 'degraded');
  await expect(health).toHaveAttribute('data-quorum', 'yes');
  await cluster.toggleRack('dc3-r1');
  await expect(health).toHaveAttribute('data-health', 'lost');
  await expect(health).toContainText('lost quorum');
  await cluster.restoreAll();
  await expect(health).toHaveAttribute('data-health', 'ok');
});
