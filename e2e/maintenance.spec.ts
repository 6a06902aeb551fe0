/**
 * "May I take this down now?" on hover: allowed or refused with CMS's StateStorage verdict and the
 * ring group and ring named, and each subsystem that would fall below quorum — with what is already
 * down counted, while the run plays. In English and in Russian.
 */
import { expect, test } from './fixtures.ts';

test('hovering racks while the run plays: allowed, then CMS refuses a second ring, then every subsystem', async ({
  app,
}) => {
  const { cluster, timeline } = app;
  await app.open('?preset=single-dc-8-racks');
  await timeline.play();
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(0);

  await cluster.rack('dc1-r1').hover();
  await expect(cluster.maintenance).toHaveAttribute('data-allowed', 'true');
  await expect(cluster.maintenance).toContainText('May I take this down now? Allowed');
  await expect(cluster.maintenanceCms).toContainText('CMS (StateStorage rings): allowed');

  await cluster.toggleRack('dc1-r1');
  await cluster.rack('dc1-r2').hover();
  await expect(cluster.maintenance).toHaveAttribute('data-allowed', 'false');
  await expect(cluster.maintenanceCms).toContainText('at n3, ring group 0, ring 1');
  await expect(cluster.maintenance).toContainText('Too many unavailable state storage rings');
  await expect(cluster.maintenanceQuorum('board')).toHaveCount(0);

  await cluster.toggleRack('dc1-r2');
  await cluster.rack('dc1-r3').hover();
  await expect(cluster.maintenance).toHaveAttribute('data-allowed', 'false');
  for (const s of ['statestorage', 'board', 'schemeboard'])
    await expect(cluster.maintenanceQuorum(s)).toContainText(
      `${s}: ring group 0 falls below quorum — a record would miss ring 0, 1, 2 (needs 3 of 5)`,
    );
});

test('in Russian the answer names the ring group and ring', async ({ app }) => {
  const { cluster, timeline } = app;
  await app.open('?preset=single-dc-8-racks&lang=ru');
  await timeline.play();
  await cluster.toggleRack('dc1-r1');
  await cluster.rack('dc1-r2').hover();
  await expect(cluster.maintenance).toContainText('Можно ли отключить это сейчас? Нельзя');
  await expect(cluster.maintenanceCms).toContainText('узел n3, группа колец 0, кольцо 1');
  await cluster.toggleRack('dc1-r2');
  await cluster.rack('dc1-r3').hover();
  await expect(cluster.maintenanceQuorum('board')).toContainText(
    'board: группа колец 0 теряет кворум — записи не хватило бы колец 0, 1, 2 (нужно 3 из 5)',
  );
});
