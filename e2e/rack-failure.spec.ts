import { expect, test } from './fixtures.ts';

const RECORDS = ['72075186224037888', '72075186224037999', '/Root/db1', 'gpc+/Root/db1'];

test('mirror-3-dc: with one rack down every record stays readable and writable', async ({ app }) => {
  await app.open();
  await app.toggleRack('dc1-r2');
  await expect(app.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  for (const record of RECORDS) {
    await app.inspect(record);
    await expect(app.page.getByTestId('record-label')).toContainText(record);
    const rows = await app.replicaRows();
    // The rack held one ring: exactly one of the record's replicas is down, and the quorum holds.
    expect(rows.filter((r) => r.state === 'down').map((r) => r.rack)).toEqual(['dc1-r2']);
    await expect(app.recordStatus()).toHaveAttribute('data-read', 'ok');
    await expect(app.recordStatus()).toHaveAttribute('data-write', 'ok');
    await expect(app.recordStatus()).toContainText('reads OK · writes OK');
  }
});

test('mirror-3-dc survives a datacenter plus a rack, not a datacenter plus two racks', async ({ app }) => {
  await app.open();
  await app.dc('dc2').click();
  await app.toggleRack('dc1-r1');
  await expect(app.recordStatus()).toHaveAttribute('data-read', 'ok');
  await expect(app.recordStatus()).toContainText('reads OK');
  await app.toggleRack('dc3-r3');
  await expect(app.recordStatus()).toHaveAttribute('data-read', 'unavailable');
  await expect(app.recordStatus()).toHaveAttribute('data-write', 'unavailable');
  await expect(app.recordStatus()).toContainText('has 4 of 9 replicas up, needs 5');
  await app.page.getByTestId('restore-all').click();
  await expect(app.recordStatus()).toHaveAttribute('data-read', 'ok');
});
