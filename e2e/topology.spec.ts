import { expect, test } from './fixtures.ts';

test('the default preset shows the real mirror-3-dc topology', async ({ app }) => {
  await app.open();
  await expect(app.cluster.dcs()).toHaveCount(3);
  await expect(app.cluster.racks()).toHaveCount(9);
  await expect(app.cluster.nodes()).toHaveCount(27);
  for (const dc of ['dc1', 'dc2', 'dc3'])
    await expect(app.cluster.dc(dc)).toHaveAttribute('data-state', 'up');
  // Every rack holds 3 nodes, numbered realm-major: dc2-r1 holds n10..n12.
  const idsInRack = await app.state((s) =>
    s.topology.nodes.filter((n) => n.domain === 'dc2-r1').map((n) => n.id),
  );
  expect(idsInRack).toEqual([10, 11, 12]);
  // 9 rings of 3 replicas for each of the 3 subsystems, one replica glyph per (subsystem, ring, index).
  await expect(app.cluster.replicas('statestorage-0-')).toHaveCount(27);
  await expect(app.cluster.replicas('board-0-')).toHaveCount(27);
  await expect(app.cluster.replicas('schemeboard-0-')).toHaveCount(27);
  await expect(app.cluster.node(11).getByTestId('replica-statestorage-0-3-1')).toHaveCount(1);
  await expect(app.inspector.status).toHaveAttribute('data-read', 'ok');
  await expect(app.inspector.replicas).toHaveCount(9);
});

test('nodes fail and restore from the mouse and from the keyboard', async ({ app }) => {
  await app.open();
  const n5 = app.cluster.node(5);
  await app.cluster.toggleNode(5);
  await expect(n5).toHaveAttribute('data-state', 'down');
  await expect(n5.getByTestId(/replica-statestorage/)).toHaveAttribute('data-state', 'down');
  await n5.focus();
  await n5.press('Enter');
  await expect(n5).toHaveAttribute('data-state', 'up');
  const rack = app.cluster.rack('dc3-r1');
  await rack.focus();
  await rack.press(' ');
  await expect(rack).toHaveAttribute('data-state', 'down');
  for (const id of [19, 20, 21]) await expect(app.cluster.node(id)).toHaveAttribute('data-state', 'down');
  await app.cluster.toggleDc('dc3'); // part of dc3 is down: the click fails the rest
  await expect(app.cluster.dc('dc3')).toHaveAttribute('data-state', 'down');
  await app.cluster.toggleDc('dc3');
  await expect(app.cluster.dc('dc3')).toHaveAttribute('data-state', 'up');
  await expect(app.cluster.nodes().and(app.page.locator('[data-state="down"]'))).toHaveCount(0);
});

test('hovering a node in the cluster lights its replicas in the ring view, and back', async ({ app }) => {
  await app.open();
  await app.cluster.node(6).hover();
  await expect(app.rings.replica('statestorage-0-1-2')).toHaveClass(/hovered/);
  await app.rings.replica('statestorage-0-4-0').hover();
  await expect(app.cluster.node(13)).toHaveClass(/node-hover/);
});
