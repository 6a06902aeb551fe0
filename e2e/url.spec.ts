import { expect, test } from './fixtures.ts';

test('preset and seed from the URL open exactly that setup', async ({ app, page }) => {
  await app.open('?preset=single-dc-8-racks&seed=7');
  await expect(app.nodes()).toHaveCount(16);
  await expect(app.racks()).toHaveCount(8);
  await expect(app.dcs()).toHaveCount(1);
  expect(await app.state((s) => s.seed)).toBe(7);
  await expect(page.locator('[data-testid^="notice-"]')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('preset')).toBe('single-dc-8-racks');
});

test('a bad preset is named in a visible message and the default opens', async ({ app, page }) => {
  await app.open('?preset=mirror-9-dc');
  const notice = page.getByTestId('notice-url');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('"preset=mirror-9-dc"');
  await expect(notice).toContainText('mirror-3-dc');
  await expect(app.nodes()).toHaveCount(27);
});

test('a bad seed is named and falls back, while a good preset still applies', async ({ app, page }) => {
  await app.open('?preset=bridge-2-piles&seed=banana');
  await expect(page.getByTestId('notice-url')).toContainText('"seed=banana"');
  await expect(app.nodes()).toHaveCount(20);
  expect(await app.state((s) => s.seed)).toBe(1);
});

test('a missing scenario file gives a clear error, not a blank page', async ({ app, page }) => {
  await app.open('?scenario=no-such-scenario');
  await expect(page.getByTestId('notice-scenario')).toContainText('no-such-scenario');
  await expect(page.getByTestId('notice-scenario')).toContainText('could not be loaded');
  await expect(page.getByTestId('notice-scenario')).toContainText('no scenario file at');
  await expect(app.nodes()).toHaveCount(27);
});

test('malformed record ids are explained and the last good record stays', async ({ app, page }) => {
  await app.open();
  await app.inspect('7207518622403788x');
  await expect(page.getByTestId('record-error')).toContainText('neither a TabletId nor a path');
  await app.inspect('99999999999999999999999');
  await expect(page.getByTestId('record-error')).toContainText('64 bits');
  await app.inspect('');
  await expect(page.getByTestId('record-error')).toBeVisible();
  await expect(page.getByTestId('record-label')).toContainText('72075186224037888');
  await app.inspect('/Root/db1');
  await expect(page.getByTestId('record-error')).toHaveCount(0);
  await expect(page.getByTestId('record-label')).toContainText('/Root/db1');
});

test('the share button copies a link that opens the same setup', async ({ app, page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.open('?preset=bridge-2-piles&seed=5');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share')).toHaveText('Link copied');
  const url = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  // The whole session travels compressed in `s`.
  expect(new URL(url).searchParams.get('s')).toBeTruthy();
  await page.goto(url);
  await expect(app.nodes()).toHaveCount(20);
  expect(await app.state((s) => [s.presetName, s.seed])).toEqual(['bridge-2-piles', 5]);
});
