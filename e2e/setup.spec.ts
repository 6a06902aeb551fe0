import { expect, test } from './fixtures.ts';

test('setup validation explains bad fields and blocks Apply', async ({ app, page }) => {
  const { setup, inspector } = app;
  await app.open();
  await setup.open();
  await expect(setup.tolerance).toContainText('1 DC plus 1 more rack');
  const nto = setup.field('statestorage', 'ntoSelect');
  await nto.fill('abc');
  await expect(setup.fieldErrors).toContainText('StateStorage nto_select must be a whole number');
  await expect(setup.applyButton).toBeDisabled();
  await nto.fill('12');
  await expect(setup.problems).toContainText('nto_select is 12');
  await expect(setup.applyButton).toBeDisabled();
  await setup.seed.fill('-3');
  await expect(setup.fieldErrors).toContainText('Seed');
  await setup.seed.fill('42');
  // An even nto_select is allowed but warned about.
  await nto.fill('4');
  await expect(setup.problems).toContainText('even');
  await expect(setup.applyButton).toBeEnabled();
  await setup.apply();
  await inspector.open();
  await expect(inspector.replicas).toHaveCount(4);
  await expect(inspector.group(0)).toContainText('needs 3');
  // Changed placement travels as the whole setup in `s` (a plain preset name would lose it).
  await expect.poll(() => new URL(page.url()).searchParams.get('s')).toBeTruthy();
  await page.goto(page.url());
  await expect(inspector.replicas).toHaveCount(4);
  expect(await app.state((s) => s.seed)).toBe(42);
});

test('changing the preset in setup rebuilds the cluster', async ({ app, page }) => {
  const { setup } = app;
  await app.open();
  await setup.open();
  await setup.choosePreset('single-dc-8-racks');
  await expect(setup.tolerance).toContainText('any 2 racks');
  await setup.apply();
  await expect(app.cluster.nodes()).toHaveCount(16);
  expect(new URL(page.url()).searchParams.get('preset')).toBe('single-dc-8-racks');
});
