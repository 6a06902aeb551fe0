import { expect, test } from './fixtures.ts';

test('single-dc-8-racks (nto_select 5): quorum is lost exactly at the third selected rack', async ({
  app,
}) => {
  const { cluster, inspector } = app;
  await app.open('?preset=single-dc-8-racks');
  await expect(cluster.racks()).toHaveCount(8);
  await expect(inspector.replicas).toHaveCount(5);
  const rows = await inspector.replicaRows();
  const selected = [...new Set(rows.map((r) => r.rack))];
  expect(selected).toHaveLength(5); // one replica per ring, one ring per rack
  const others = (
    await cluster.racks().evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)))
  ).filter((r) => !selected.includes(r));
  expect(others).toHaveLength(3);
  // Racks that hold none of the record's replicas do not matter to it.
  for (const rack of others) {
    await cluster.toggleRack(rack);
    await expect(inspector.status).toHaveAttribute('data-read', 'ok');
  }
  // Two of its five replicas may fail (majority 3) …
  for (const rack of selected.slice(0, 2)) {
    await cluster.toggleRack(rack);
    await expect(inspector.status).toHaveAttribute('data-read', 'ok');
    await expect(inspector.status).toHaveAttribute('data-write', 'ok');
  }
  // … the third loses the quorum, and the UI says so.
  await cluster.toggleRack(selected[2]!);
  await expect(inspector.status).toHaveAttribute('data-read', 'unavailable');
  await expect(inspector.status).toHaveAttribute('data-write', 'unavailable');
  await expect(inspector.status).toContainText('reads UNAVAILABLE');
  await expect(inspector.status).toContainText('2 of 5 replicas up, needs 3');
  await expect(inspector.quorumMeter(0)).toContainText('Quorum lost');
  // Restoring one of them brings it back.
  await cluster.toggleRack(selected[0]!);
  await expect(inspector.status).toHaveAttribute('data-read', 'ok');
});
