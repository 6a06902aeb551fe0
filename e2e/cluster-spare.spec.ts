/**
 * Spare capacity on a preset: `?spare=` (or Setup's Spare capacity) reserves racks / nodes; while
 * the run plays with a rack of the preset down, Add rack joins the spare rack and SelfHeal regrows
 * the groups onto it; the share link replays the joined state. A node added and holding nothing
 * is decommissioned with SelfHeal off and drawn as gone. A bad `spare=` is named in a notice.
 */
import { expect, QuorumscopePage, test } from './fixtures.ts';

// The run is on the fixture's in-process host; the share link opens in a new page of the context,
// which is on the app's own host (in-process, handed over to the workers), as a person gets it.

test('a spare rack joins while a rack is down, SelfHeal regrows onto it, the share link replays it (en)', async ({
  app,
  context,
}, info) => {
  const { cluster, observers } = app;
  await app.open('?lang=en&preset=mirror-3-dc&spare=rack:dc1');
  await app.waitLive();
  await app.timeline.waitPlayable();
  await expect(cluster.rack('dc1-r4')).toHaveAttribute('data-member', 'reserved');
  await expect(cluster.membershipCounts).toHaveText('members 27 · reserved 3 · decommissioned 0');
  await expect(cluster.addRack).toHaveText('Add rack dc1-r4');
  await observers.open();
  await observers.turnOnSelfHeal();
  await app.timeline.setFastest();
  await app.timeline.play();
  await cluster.toggleRack('dc2-r1');
  await expect.poll(() => app.state((s) => s.nodeStatus[10])).toBe('down');
  await cluster.addRack.click();
  await expect(cluster.rack('dc1-r4')).toHaveAttribute('data-member', 'member', { timeout: 30_000 });
  await expect(observers.selfHealLast).toContainText('last run OK', { timeout: 90_000 });
  await app.timeline.pause();
  // The new group places a ring on the joined rack (nodes 28–30).
  const spareNodes = '[data-testid="node-28"], [data-testid="node-29"], [data-testid="node-30"]';
  const onSpare = (p: typeof app) =>
    p.page.locator(spareNodes).locator('[data-testid^="replica-statestorage-"]');
  await expect(onSpare(app)).not.toHaveCount(0);
  await expect(cluster.membershipCounts).toHaveText('members 30 · reserved 0 · decommissioned 0');
  await app.screenshot(info, 'cluster-spare-joined-en');
  await app.header.share();
  const other = new QuorumscopePage(await context.newPage());
  await other.page.goto(app.page.url());
  await other.waitLive();
  await expect(other.cluster.rack('dc1-r4')).toHaveAttribute('data-member', 'member', { timeout: 60_000 });
  await expect(other.cluster.membershipCounts).toHaveText('members 30 · reserved 0 · decommissioned 0');
  await expect(onSpare(other)).not.toHaveCount(0);
});

test('Setup adds a spare node; joined and holding nothing, it is decommissioned with SelfHeal off (ru)', async ({
  app,
}, info) => {
  const { cluster, setup } = app;
  await app.open('?lang=ru&preset=single-dc-8-racks');
  await app.waitLive();
  await expect(cluster.membershipCounts).toHaveCount(0);
  await setup.open();
  await setup.spareSelect.selectOption('node:dc1-r1');
  await setup.spareAdd.click();
  await expect(setup.spareList).toContainText('узел в dc1-r1');
  await expect(app.page).toHaveURL(/spare=node%3Adc1-r1/);
  await app.waitLive();
  await app.timeline.waitPlayable();
  await expect(cluster.node(17)).toHaveAttribute('data-member', 'reserved');
  await app.timeline.setFastest();
  await app.timeline.play();
  await expect(cluster.addNode).toHaveText('Добавить узел 17');
  await cluster.addNode.click();
  await expect(cluster.node(17)).toHaveAttribute('data-member', 'member', { timeout: 30_000 });
  await cluster.decommission(17);
  await expect(cluster.node(17)).toHaveAttribute('data-member', 'left', { timeout: 30_000 });
  await app.timeline.pause();
  await expect(cluster.membershipCounts).toHaveText('в кластере 16 · в резерве 0 · выведено 1');
  await app.screenshot(info, 'cluster-spare-decommissioned-ru');
});

test('a bad spare= is named in a notice and the rest of the link applies (en)', async ({ app }) => {
  await app.open('?lang=en&preset=single-dc-8-racks&seed=5&spare=rack:dc9');
  await app.waitLive();
  await expect(app.notices.url).toContainText(
    'URL parameter "spare=rack:dc9" is invalid: rack:dc9 names no place in preset single-dc-8-racks',
  );
  await expect(app.header.setupName('single-dc-8-racks · seed 5')).toBeVisible();
  await expect(app.cluster.membershipCounts).toHaveCount(0);
});
