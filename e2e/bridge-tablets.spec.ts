/**
 * Tablets in bridge mode, as a person sees them: with the run playing, a tablet booted in pile A is
 * led from n1; a boot asked of n12 in pile B is handed to a node of pile A; a switchover from the
 * Piles tab moves the tablet to pile B at a higher generation, and the log says who started the
 * successor; the Observers tab names the pile each leader runs in. The Storage tab shows
 * BSController's pools, tablet channels only in pool C.
 */
import { expect, test } from './fixtures.ts';

const TABLET = '72075186224037888';
const OTHER = '72075186224037889';

test('a switchover from the Piles tab moves a running tablet from pile A to pile B', async ({
  app,
}, info) => {
  const { inspector, observers, piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playAt('100 ms/s (×0.1)');
  await inspector.inspect(TABLET);
  await inspector.act('Boot tablet', 1);
  await inspector.inspect(OTHER);
  await inspector.act('Boot tablet', 12);
  await observers.open();
  const row = observers.tablet(TABLET);
  await expect(row).toHaveAttribute('data-leader-node', '1', { timeout: 30_000 });
  const before = Number(await row.getAttribute('data-generation'));
  await expect(observers.tabletPile(TABLET)).toHaveText('pile A');
  // n12 is in pile B, not PRIMARY: its Bootstrapper hands the launch to n1 in pile A
  await expect(observers.tablet(OTHER)).toHaveAttribute('data-leader-node', '1', { timeout: 30_000 });
  await app.log.open();
  await app.log.filterNode(12);
  await expect(
    app.log.texts
      .filter({ hasText: `tablet ${OTHER}: n12 (pile B) hands the launch to n1 (pile A)` })
      .first(),
  ).toBeVisible();

  await piles.open();
  // as a person reads the Piles tab: a command before distconf has its first root is refused
  await expect(piles.noRoot).toHaveCount(0, { timeout: 30_000 });
  await piles.switchover('B');
  await expect(piles.state('B')).toHaveText('PRIMARY', { timeout: 30_000 });
  await observers.open();
  // the successor started in pile B (n11, the first node of B after n1) at a higher generation
  await expect(row).toHaveAttribute('data-leader-node', '11', { timeout: 30_000 });
  expect(Number(await row.getAttribute('data-generation'))).toBeGreaterThan(before);
  await expect(observers.tabletPile(TABLET)).toHaveText('pile B');
  await expect(observers.tablet(OTHER)).toHaveAttribute('data-leader-node', '11', { timeout: 30_000 });
  await app.log.open();
  await app.log.filterNode(11);
  await expect(
    app.log.texts
      // the list shows the newest rows: either tablet's line, both moved the same way
      .filter({ hasText: 'the leader on n1 (pile A) starts its successor on n11 (pile B), switchover' })
      .first(),
  ).toBeVisible();
  await timeline.pause();
  await app.screenshot(info, 'bridge-tablet-switchover');
});

test('the Storage tab shows the pools, tablet channels only in pool C, in English and Russian', async ({
  app,
  page,
}, info) => {
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await app.timeline.play();
  await app.storage.open();
  await expect(app.storage.pool('A')).toContainText('pool A · groups of pile A');
  await expect(app.storage.pool('A')).toHaveAttribute('data-tablets', 'no');
  await expect(app.storage.pool('B')).toContainText('static-B');
  await expect(app.storage.pool('C')).toContainText('proxy-proxy pairs');
  await expect(app.storage.pool('C')).toContainText('static-A+static-B');
  await expect(app.storage.pool('C')).toHaveAttribute('data-tablets', 'yes');
  await expect(app.storage.pool('C')).toContainText('tablet channels (Hive)');
  await app.timeline.pause();
  await app.screenshot(info, 'storage-pools-en');

  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('?preset=bridge-2-piles&lang=ru');
  await app.waitLive();
  await app.storage.open();
  await expect(app.storage.pools).toContainText('Пулы BSController для пула хранения static');
  await expect(app.storage.pool('C')).toContainText('каналы таблеток (Hive)');
  const box = await app.storage.pools.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await app.screenshot(info, 'storage-pools-ru-phone');
});
