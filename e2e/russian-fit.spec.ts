/**
 * The page in Russian, the longest words it has: with a tablet booted, every lower tab and the
 * record's replica table fit the width on a phone, a laptop and a desktop (only the tab strip and the
 * legend scroll sideways, by design); on the narrowest common phone the timeline bar keeps to three
 * rows and a booting tablet's row fits the Observers table.
 */
import type { Page } from '@playwright/test';
import { expect, test, type QuorumscopePage } from './fixtures.ts';
import { rowsOf } from './pages/rows.ts';

/** `preset` in Russian at `width` × `height`, live and playing at the page's own speed. */
async function playInRussian(
  app: QuorumscopePage,
  page: Page,
  width: number,
  height: number,
  preset = 'mirror-3-dc',
): Promise<void> {
  await page.setViewportSize({ width, height });
  await app.open(`?preset=${preset}&lang=ru`);
  await app.waitLive();
  await app.timeline.play(); // 10 ms/s: seconds of wall time between StateStorage's lock and the election
}

/** What the page may not do: a box inside the lower or side panel that scrolls or cuts sideways. */
async function sidewaysInPanels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type El = {
      scrollWidth: number;
      clientWidth: number;
      className: string;
      closest(s: string): unknown;
      getBoundingClientRect(): { width: number };
    };
    const g = globalThis as unknown as {
      document: { querySelectorAll(s: string): Iterable<El> };
      getComputedStyle(e: El): { overflowX: string; textOverflow: string };
    };
    const out: string[] = [];
    for (const e of g.document.querySelectorAll('.lower-panel *, .col-side *')) {
      if (e.getBoundingClientRect().width === 0 || e.scrollWidth <= e.clientWidth + 1) continue;
      const style = g.getComputedStyle(e);
      if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis') continue;
      if (e.closest('[role="tablist"], .legend-line')) continue;
      out.push(`${e.className}: ${e.scrollWidth - e.clientWidth} px`);
    }
    return out;
  });
}

// Two ring groups (a bridge's piles) side by side are wider than a laptop's lower panel; 256 nodes
// make the longest node names ("n100 · dc1-r13 (недоступен)") in the record's node picker.
for (const [width, height, preset] of [
  [390, 844, 'mirror-3-dc'],
  [1024, 768, 'mirror-3-dc'],
  [1440, 900, 'mirror-3-dc'],
  [1024, 768, 'bridge-2-piles'],
  [1024, 768, 'single-dc-256'],
] as const)
  test(`at ${width} px in Russian (${preset}) every lower tab and the record fit the width while a tablet runs`, async ({
    app,
    page,
  }) => {
    await playInRussian(app, page, width, height, preset);
    await app.inspector.open();
    await page.getByTestId('action-bootTablet').click();
    await expect(app.inspector.values.first()).toContainText('пок.', { timeout: 30_000 });
    await app.timeline.pause();
    expect(await sidewaysInPanels(page), 'record').toEqual([]);
    const tabs = app.tabs.lowerPanel.getByRole('tablist').first().getByRole('tab');
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(await sidewaysInPanels(page), (await tab.textContent()) ?? '').toEqual([]);
    }
  });

test('at 360 px in Russian the timeline bar keeps to three rows; its log toggle says whether the log is open', async ({
  app,
  page,
}) => {
  await playInRussian(app, page, 360, 780);
  const controls = page.getByTestId('timeline').locator('.tl-bar').locator('button, select, input, output');
  expect(await rowsOf(controls)).toBe(3);
  const toggle = page.getByTestId('log-toggle');
  await expect(toggle).toHaveAccessibleName('Журнал');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(app.log.log).toBeVisible();
  await app.timeline.pause();
});

// The Observers' tables fit a small phone in Russian while a tablet boots (its row is the widest).
test('at 360 px in Russian a booting tablet fits the Observers table without sideways scroll', async ({
  app,
  page,
}) => {
  await playInRussian(app, page, 360, 780);
  await app.inspector.open();
  await page.getByTestId('action-bootTablet').click();
  await app.observers.open();
  const row = app.observers.tablet('72075186224037888');
  await expect(row).toHaveAttribute('data-state', 'booting', { timeout: 30_000 });
  await app.timeline.pause();
  await expect(row).toContainText('запуск');
  const overflow = await page
    .locator('.obs-scroll')
    .evaluateAll((els) => els.map((e) => e.scrollWidth - e.clientWidth));
  expect(Math.max(...overflow), 'sideways scroll of the widest table (px)').toBeLessThanOrEqual(0);
});
