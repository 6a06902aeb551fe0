/** Notices about the address stay usable however long it is, and say what a scenario replaced. */
import { expect, test } from './fixtures.ts';

for (const width of [1440, 1024]) {
  test(`a pasted blob in the URL keeps the page within the window at ${width} px and the notice dismissable`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/?preset=${'x'.repeat(3000)}`);
    await expect(app.cluster.svg).toBeVisible();
    const notice = app.notices.url;
    await expect(notice).toBeVisible();
    expect(await app.horizontalOverflow()).toBeLessThanOrEqual(0);
    const close = app.notices.dismissButton(notice);
    await expect(close).toBeInViewport();
    await close.click();
    await expect(notice).toHaveCount(0);
    await expect(page.locator('[data-testid^="node-"], [data-summary]').first()).toBeVisible();
  });
}

test('a scenario inspects its own record and says when it replaces the link’s preset and seed', async ({
  app,
}) => {
  await app.open('?preset=large&seed=7&scenario=tablet-reelection');
  await expect(app.notices.scenario).toContainText('loaded');
  const override = app.notices.scenarioOverride;
  await expect(override).toContainText('preset large with its own mirror-3-dc');
  await expect(override).toContainText('seed 7 with its own seed 1');
  await expect(app.inspector.input).toHaveValue('72075186224037889');
  await expect(app.inspector.actions).toBeVisible();
  expect(await app.state((s) => [s.presetName, s.seed])).toEqual(['mirror-3-dc', 1]);
});
