/** What the page says about a setup chosen but not applied, and about one applied with changes. */
import { expect, test } from './fixtures.ts';

test('setup says a chosen preset is not applied until Apply', async ({ app }) => {
  const { setup } = app;
  await app.open('?preset=mirror-3-dc');
  await setup.open();
  await expect(setup.pending).toHaveCount(0);
  await setup.choosePreset('single-dc-8-racks');
  await expect(setup.pending).toContainText('still runs mirror-3-dc');
  await setup.apply();
  await expect(setup.pending).toHaveCount(0);
  await expect.poll(() => app.state((s) => s.presetName)).toBe('single-dc-8-racks');
});

test('after applying changed placement the header says the preset is customised', async ({ app }) => {
  const { setup } = app;
  await app.open('?preset=mirror-3-dc');
  await setup.open();
  await expect(app.header.setupName('mirror-3-dc · seed 1')).toBeVisible();
  await setup.field('statestorage', 'ringsPerRealm').fill('1');
  await setup.apply();
  await expect(app.header.setupName('mirror-3-dc (custom placement) · seed 1')).toBeVisible();
});
