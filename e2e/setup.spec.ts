import { expect, test } from './fixtures.ts';

test('setup validation explains bad fields and blocks Apply', async ({ app, page }) => {
  await app.open();
  await app.openSetup();
  await expect(page.getByTestId('setup-tolerance')).toContainText('1 DC plus 1 more rack');
  const nto = page.getByTestId('setup-statestorage-ntoSelect');
  await nto.fill('abc');
  await expect(page.getByTestId('setup-field-errors')).toContainText(
    'StateStorage nto_select must be a whole number',
  );
  await expect(page.getByTestId('setup-apply')).toBeDisabled();
  await nto.fill('12');
  await expect(page.getByTestId('setup-problems')).toContainText('nto_select is 12');
  await expect(page.getByTestId('setup-apply')).toBeDisabled();
  await page.getByTestId('setup-seed').fill('-3');
  await expect(page.getByTestId('setup-field-errors')).toContainText('Seed');
  await page.getByTestId('setup-seed').fill('42');
  // An even nto_select is allowed but warned about.
  await nto.fill('4');
  await expect(page.getByTestId('setup-problems')).toContainText('even');
  await expect(page.getByTestId('setup-apply')).toBeEnabled();
  await page.getByTestId('setup-apply').click();
  await page.getByTestId('tab-record').click();
  await expect(page.getByTestId('inspector-replica')).toHaveCount(4);
  await expect(page.getByTestId('inspector-group-0')).toContainText('needs 3');
  // Changed placement travels as the whole setup in `s` (a plain preset name would lose it).
  await expect.poll(() => new URL(page.url()).searchParams.get('s')).toBeTruthy();
  await page.goto(page.url());
  await expect(page.getByTestId('inspector-replica')).toHaveCount(4);
  expect(await app.state((s) => s.seed)).toBe(42);
});

test('changing the preset in setup rebuilds the cluster', async ({ app, page }) => {
  await app.open();
  await app.openSetup();
  await page.getByTestId('setup-preset').selectOption('single-dc-8-racks');
  await expect(page.getByTestId('setup-tolerance')).toContainText('any 2 racks');
  await page.getByTestId('setup-apply').click();
  await expect(app.nodes()).toHaveCount(16);
  expect(new URL(page.url()).searchParams.get('preset')).toBe('single-dc-8-racks');
});
