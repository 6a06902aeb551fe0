import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

const config = (name: string) =>
  readFileSync(new URL(`../public/configs/${name}.yaml`, import.meta.url), 'utf8');
const RACKS = ['vla-1', 'vla-2', 'vla-3', 'vla-4', 'vla-5', 'vla-6', 'vla-7', 'vla-8'];

test('an engineer pastes a YDB config, fails a rack and watches the headroom drop', async ({ app }) => {
  const { cluster, setup } = app;
  await app.open();
  await setup.pasteConfig(config('block-4-2-8-racks'));
  await expect(setup.configProblems).toHaveCount(0);
  await expect(setup.configSummary).toContainText('8 racks · 16 nodes');
  await setup.applyConfig();
  for (const r of RACKS) await expect(cluster.rack(r)).toBeVisible();
  await expect(cluster.nodes()).toHaveCount(16);
  await expect(setup.imported).toBeVisible();

  const ss = setup.headroom('statestorage');
  await expect(ss).toHaveText('StateStorage: 2 more racks before some tablets stall');
  await expect(setup.headroom('board')).toContainText('before some endpoints vanish');
  await expect(setup.headroom('schemeboard')).toContainText('before some schemas stop updating');

  await app.waitLive();
  await cluster.toggleRack('vla-3');
  await expect(cluster.rack('vla-3')).toHaveAttribute('data-state', 'down');
  await expect(ss).toHaveText('StateStorage: 1 more rack before some tablets stall');

  // Hovering a rack that still works: it holds one of eight rings, picked by 5 of 8 records or
  // so, and with one rack down the rest still have a majority without it.
  await cluster.rack('vla-5').hover();
  const blast = cluster.blastRadius;
  await expect(blast).toContainText('If rack vla-5 failed now');
  const replica = await blast.getByTestId('blast-replica-statestorage').textContent();
  expect(Number(replica?.replace('%', ''))).toBeGreaterThan(50);
  expect(Number(replica?.replace('%', ''))).toBeLessThan(80);
  await expect(blast.getByTestId('blast-quorum-statestorage')).toHaveText('0%');
  await expect(cluster.svg).toHaveAttribute('data-blast', 'replica');
  await cluster.dc('vla').hover();
  await expect(blast).toContainText('If DC vla failed now');
  await expect(blast.getByTestId('blast-quorum-statestorage')).toHaveText('100%');
  await expect(cluster.svg).toHaveAttribute('data-blast', 'quorum');
  await app.page.mouse.move(1, 1);
  await expect(blast).toHaveCount(0);

  // The imported cluster travels in the URL.
  await expect(app.page).toHaveURL(/[?&]config=[A-Za-z0-9_-]+/);
});

test.describe('reopened', () => {
  // On the app's own host (in-process, handed over to the workers): a shared config link reopened on the host a person gets.
  test.use({ host: 'app' });

  test('a shared config link opens the same cluster; a cut one says so', async ({ app }) => {
    await app.open();
    await app.setup.pasteConfig(config('block-4-2-8-racks'));
    await app.setup.applyConfig();
    await expect(app.page).toHaveURL(/[?&]config=/);
    const url = app.page.url();
    await app.page.goto(url);
    await expect(app.cluster.rack('vla-8')).toBeVisible();
    await app.page.goto(url.slice(0, url.length - 40));
    await expect(app.notices.url).toContainText('config link');
    await expect(app.cluster.rack('vla-8')).toHaveCount(0);
  });
});

test('a broken config lists its problems with line numbers and keeps the cluster', async ({ app }) => {
  const { setup } = app;
  await app.open();
  const before = await app.state((s) => s.topology.nodes.length);
  await setup.pasteConfig(config('broken'));
  await expect(setup.configProblems).toContainText('(line 7:');
  await expect(setup.configProblems).toContainText('nto_select');
  await expect(setup.configApplyButton).toBeDisabled();
  await expect(setup.configWarnings).toContainText('warning');
  expect(await app.state((s) => s.topology.nodes.length)).toBe(before);
  await expect(app.cluster.dc('dc1')).toBeVisible();
});

test('hosts without a location can be given a DC and rack before the config is used', async ({ app }) => {
  const { setup } = app;
  await app.open();
  await setup.pasteConfig(
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
  await setup.placeholders.getByLabel('DC of node 3').fill('dc1');
  await setup.placeholders.getByLabel('Rack of node 3').fill('r3');
  await expect(setup.configSummary).toHaveText('1 DC · 3 racks · 3 nodes');
  await setup.applyConfig();
  await expect(app.cluster.rack('r3')).toBeVisible();
  await expect(setup.headroom('statestorage')).toContainText('1 more rack');
});

test('a sample or an uploaded file becomes the cluster, and the cluster exports as YAML', async ({ app }) => {
  const { setup } = app;
  await app.open();
  await setup.open();
  await setup.chooseSample('bridge-2-piles');
  await expect(setup.configText).toHaveValue(/bridge_config/);
  await setup.uploadConfig(new URL('../public/configs/block-4-2-8-racks.yaml', import.meta.url).pathname);
  await expect(setup.configText).toHaveValue(/walle_location/);
  await setup.applyConfig();
  await expect(app.cluster.rack('vla-8')).toBeVisible();
  const yaml = await setup.showConfig();
  await expect(yaml).toHaveValue(/host: ydb-16\.example\.net/);
  await expect(yaml).toHaveValue(/rack: vla-8/);
});

test('the load view colours replicas by their share of records and tabulates each ring group', async ({
  app,
}) => {
  await app.open();
  const shape = app.cluster.replica('statestorage-0-0-0').locator('.replica-shape');
  const ringFill = await shape.getAttribute('fill');
  await app.load.open();
  await expect(app.load.rows).toHaveCount(3);
  await expect(app.load.rows.first()).toContainText('StateStorage');
  await app.load.colourByLoad.check();
  await expect(shape).not.toHaveAttribute('fill', ringFill ?? '');
  await app.load.colourByLoad.uncheck();
  await expect(shape).toHaveAttribute('fill', ringFill ?? '');
});
