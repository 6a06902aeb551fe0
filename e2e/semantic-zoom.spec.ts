/**
 * Semantic zoom on large presets: fitted far out, racks are summary tiles (name, nodes up, ring
 * band) that still fail and restore the rack on click; zooming in brings the nodes back.
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
