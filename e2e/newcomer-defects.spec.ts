/** Defects a first-time reader found, each checked the way a person would meet it. */
import { expect, test } from './fixtures.ts';

test.describe('a pasted blob in the URL', () => {
  for (const width of [1440, 1024]) {
    test(`keeps the page within the window at ${width} px and the notice dismissable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/?preset=${'x'.repeat(3000)}`);
      await expect(page.getByTestId('cluster-svg')).toBeVisible();
      const notice = page.getByTestId('notice-url');
      await expect(notice).toBeVisible();
      const overflow = await page.evaluate(() => {
        // The page's own globals, seen from the node-side typecheck (no DOM lib there).
        const g = globalThis as unknown as {
          document: { documentElement: { scrollWidth: number } };
          innerWidth: number;
        };
        return g.document.documentElement.scrollWidth - g.innerWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      const close = notice.getByRole('button', { name: 'Dismiss' });
      await expect(close).toBeInViewport();
      await close.click();
      await expect(notice).toHaveCount(0);
      await expect(page.locator('[data-testid^="node-"], [data-summary]').first()).toBeVisible();
    });
  }
});

type Rect = { x: number; y: number; width: number; height: number };
const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('a failed datacenter', () => {
  for (const [preset, width] of [
    ['mirror-3-dc', 1024],
    ['bridge-2-piles', 1024],
    ['large', 1440],
  ] as const) {
    test(`keeps its name readable (${preset}, ${width} px)`, async ({ app, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await app.open(`?preset=${preset}`);
      const heads = app.dcs();
      const count = await heads.count();
      for (let i = 0; i < count; i++) await heads.nth(i).click();
      await expect(heads.first()).toHaveAttribute('data-state', 'down');
      const clean = async (): Promise<void> => {
        for (let i = 0; i < count; i++) {
          const head = heads.nth(i);
          const label = await head.locator('.dc-label').boundingBox();
          const action = await head.locator('.dc-action').boundingBox();
          expect(label).not.toBeNull();
          if (action && action.width > 0) expect(overlaps(label!, action)).toBe(false);
        }
      };
      // Zoomed out the header text grows to stay legible while the DC frame shrinks.
      await clean();
      for (const name of ['Zoom out', 'Zoom out', 'Zoom out', 'Zoom in', 'Zoom in', 'Zoom in', 'Zoom in']) {
        await page.getByRole('button', { name, exact: true }).click();
        await clean();
      }
      await app.screenshot(test.info(), `dc-down-${preset}-${width}`);
    });
  }
});

test('a tablet action cannot be sent to a down node, and its note follows the record', async ({
  app,
  page,
}) => {
  await app.open();
  await app.waitLive();
  await app.inspect('72075186224037888');
  const actions = page.getByTestId('record-actions');
  const note = page.getByTestId('actions-note');
  await page.getByTestId('action-node').selectOption('2');
  await actions.getByRole('button', { name: 'Boot tablet' }).click();
  await expect(note).toContainText('Boot tablet on n2 sent');
  // Another record: the note about the first one goes.
  await app.inspect('72075186224037889');
  await expect(note).not.toContainText('sent');
  // Fail n2: the buttons refuse and the note says why.
  await app.node(2).click();
  await expect(app.node(2)).toHaveAttribute('data-state', 'down');
  await expect(actions.getByRole('button', { name: 'Boot tablet' })).toBeDisabled();
  await expect(note).toContainText('n2 is down');
});

test('"go to ms" says what is wrong with a bad time and refuses one beyond the limit', async ({
  app,
  page,
}) => {
  await app.open();
  await app.waitLive();
  const box = page.getByTestId('seek-input');
  const error = page.getByTestId('seek-error');
  for (const [text, says] of [
    ['abc', 'not a number'],
    ['-5', 'negative'],
    ['99999999', 'at most'],
  ] as const) {
    await box.fill(text);
    await box.press('Enter');
    await expect(error).toContainText(says);
    await expect(error).toBeInViewport();
  }
  expect(await app.state((s) => s.timeUs)).toBe(0);
  await box.fill('2');
  await box.press('Enter');
  await expect(error).toHaveCount(0);
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(2000);
});

test('a scenario inspects its own record and says when it replaces the link’s preset and seed', async ({
  app,
  page,
}) => {
  await app.open('?preset=large&seed=7&scenario=tablet-reelection');
  await expect(page.getByTestId('notice-scenario')).toContainText('loaded');
  const override = page.getByTestId('notice-scenario-override');
  await expect(override).toContainText('preset large with its own mirror-3-dc');
  await expect(override).toContainText('seed 7 with its own seed 1');
  await expect(page.getByTestId('record-input')).toHaveValue('72075186224037889');
  await expect(page.getByTestId('record-actions')).toBeVisible();
  expect(await app.state((s) => [s.presetName, s.seed])).toEqual(['mirror-3-dc', 1]);
});

for (const width of [1440, 1024]) {
  test(`the event log leaves the cluster room and lists events in time order (${width} px)`, async ({
    app,
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await app.open('?preset=mirror-3-dc&seed=1&scenario=tablet-reelection');
    await app.waitLive();
    await page.getByTestId('notice-scenario').getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('log-toggle').click();
    await page.getByTestId('log-messages').check();
    await page.getByTestId('seek-input').fill('30');
    await page.getByTestId('seek-input').press('Enter');
    await expect.poll(() => app.state((s) => s.timeUs)).toBeGreaterThanOrEqual(30_000);
    const cluster = await page.getByTestId('cluster-svg').boundingBox();
    expect(cluster!.height).toBeGreaterThanOrEqual(220);
    const rows = page.getByTestId('log-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(8);
    const log = page.getByTestId('event-log');
    await log.locator('.log-list').evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
    const times = await log.locator('.log-time').evaluateAll((els) =>
      els
        .map((el) => ({ top: el.getBoundingClientRect().top, t: parseFloat(el.textContent ?? '') }))
        .sort((a, b) => a.top - b.top)
        .map((x) => x.t),
    );
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThanOrEqual(times[i - 1]!);
    await app.screenshot(test.info(), `event-log-${width}`);
  });
}

test('setup says a chosen preset is not applied until Apply', async ({ app, page }) => {
  await app.open('?preset=mirror-3-dc');
  await app.openSetup();
  const pending = page.getByTestId('setup-pending');
  await expect(pending).toHaveCount(0);
  await page.getByTestId('setup-preset').selectOption('single-dc-8-racks');
  await expect(pending).toContainText('still runs mirror-3-dc');
  await page.getByTestId('setup-apply').click();
  await expect(pending).toHaveCount(0);
  await expect.poll(() => app.state((s) => s.presetName)).toBe('single-dc-8-racks');
});

test('after applying changed placement the header says the preset is customised', async ({ app, page }) => {
  await app.open('?preset=mirror-3-dc');
  await app.openSetup();
  await expect(page.getByText('mirror-3-dc · seed 1', { exact: true })).toBeVisible();
  await page.getByTestId('setup-statestorage-ringsPerRealm').fill('1');
  await page.getByTestId('setup-apply').click();
  await expect(page.getByText('mirror-3-dc (custom placement) · seed 1', { exact: true })).toBeVisible();
});
