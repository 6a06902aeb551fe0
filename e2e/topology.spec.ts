import { expect, test } from './fixtures.ts';

test('the default preset shows the real mirror-3-dc topology', async ({ app, page }) => {
  await app.open();
  await expect(app.dcs()).toHaveCount(3);
  await expect(app.racks()).toHaveCount(9);
  await expect(app.nodes()).toHaveCount(27);
  for (const dc of ['dc1', 'dc2', 'dc3']) await expect(app.dc(dc)).toHaveAttribute('data-state', 'up');
  // Every rack holds 3 nodes, numbered realm-major: dc2-r1 holds n10..n12.
  const idsInRack = await app.state((s) =>
    s.topology.nodes.filter((n) => n.domain === 'dc2-r1').map((n) => n.id),
  );
  expect(idsInRack).toEqual([10, 11, 12]);
  // 9 rings of 3 replicas for each of the 3 subsystems, one replica glyph per (subsystem, ring, index).
  await expect(page.locator('[data-testid^="replica-statestorage-0-"]')).toHaveCount(27);
  await expect(page.locator('[data-testid^="replica-board-0-"]')).toHaveCount(27);
  await expect(page.locator('[data-testid^="replica-schemeboard-0-"]')).toHaveCount(27);
  await expect(app.node(11).getByTestId('replica-statestorage-0-3-1')).toHaveCount(1);
  await expect(app.recordStatus()).toHaveAttribute('data-read', 'ok');
  await expect(page.getByTestId('inspector-replica')).toHaveCount(9);
});

test('nodes fail and restore from the mouse and from the keyboard', async ({ app }) => {
  await app.open();
  const n5 = app.node(5);
  await n5.click();
  await expect(n5).toHaveAttribute('data-state', 'down');
  await expect(n5.getByTestId(/replica-statestorage/)).toHaveAttribute('data-state', 'down');
  await n5.focus();
  await n5.press('Enter');
  await expect(n5).toHaveAttribute('data-state', 'up');
  const rack = app.rack('dc3-r1');
  await rack.focus();
  await rack.press(' ');
  await expect(rack).toHaveAttribute('data-state', 'down');
  for (const id of [19, 20, 21]) await expect(app.node(id)).toHaveAttribute('data-state', 'down');
  await app.dc('dc3').click(); // part of dc3 is down: the click fails the rest
  await expect(app.dc('dc3')).toHaveAttribute('data-state', 'down');
  await app.dc('dc3').click();
  await expect(app.dc('dc3')).toHaveAttribute('data-state', 'up');
  await expect(app.nodes().and(app.page.locator('[data-state="down"]'))).toHaveCount(0);
});

test('hovering a node in the cluster lights its replicas in the ring view, and back', async ({
  app,
  page,
}) => {
  await app.open();
  await app.node(6).hover();
  await expect(page.getByTestId('ringview-replica-statestorage-0-1-2')).toHaveClass(/hovered/);
  await page.getByTestId('ringview-replica-statestorage-0-4-0').hover();
  await expect(app.node(13)).toHaveClass(/node-hover/);
});
