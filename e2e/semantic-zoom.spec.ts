/**
 * Semantic zoom on large presets: fitted far out, racks are summary tiles (name, nodes up, ring
 * band) that still fail and restore the rack on click; zooming in brings the nodes back. Further
 * out still (ydb-1000), each datacenter is one tile with a cell per rack.
 */
import { expect, test } from './fixtures.ts';

test('a 256-node preset shows rack tiles zoomed out and nodes zoomed in', async ({ app }) => {
  const { cluster } = app;
  await app.open('?preset=single-dc-256');
  const tiles = cluster.tiles();
  await expect(tiles).toHaveCount(32);
  await expect(cluster.nodes()).toHaveCount(0);
  const rack = cluster.rack('dc1-r1');
  await expect(rack).toContainText('dc1-r1');
  await expect(rack).toContainText('8 up');

  await cluster.toggleRack('dc1-r1');
  await expect(rack).toHaveAttribute('data-state', 'down');
  await expect(rack).toContainText('8 down');
  await cluster.toggleRack('dc1-r1');
  await expect(rack).toHaveAttribute('data-state', 'up');

  // Zoom in past the threshold: the full nodes (with their replicas) come back, racks keep their ids.
  await cluster.zoomIn(3);
  await expect(cluster.node(1)).toBeVisible();
  await expect(tiles).toHaveCount(0);
  await expect(cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'up');
  await cluster.zoomToFit();
  await expect(tiles).toHaveCount(32);
});

test('ydb-1000 fits as datacenter tiles whose rack cells fail racks; zooming in shows racks, then nodes', async ({
  app,
  page,
}) => {
  const { cluster } = app;
  await app.open('?preset=ydb-1000');
  const dcTiles = cluster.tiles('dc');
  const rackTiles = cluster.tiles('rack');
  await expect(dcTiles).toHaveCount(3);
  await expect(rackTiles).toHaveCount(0);
  await expect(cluster.nodes()).toHaveCount(0);
  await expect(page.getByText('datacenters summarised')).toBeVisible();
  const tile = dcTiles.first();
  await expect(tile).toContainText('dc1');
  await expect(tile).toContainText('12 racks · 336 nodes');
  await expect(tile).toContainText('all 336 up');
  // One cell per rack, each the rack's own button.
  await expect(cluster.racks()).toHaveCount(36);

  const cell = cluster.rack('dc1-r5');
  await expect(cell).toHaveAttribute('data-state', 'up');
  await expect(cell).toHaveAttribute('aria-label', /^Rack dc1-r5, 28 of 28 nodes up/);
  // Hovering a rack's cell shows its blast radius, as a rack tile does.
  await cluster.rack('dc2-r1').hover();
  await expect(cluster.blastRadius).toContainText('dc2-r1');
  await cluster.toggleRack('dc1-r5');
  await expect(cell).toHaveAttribute('data-state', 'down');
  await expect(cluster.dc('dc1')).toHaveAttribute('data-degraded', 'true');
  await expect(cluster.dc('dc1')).toHaveAttribute('data-state', 'up');
  await expect(tile).toContainText('28 of 336 down');
  // Keyboard: Enter on the focused cell restores the rack.
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(cell).toHaveAttribute('data-state', 'up');
  await expect(cluster.dc('dc1')).not.toHaveAttribute('data-degraded', 'true');

  // The header fails and restores the whole datacenter.
  await cluster.toggleDc('dc2');
  await expect(cluster.dc('dc2')).toHaveAttribute('data-state', 'down');
  await expect(cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  await cluster.toggleDc('dc2');
  await expect(cluster.dc('dc2')).toHaveAttribute('data-state', 'up');

  await cluster.toggleRack('dc1-r5'); // down again, to follow it through the levels
  await cluster.zoomIn(2);
  await expect(rackTiles).toHaveCount(36);
  await expect(dcTiles).toHaveCount(0);
  await expect(cluster.rack('dc1-r5')).toHaveAttribute('data-state', 'down');
  await expect(page.getByText('racks summarised')).toBeVisible();
  await cluster.zoomIn(3);
  await expect(rackTiles).toHaveCount(0);
  await expect(cluster.nodes()).toHaveCount(1008);
  await expect(cluster.rack('dc1-r5')).toHaveAttribute('data-state', 'down');
  await cluster.zoomToFit();
  await expect(dcTiles).toHaveCount(3);
});
