import { expect, test } from './fixtures.ts';

const RECORDS = ['72075186224037888', '72075186224037999', '/Root/db1', 'gpc+/Root/db1'];

test('mirror-3-dc: with one rack down every record stays readable and writable', async ({ app }) => {
  const { cluster, inspector } = app;
  await app.open();
  await cluster.toggleRack('dc1-r2');
  await expect(cluster.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  for (const record of RECORDS) {
    await inspector.inspect(record);
    await expect(inspector.label).toContainText(record);
    const rows = await inspector.replicaRows();
    // The rack held one ring: exactly one of the record's replicas is down, and the quorum holds.
    expect(rows.filter((r) => r.state === 'down').map((r) => r.rack)).toEqual(['dc1-r2']);
    await expect(inspector.status).toHaveAttribute('data-read', 'ok');
    await expect(inspector.status).toHaveAttribute('data-write', 'ok');
    await expect(inspector.status).toContainText('reads OK · writes OK');
  }
});

test('mirror-3-dc survives a datacenter plus a rack, not a datacenter plus two racks', async ({ app }) => {
  const { cluster, inspector } = app;
  await app.open();
  await cluster.toggleDc('dc2');
  await cluster.toggleRack('dc1-r1');
  await expect(inspector.status).toHaveAttribute('data-read', 'ok');
  await expect(inspector.status).toContainText('reads OK');
  await cluster.toggleRack('dc3-r3');
  await expect(inspector.status).toHaveAttribute('data-read', 'unavailable');
  await expect(inspector.status).toHaveAttribute('data-write', 'unavailable');
  await expect(inspector.status).toContainText('has 4 of 9 replicas up, needs 5');
  await cluster.restoreAll();
  await expect(inspector.status).toHaveAttribute('data-read', 'ok');
});
