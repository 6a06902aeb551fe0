/**
 * The three subsystems end to end, as a person does it: "Try it live" buttons in the Record panel,
 * clicks on the cluster to fail a node, Play / speed in the timeline, and the Observers tab to see
 * what every tablet, Board subscriber and scheme cache sees. The handle is only read, never driven.
 */
import { expect, test, type QuorumscopePage } from './fixtures.ts';

const TABLET = '72075186224037888';
/** Root SchemeShard (app/runtime/intents.ts boots this id). */
const SCHEMESHARD = '72057594046678944';

async function ready(app: QuorumscopePage): Promise<void> {
  await app.open();
  await app.waitLive();
}

const virtualMs = (app: QuorumscopePage) => app.state((s) => s.timeUs / 1000);

test('a tablet whose leader node dies is booted elsewhere at a higher generation', async ({ app }, info) => {
  const { cluster, inspector, observers, timeline } = app;
  await ready(app);
  await inspector.inspect(TABLET);
  await inspector.act('Boot tablet', 4);
  await timeline.playAt('100 ms/s (×0.1)');
  await observers.open();

  const row = observers.tablet(TABLET);
  await expect(row).toHaveAttribute('data-leader-node', '4');
  const first = Number(await row.getAttribute('data-generation'));
  expect(first).toBeGreaterThan(0);

  await cluster.toggleNode(4); // fail the leader's node in the cluster view
  await expect(cluster.node(4)).toHaveAttribute('data-state', 'down');
  await expect(row).toHaveAttribute('data-leader-node', '');
  await expect(row).toHaveAttribute('data-state', 'no-leader');

  await inspector.act('Boot tablet', 7);
  await expect(row).toHaveAttribute('data-leader-node', '7');
  const second = Number(await row.getAttribute('data-generation'));
  expect(second).toBeGreaterThan(first);
  await expect(row.locator('.obs-step')).toContainText([`g${first} · n4`, 'n4 down', `g${second} · n7`]);
  await timeline.pause();
  info.annotations.push({ type: 'virtual time', description: `${await virtualMs(app)} ms` });
  await app.screenshot(info, 'observers-tablet');
});

test('an endpoint vanishes from a subscriber when its publisher node dies', async ({ app }, info) => {
  const { cluster, inspector, observers, timeline } = app;
  await ready(app);
  await inspector.inspect('gpc+/Root/db1');
  await inspector.act('Publish endpoint', 4);
  await inspector.act('Subscribe', 13);
  await timeline.playAt('1 s/s (×1)');
  await observers.open();

  const sub = observers.boardSubscriber('n13@n13');
  await expect(sub).toHaveAttribute('data-payloads', JSON.stringify(['n4:2135']));
  await expect(sub).toHaveAttribute('data-node', '13');
  await expect(sub).toContainText('n4:2135');

  await cluster.toggleNode(4); // the publisher's node goes down
  await expect(cluster.node(4)).toHaveAttribute('data-state', 'down');
  await expect(sub).toHaveAttribute('data-payloads', '[]', { timeout: 25_000 });
  await expect(sub).toHaveAttribute('data-state', 'live'); // the subscriber itself is alive
  await expect(sub).toHaveAttribute('data-removed', JSON.stringify(['n4:2135'])); // shown struck through
  await timeline.pause();
  info.annotations.push({ type: 'virtual time', description: `${await virtualMs(app)} ms` });
  await app.screenshot(info, 'observers-board');
});

test('a schema change reaches every subscribed scheme cache', async ({ app }, info) => {
  const { inspector, observers, timeline } = app;
  const path = '/Root/orders';
  const caches = [5, 11, 22];
  await ready(app);
  await inspector.inspect(path);
  await inspector.act('Boot SchemeShard', 1);
  await timeline.playAt('100 ms/s (×0.1)');
  await observers.open();
  await expect(observers.tablet(SCHEMESHARD)).toHaveAttribute('data-leader-node', '1');

  for (const n of caches) await inspector.act('Subscribe cache', n);
  await inspector.act('Create / alter table', 1); // create
  const rows = caches.map((n) => observers.schemeCache(n, path));
  for (const r of rows) {
    await expect(r).toHaveAttribute('data-deleted', 'false');
    await expect(r).toHaveAttribute('data-version', /^[1-9]\d*$/);
  }
  const before = await Promise.all(rows.map(async (r) => Number(await r.getAttribute('data-version'))));

  await inspector.act('Create / alter table', 1); // alter
  for (const [i, r] of rows.entries())
    await expect
      .poll(async () => Number(await r.getAttribute('data-version')))
      .toBeGreaterThan(before[i] ?? Infinity);
  await timeline.pause();
  info.annotations.push({ type: 'virtual time', description: `${await virtualMs(app)} ms` });
  await app.screenshot(info, 'observers-schema');
});

test('the Observers tab shows tablets, subscribers and caches side by side', async ({ app, page }, info) => {
  const { cluster, inspector, observers, timeline } = app;
  await ready(app);
  await inspector.inspect(TABLET);
  await inspector.act('Boot tablet', 4);
  await inspector.inspect('gpc+/Root/db1');
  await inspector.act('Publish endpoint', 7);
  await inspector.act('Publish endpoint', 16);
  for (const n of [2, 13, 25]) await inspector.act('Subscribe', n);
  await inspector.inspect('/Root/orders');
  await inspector.act('Boot SchemeShard', 1);
  for (const n of [5, 14, 23]) await inspector.act('Subscribe cache', n);
  await timeline.playAt('1 s/s (×1)');
  await observers.open();
  await expect(observers.tablet(SCHEMESHARD)).toHaveAttribute('data-leader-node', '1');
  await inspector.act('Create / alter table', 1);
  await expect(observers.schemeCache(23, '/Root/orders')).toHaveAttribute('data-version', /^[1-9]/);
  await expect(observers.boardSubscriber('n25@n25')).toHaveAttribute(
    'data-payloads',
    JSON.stringify(['n16:2135', 'n7:2135']),
  );
  await cluster.toggleNode(7);
  await expect(observers.boardSubscriber('n25@n25')).toHaveAttribute(
    'data-payloads',
    JSON.stringify(['n16:2135']),
    {
      timeout: 25_000,
    },
  );
  await timeline.pause();
  await page.locator('.lower-panel').screenshot({ path: info.outputPath('observers-tab.png') });
  await app.screenshot(info, 'observers-page');
});
