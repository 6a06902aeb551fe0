/**
 * Semantic zoom on large presets: fitted far out, racks are summary tiles (name, nodes up, ring
 * band) that still fail and restore the rack on click; zooming in brings the nodes back. Further
 * out still (ydb-1000), each datacenter is one tile with a cell per rack.
 */
import { expect, test } from './fixtures.ts';

test('a 256-node preset shows rack tiles zoomed out and nodes zoomed in', async ({ app, page }) => {
  await app.open('?preset=single-dc-256');
  const tiles = page.locator('[data-summary]');
  await expect(tiles).toHaveCount(32);
  await expect(app.nodes()).toHaveCount(0);
  const rack = app.rack('dc1-r1');
  await expect(rack).toContainText('dc1-r1');
  await expect(rack).toContainText('8 up');

  await rack.click();
  await expect(rack).toHaveAttribute('data-state', 'down');
  await expect(rack).toContainText('8 down');
  await rack.click();
  await expect(rack).toHaveAttribute('data-state', 'up');

  // Zoom in past the threshold: the full nodes (with their replicas) come back, racks keep their ids.
  const zoomIn = page.getByRole('button', { name: 'Zoom in', exact: true });
  for (let i = 0; i < 3; i++) await zoomIn.click();
  await expect(app.node(1)).toBeVisible();
  await expect(tiles).toHaveCount(0);
  await expect(app.rack('dc1-r1')).toHaveAttribute('data-state', 'up');
  await page.getByTestId('zoom-fit').click();
  await expect(tiles).toHaveCount(32);
});

test('ydb-1000 fits as datacenter tiles whose rack cells fail racks; zooming in shows racks, then nodes', async ({
  app,
  page,
}) => {
  await app.open('?preset=ydb-1000');
  const dcTiles = page.locator('[data-summary="dc"]');
  const rackTiles = page.locator('[data-summary="rack"]');
  await expect(dcTiles).toHaveCount(3);
  await expect(rackTiles).toHaveCount(0);
  await expect(app.nodes()).toHaveCount(0);
  await expect(page.getByText('datacenters summarised')).toBeVisible();
  const tile = dcTiles.first();
  await expect(tile).toContainText('dc1');
  await expect(tile).toContainText('12 racks · 336 nodes');
  await expect(tile).toContainText('all 336 up');
  // One cell per rack, each the rack's own button.
  await expect(app.racks()).toHaveCount(36);

  const cell = app.rack('dc1-r5');
  await expect(cell).toHaveAttribute('data-state', 'up');
  await expect(cell).toHaveAttribute('aria-label', /^Rack dc1-r5, 28 of 28 nodes up/);
  // Hovering a rack's cell shows its blast radius, as a rack tile does.
  await app.rack('dc2-r1').hover();
  await expect(page.getByTestId('blast-radius')).toContainText('dc2-r1');
  await cell.click();
  await expect(cell).toHaveAttribute('data-state', 'down');
  await expect(app.dc('dc1')).toHaveAttribute('data-degraded', 'true');
  await expect(app.dc('dc1')).toHaveAttribute('data-state', 'up');
  await expect(tile).toContainText('28 of 336 down');
  // Keyboard: Enter on the focused cell restores the rack.
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(cell).toHaveAttribute('data-state', 'up');
  await expect(app.dc('dc1')).not.toHaveAttribute('data-degraded', 'true');

  // The header fails and restores the whole datacenter.
  await app.dc('dc2').click();
  await expect(app.dc('dc2')).toHaveAttribute('data-state', 'down');
  await expect(app.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  await app.dc('dc2').click();
  await expect(app.dc('dc2')).toHaveAttribute('data-state', 'up');

  await cell.click(); // down again, to follow it through the levels
  const zoomIn = page.getByRole('button', { name: 'Zoom in', exact: true });
  for (let i = 0; i < 2; i++) await zoomIn.click();
  await expect(rackTiles).toHaveCount(36);
  await expect(dcTiles).toHaveCount(0);
  await expect(app.rack('dc1-r5')).toHaveAttribute('data-state', 'down');
  await expect(page.getByText('racks summarised')).toBeVisible();
  for (let i = 0; i < 3; i++) await zoomIn.click();
  await expect(rackTiles).toHaveCount(0);
  await expect(app.nodes()).toHaveCount(1008);
  await expect(app.rack('dc1-r5')).toHaveAttribute('data-state', 'down');
  await page.getByTestId('zoom-fit').click();
  await expect(dcTiles).toHaveCount(3);
});
