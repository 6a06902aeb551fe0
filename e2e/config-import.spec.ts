import { readFileSync } from 'node:fs';
import { expect, test, type QuorumscopePage } from './fixtures.ts';

const config = (name: string) =>
  readFileSync(new URL(`../public/configs/${name}.yaml`, import.meta.url), 'utf8');
const RACKS = ['vla-1', 'vla-2', 'vla-3', 'vla-4', 'vla-5', 'vla-6', 'vla-7', 'vla-8'];

async function paste(app: QuorumscopePage, text: string): Promise<void> {
  await app.openSetup();
  await app.page.getByTestId('config-text').fill(text);
}

test('an engineer pastes a YDB config, fails a rack and watches the headroom drop', async ({ app }) => {
  await app.open();
  await paste(app, config('block-4-2-8-racks'));
  await expect(app.page.getByTestId('config-problems')).toHaveCount(0);
  await expect(app.page.getByTestId('config-summary')).toContainText('8 racks · 16 nodes');
  await app.page.getByTestId('config-apply').click();
  for (const r of RACKS) await expect(app.rack(r)).toBeVisible();
  await expect(app.nodes()).toHaveCount(16);
  await expect(app.page.getByTestId('setup-imported')).toBeVisible();

  const ss = app.page.getByTestId('headroom-statestorage');
  await expect(ss).toHaveText('StateStorage: 2 more racks or 0 more DCs before some tablets stall');
  await expect(app.page.getByTestId('headroom-board')).toContainText('before some endpoints vanish');
  await expect(app.page.getByTestId('headroom-schemeboard')).toContainText(
    'before some schemas stop updating',
  );

  await app.waitLive();
  await app.toggleRack('vla-3');
  await expect(app.rack('vla-3')).toHaveAttribute('data-state', 'down');
  await expect(ss).toHaveText('StateStorage: 1 more rack or 0 more DCs before some tablets stall');

  // Hovering a rack that still works: it holds one of eight rings, picked by 5 of 8 records or
  // so, and with one rack down the rest still have a majority without it.
  await app.rack('vla-5').hover();
  const blast = app.page.getByTestId('blast-radius');
  await expect(blast).toContainText('If rack vla-5 failed now');
  const replica = await blast.getByTestId('blast-replica-statestorage').textContent();
  expect(Number(replica?.replace('%', ''))).toBeGreaterThan(50);
  expect(Number(replica?.replace('%', ''))).toBeLessThan(80);
  await expect(blast.getByTestId('blast-quorum-statestorage')).toHaveText('0%');
  await expect(app.page.getByTestId('cluster-svg')).toHaveAttribute('data-blast', 'replica');
  await app.dc('vla').hover();
  await expect(blast).toContainText('If DC vla failed now');
  await expect(blast.getByTestId('blast-quorum-statestorage')).toHaveText('100%');
  await expect(app.page.getByTestId('cluster-svg')).toHaveAttribute('data-blast', 'quorum');
  await app.page.mouse.move(1, 1);
  await expect(blast).toHaveCount(0);

  // The imported cluster travels in the URL.
  await expect(app.page).toHaveURL(/[?&]config=[A-Za-z0-9_-]+/);
});

test('a shared config link opens the same cluster; a cut one says so', async ({ app }) => {
  await app.open();
  await paste(app, config('block-4-2-8-racks'));
  await app.page.getByTestId('config-apply').click();
  await expect(app.page).toHaveURL(/[?&]config=/);
  const url = app.page.url();
  await app.page.goto(url);
  await expect(app.rack('vla-8')).toBeVisible();
  await app.page.goto(url.slice(0, url.length - 40));
  await expect(app.page.getByTestId('notice-url')).toContainText('config link');
  await expect(app.rack('vla-8')).toHaveCount(0);
});

test('a broken config lists its problems with line numbers and keeps the cluster', async ({ app }) => {
  await app.open();
  const before = await app.state((s) => s.topology.nodes.length);
  await paste(app, config('broken'));
  const problems = app.page.getByTestId('config-problems');
  await expect(problems).toContainText('(line 7:');
  await expect(problems).toContainText('nto_select');
  await expect(app.page.getByTestId('config-apply')).toBeDisabled();
  await expect(app.page.getByTestId('config-warnings')).toContainText('warning');
  expect(await app.state((s) => s.topology.nodes.length)).toBe(before);
  await expect(app.dc('dc1')).toBeVisible();
});

test('hosts without a location can be given a DC and rack before the config is used', async ({ app }) => {
  await app.open();
  await paste(
    app,
    [
      'hosts:',
      '  - { host: a, node_id: 1, location: { data_center: dc1, rack: r1 } }',
      '  - { host: b, node_id: 2, location: { data_center: dc1, rack: r2 } }',
      '  - { host: c, node_id: 3 }',
      'domains_config:',
      '  state_storage:',
      '    - { ssid: 1, ring: { nto_select: 3, node: [1, 2, 3] } }',
    ].join('\n'),
  );
  const form = app.page.getByTestId('config-placeholders');
  await form.getByLabel('DC of node 3').fill('dc1');
  await form.getByLabel('Rack of node 3').fill('r3');
  await expect(app.page.getByTestId('config-summary')).toHaveText('1 DC · 3 racks · 3 nodes');
  await app.page.getByTestId('config-apply').click();
  await expect(app.rack('r3')).toBeVisible();
  await expect(app.page.getByTestId('headroom-statestorage')).toContainText('1 more rack');
});

test('a sample or an uploaded file becomes the cluster, and the cluster exports as YAML', async ({ app }) => {
  await app.open();
  await app.openSetup();
  await app.page.getByTestId('config-sample').selectOption('bridge-2-piles');
  await expect(app.page.getByTestId('config-text')).toHaveValue(/bridge_config/);
  await app.page
    .getByTestId('config-file')
    .setInputFiles(new URL('../public/configs/block-4-2-8-racks.yaml', import.meta.url).pathname);
  await expect(app.page.getByTestId('config-text')).toHaveValue(/walle_location/);
  await app.page.getByTestId('config-apply').click();
  await expect(app.rack('vla-8')).toBeVisible();
  await app.page.getByTestId('config-show').click();
  const yaml = app.page.getByTestId('config-export-text');
  await expect(yaml).toHaveValue(/host: ydb-16\.example\.net/);
  await expect(yaml).toHaveValue(/rack: vla-8/);
});

test('the load view colours replicas by their share of records and tabulates each ring group', async ({
  app,
}) => {
  await app.open();
  const shape = app.page.getByTestId('replica-statestorage-0-0-0').locator('.replica-shape');
  const ringFill = await shape.getAttribute('fill');
  await app.page.getByTestId('tab-load').click();
  const rows = app.page.getByTestId('load-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('StateStorage');
  await app.page.getByTestId('load-toggle').check();
  await expect(shape).not.toHaveAttribute('fill', ringFill ?? '');
  await app.page.getByTestId('load-toggle').uncheck();
  await expect(shape).toHaveAttribute('fill', ringFill ?? '');
});
