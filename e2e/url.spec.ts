import { expect, test } from './fixtures.ts';

// The addresses a person opens and reopens, on the app's own host (in-process, handed over to the
// workers) as a person gets them; the notices about bad parameters are read on the fixture's
// in-process host.
test.describe('opened on the app host', () => {
  test.use({ host: 'app' });

  test('preset and seed from the URL open exactly that setup', async ({ app, page }) => {
    await app.open('?preset=single-dc-8-racks&seed=7');
    await expect(app.cluster.nodes()).toHaveCount(16);
    await expect(app.cluster.racks()).toHaveCount(8);
    await expect(app.cluster.dcs()).toHaveCount(1);
    expect(await app.state((s) => s.seed)).toBe(7);
    await expect(app.notices.all).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('preset')).toBe('single-dc-8-racks');
  });

  test('the share button copies a link that opens the same setup', async ({ app, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await app.open('?preset=bridge-2-piles&seed=5');
    await app.header.share();
    await expect(app.header.shareButton).toHaveText('Link copied');
    const url = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    // The whole session travels compressed in `s`.
    expect(new URL(url).searchParams.get('s')).toBeTruthy();
    await page.goto(url);
    await expect(app.cluster.nodes()).toHaveCount(20);
    expect(await app.state((s) => [s.presetName, s.seed])).toEqual(['bridge-2-piles', 5]);
  });
});

test('a bad preset is named in a visible message and the default opens', async ({ app }) => {
  await app.open('?preset=mirror-9-dc');
  const notice = app.notices.url;
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('"preset=mirror-9-dc"');
  await expect(notice).toContainText('mirror-3-dc');
  await expect(app.cluster.nodes()).toHaveCount(27);
});

test('a bad seed is named and falls back, while a good preset still applies', async ({ app }) => {
  await app.open('?preset=bridge-2-piles&seed=banana');
  await expect(app.notices.url).toContainText('"seed=banana"');
  await expect(app.cluster.nodes()).toHaveCount(20);
  expect(await app.state((s) => s.seed)).toBe(1);
});

test('a missing scenario file gives a clear error, not a blank page', async ({ app }) => {
  await app.open('?scenario=no-such-scenario');
  await expect(app.notices.scenario).toContainText('no-such-scenario');
  await expect(app.notices.scenario).toContainText('could not be loaded');
  await expect(app.notices.scenario).toContainText('no scenario file at');
  await expect(app.cluster.nodes()).toHaveCount(27);
});

test('malformed record ids are explained and the last good record stays', async ({ app }) => {
  const { inspector } = app;
  await app.open();
  await inspector.inspect('7207518622403788x');
  await expect(inspector.error).toContainText('neither a TabletId nor a path');
  await inspector.inspect('99999999999999999999999');
  await expect(inspector.error).toContainText('64 bits');
  await inspector.inspect('');
  await expect(inspector.error).toBeVisible();
  await expect(inspector.label).toContainText('72075186224037888');
  await inspector.inspect('/Root/db1');
  await expect(inspector.error).toHaveCount(0);
  await expect(inspector.label).toContainText('/Root/db1');
});
