/** Readouts that must not contradict the screen: after a failover, over a down rack, over an import. */
import { readFileSync } from 'node:fs';
import { readoutDisagreements } from '../app/analysis/readouts.ts';
import { expect, test, type QuorumscopePage } from './fixtures.ts';
import { readReadouts } from './pages/header.ts';

/** Header, inspector and rings tell one story (retried while the run moves on). */
async function expectAgreement(app: QuorumscopePage): Promise<void> {
  await expect
    .poll(async () => readoutDisagreements(await readReadouts(app.page, app, 'statestorage')), {
      timeout: 30_000,
    })
    .toEqual([]);
}

test('after a committed failover of the primary pile the header says nothing is lost, as the inspector does', async ({
  app,
}, info) => {
  const { cluster, inspector, piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playFastest();
  await expect(inspector.status).toHaveAttribute('data-read', 'ok');
  await expectAgreement(app);

  // Pile A (the primary) loses its datacenter: every record stalls, and all three readouts say so.
  await cluster.toggleDc('dc1');
  await expect(inspector.status).toHaveAttribute('data-read', 'unavailable');
  // nothing left to lose: the header says so instead of counting the racks still up
  await expect(app.header.headroomRow('statestorage')).toHaveText(
    'StateStorage: every tablet stalls (100% already lost) — bring back what failed',
  );
  await expectAgreement(app);

  await piles.open();
  await piles.failover('A');
  await expect(piles.state('A')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.state('B')).toHaveText('PRIMARY', { timeout: 30_000 });
  await expect(inspector.status).toHaveAttribute('data-read', 'ok');
  const row = app.header.headroomRow('statestorage');
  await expect(row).toHaveAttribute('data-lost-read', '0');
  await expect(row).not.toContainText('already lost');
  await expect(row).toHaveText('StateStorage: 2 more racks or 0 more DCs before some tablets stall');
  await expectAgreement(app);
  await app.screenshot(info, 'readouts-after-failover');
  await timeline.pause();
});

test('hovering a rack that is down says it is down and what restoring it gives back', async ({ app }) => {
  const { cluster, timeline } = app;
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await timeline.play();
  await cluster.toggleRack('dc1-r1');
  await expect(cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  await cluster.rack('dc1-r1').hover();
  await expect(cluster.blastRadius).toContainText('Down: rack dc1-r1. If restored now:');
  await expect(cluster.blastRadius).not.toContainText('failed now');
  await expect(cluster.blastRadius.getByTestId('blast-regain-statestorage')).toHaveText('0%');
  // A rack still up keeps the hypothetical.
  await cluster.rack('dc2-r1').hover();
  await expect(cluster.blastRadius).toContainText('If rack dc2-r1 failed now');
  await timeline.pause();
});

test('after "Use this config" Setup shows the import, and Apply keeps it', async ({ app }) => {
  const { setup, cluster, timeline } = app;
  await app.open();
  await app.waitLive();
  await timeline.play();
  await setup.pasteConfig(
    readFileSync(new URL('../public/configs/block-4-2-8-racks.yaml', import.meta.url), 'utf8'),
  );
  await setup.applyConfig();
  await expect(cluster.rack('vla-3')).toBeVisible();
  await app.waitLive();
  await timeline.play();
  await setup.open();
  await expect(setup.preset).toHaveValue('imported');
  await expect(setup.field('statestorage', 'ntoSelect')).toHaveValue('5');
  await expect(setup.field('statestorage', 'ntoSelect')).toBeDisabled();
  await expect(setup.field('statestorage', 'ringsPerRealm')).toHaveValue('8');
  await expect(setup.tolerance).toContainText('8 rings');
  await expect(setup.pending).toHaveCount(0);

  // A new seed restarts the same import.
  await setup.seed.fill('7');
  await expect(setup.pending).toBeVisible();
  await setup.apply();
  await expect(setup.imported).toBeVisible();
  await expect(cluster.rack('vla-8')).toBeVisible();
  await expect(setup.preset).toHaveValue('imported');

  // Choosing a preset says it replaces the import before Apply does it.
  await setup.choosePreset('mirror-3-dc');
  await expect(setup.replacesImport).toContainText('replaces the imported config');
  await expect(cluster.rack('vla-8')).toBeVisible();
});

test('a tablet StateStorage already names but that still boots reads the same in Observers as in the Record panel', async ({
  app,
}) => {
  const { inspector, observers, timeline } = app;
  await app.open();
  await app.waitLive();
  // At 10 ms/s the boot spends ~4 s of wall time between StateStorage's lock and its election.
  await timeline.playAt('10 ms/s (×0.01)');
  await inspector.act('Boot tablet', 1);
  await observers.open();
  const row = observers.tablet('72075186224037888');
  await expect(row).toHaveAttribute('data-state', 'booting', { timeout: 30_000 });
  await timeline.pause();
  // The replicas name n1 at some generation; the row names the same node and generation.
  const named = (await inspector.values.allTextContents())
    .map((v) => /gen (\d+):\d+ · n(\d+)/.exec(v))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ gen: Number(m[1]), node: Number(m[2]) }));
  expect(named.length).toBeGreaterThan(0);
  const top = named.reduce((a, b) => (b.gen > a.gen ? b : a));
  await expect(row).toHaveAttribute('data-candidate-node', String(top.node));
  await expect(row.locator('td.obs-num')).toHaveText(String(top.gen));
  await expect(row).toContainText('booting');

  // Elected: the same node leads, at the generation the replicas hold.
  await timeline.playAt('100 ms/s (×0.1)');
  await expect(row).toHaveAttribute('data-state', 'leader', { timeout: 30_000 });
  await expect(row).toHaveAttribute('data-leader-node', '1');
  const gen = await row.getAttribute('data-generation');
  await expect(row.locator('td.obs-num')).toHaveText(gen ?? '');
  await expect
    .poll(() => inspector.values.allTextContents())
    .toContainEqual(expect.stringContaining(`gen ${gen}:`));
});
