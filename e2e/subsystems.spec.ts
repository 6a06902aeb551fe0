/**
 * The three subsystems end to end, as a person does it: "Try it live" buttons in the Record panel,
 * clicks on the cluster to fail a node, Play / speed in the timeline, and the Observers tab to see
 * what every tablet, Board subscriber and scheme cache sees. The handle is only read, never driven.
 */
import type { Page } from '@playwright/test';
import { expect, test, type QuorumscopePage } from './fixtures.ts';

const TABLET = '72075186224037888';
/** Root SchemeShard (app/runtime/intents.ts boots this id). */
const SCHEMESHARD = '72057594046678944';

/** Picks `node` in "Try it live" and presses the button called `label`. */
async function act(page: Page, node: number, label: string): Promise<void> {
  await page.getByTestId('action-node').selectOption(String(node));
  await page.getByTestId('record-actions').getByRole('button', { name: label, exact: true }).click();
}

/** Sets the timeline speed by its label (e.g. "100 ms/s (×0.1)") and presses Play. */
async function playAt(page: Page, label: string): Promise<void> {
  await page.getByTestId('speed').selectOption({ label });
  await page.getByTestId('play').click();
  await expect(page.getByTestId('pause')).toHaveAttribute('aria-pressed', 'false');
}

async function openObservers(page: Page): Promise<void> {
  await page.getByTestId('tab-observers').click();
  await expect(page.getByTestId('observers')).toBeVisible();
}

async function ready(app: QuorumscopePage): Promise<void> {
  await app.open();
  await app.waitLive();
}

const virtualMs = (app: QuorumscopePage) => app.state((s) => s.timeUs / 1000);

test('a tablet whose leader node dies is booted elsewhere at a higher generation', async ({
  app,
  page,
}, info) => {
  await ready(app);
  await app.inspect(TABLET);
  await act(page, 4, 'Boot tablet');
  await playAt(page, '100 ms/s (×0.1)');
  await openObservers(page);

  const row = page.getByTestId(`observer-tablet-${TABLET}`);
  await expect(row).toHaveAttribute('data-leader-node', '4');
  const first = Number(await row.getAttribute('data-generation'));
  expect(first).toBeGreaterThan(0);

  await app.node(4).click(); // fail the leader's node in the cluster view
  await expect(app.node(4)).toHaveAttribute('data-state', 'down');
  await expect(row).toHaveAttribute('data-leader-node', '');
  await expect(row).toHaveAttribute('data-state', 'no-leader');

  await act(page, 7, 'Boot tablet');
  await expect(row).toHaveAttribute('data-leader-node', '7');
  const second = Number(await row.getAttribute('data-generation'));
  expect(second).toBeGreaterThan(first);
  await expect(row.locator('.obs-step')).toContainText([`g${first} · n4`, 'n4 down', `g${second} · n7`]);
  await page.getByTestId('pause').click();
  info.annotations.push({ type: 'virtual time', description: `${await virtualMs(app)} ms` });
  await app.screenshot(info, 'observers-tablet');
});

test('an endpoint vanishes from a subscriber when its publisher node dies', async ({ app, page }, info) => {
  await ready(app);
  await app.inspect('gpc+/Root/db1');
  await act(page, 4, 'Publish endpoint');
  await act(page, 13, 'Subscribe');
  await playAt(page, '1 s/s (×1)');
  await openObservers(page);

  const sub = page.getByTestId('observer-board-sub-n13@n13');
  await expect(sub).toHaveAttribute('data-payloads', JSON.stringify(['n4:2135']));
  await expect(sub).toHaveAttribute('data-node', '13');
  await expect(sub).toContainText('n4:2135');

  await app.node(4).click(); // the publisher's node goes down
  await expect(app.node(4)).toHaveAttribute('data-state', 'down');
  await expect(sub).toHaveAttribute('data-payloads', '[]', { timeout: 25_000 });
  await expect(sub).toHaveAttribute('data-state', 'live'); // the subscriber itself is alive
  await expect(sub).toHaveAttribute('data-removed', JSON.stringify(['n4:2135'])); // shown struck through
  await page.getByTestId('pause').click();
  info.annotations.push({ type: 'virtual time', description: `${await virtualMs(app)} ms` });
  await app.screenshot(info, 'observers-board');
});

test('a schema change reaches every subscribed scheme cache', async ({ app, page }, info) => {
  const path = '/Root/orders';
  const caches = [5, 11, 22];
  await ready(app);
  await app.inspect(path);
  await act(page, 1, 'Boot SchemeShard');
  await playAt(page, '100 ms/s (×0.1)');
  await openObservers(page);
  await expect(page.getByTestId(`observer-tablet-${SCHEMESHARD}`)).toHaveAttribute('data-leader-node', '1');

  for (const n of caches) await act(page, n, 'Subscribe cache');
  await act(page, 1, 'Create / alter table'); // create
  const rows = caches.map((n) => page.getByTestId(`observer-schema-${n}-${path}`));
  for (const r of rows) {
    await expect(r).toHaveAttribute('data-deleted', 'false');
    await expect(r).toHaveAttribute('data-version', /^[1-9]\d*$/);
  }
  const before = await Promise.all(rows.map(async (r) => Number(await r.getAttribute('data-version'))));

  await act(page, 1, 'Create / alter table'); // alter
  for (const [i, r] of rows.entries())
    await expect
      .poll(async () => Number(await r.getAttribute('data-version')))
      .toBeGreaterThan(before[i] ?? Infinity);
  await page.getByTestId('pause').click();
  info.annotations.push({ type: 'virtual time', description: `${await virtualMs(app)} ms` });
  await app.screenshot(info, 'observers-schema');
});

test('the Observers tab shows tablets, subscribers and caches side by side', async ({ app, page }, info) => {
  await ready(app);
  await app.inspect(TABLET);
  await act(page, 4, 'Boot tablet');
  await app.inspect('gpc+/Root/db1');
  await act(page, 7, 'Publish endpoint');
  await act(page, 16, 'Publish endpoint');
  for (const n of [2, 13, 25]) await act(page, n, 'Subscribe');
  await app.inspect('/Root/orders');
  await act(page, 1, 'Boot SchemeShard');
  for (const n of [5, 14, 23]) await act(page, n, 'Subscribe cache');
  await playAt(page, '1 s/s (×1)');
  await openObservers(page);
  await expect(page.getByTestId(`observer-tablet-${SCHEMESHARD}`)).toHaveAttribute('data-leader-node', '1');
  await act(page, 1, 'Create / alter table');
  await expect(page.getByTestId('observer-schema-23-/Root/orders')).toHaveAttribute('data-version', /^[1-9]/);
  await expect(page.getByTestId('observer-board-sub-n25@n25')).toHaveAttribute(
    'data-payloads',
    JSON.stringify(['n16:2135', 'n7:2135']),
  );
  await app.node(7).click();
  await expect(page.getByTestId('observer-board-sub-n25@n25')).toHaveAttribute(
    'data-payloads',
    JSON.stringify(['n16:2135']),
    { timeout: 25_000 },
  );
  await page.getByTestId('pause').click();
  await page.locator('.lower-panel').screenshot({ path: info.outputPath('observers-tab.png') });
  await app.screenshot(info, 'observers-page');
});
