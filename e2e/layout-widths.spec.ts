/** The page at phone, laptop and desktop widths: no sideways scroll, finger-size controls on a phone. */
import { LAPTOP_MAX_PX } from '../app/styles/breakpoints.ts';
import { expect, test } from './fixtures.ts';

type Globals = {
  document: {
    documentElement: { scrollWidth: number };
    querySelectorAll(s: string): Iterable<{
      getBoundingClientRect(): { width: number; height: number; right: number };
      getAttribute(n: string): string | null;
      textContent: string | null;
    }>;
  };
  innerWidth: number;
};

for (const [width, height] of [
  [390, 844],
  [1024, 768],
  [1440, 900],
] as const) {
  test(`no horizontal overflow at ${width} px`, async ({ app, page }, info) => {
    await page.setViewportSize({ width, height });
    await app.open('?preset=mirror-3-dc');
    await app.waitLive();
    for (const [tab, open] of [
      ['space-time', () => app.spaceTime.open()],
      ['observers', () => app.observers.open()],
      ['load', () => app.load.open()],
      ['network', () => app.network.open()],
      ['setup', () => app.setup.open()],
    ] as const) {
      await open();
      expect(await app.horizontalOverflow(), tab).toBeLessThanOrEqual(0);
    }
    await app.rings.open();
    await app.inspector.open();
    await app.screenshot(info, `page-${width}`);
  });
}

test('at 390 px every control is at least 40 px tall', async ({ app, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('?preset=mirror-3-dc');
  const small = await page.evaluate(() => {
    const g = globalThis as unknown as Globals;
    const out: string[] = [];
    for (const e of g.document.querySelectorAll('button, select, input')) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // hidden
      if (r.height < 40)
        out.push(`${e.getAttribute('data-testid') ?? e.textContent} (${Math.round(r.height)} px)`);
    }
    return out;
  });
  expect(small).toEqual([]);
});

// What sits above the cluster leaves it room: the header stays a small share of the screen (the
// headroom folds to one line on a phone and a small laptop), the legend is one line, and on a phone
// the whole drawing fits above the pinned timeline once the cluster is scrolled to.
for (const lang of ['en', 'ru'] as const)
  for (const [width, height, headerShare] of [
    [390, 844, 0.45],
    [1024, 768, 0.25],
    [1440, 900, 0.2],
  ] as const)
    test(`the cluster keeps its room at ${width} px (${lang})`, async ({ app, page }) => {
      await page.setViewportSize({ width, height });
      await app.open(`?preset=mirror-3-dc&lang=${lang}`);
      const rows = ['statestorage', 'board', 'schemeboard'].map((s) => app.header.headroomRow(s));
      for (const row of rows) await expect(row).toHaveCount(1);
      const header = (await page.locator('header.header').boundingBox())!;
      expect(header.height, 'header height').toBeLessThanOrEqual(height * headerShare);

      // Every sentence is there when asked for (at once on a wide page).
      if (width <= LAPTOP_MAX_PX) await expect(app.header.headroomToggle).toBeVisible();
      else await expect(app.header.headroomToggle).toBeHidden();
      await app.header.showAllHeadroom();
      for (const row of rows) await expect(row).toBeVisible();

      // One line: every entry of the legend shares its vertical middle.
      const entries = app.cluster.legend.locator('.legend-line > *, .legend-more > summary');
      const middles: number[] = [];
      for (const box of await Promise.all((await entries.all()).map((e) => e.boundingBox())))
        if (box && box.width > 0) middles.push(box.y + box.height / 2);
      expect(middles.length).toBeGreaterThan(4);
      expect(Math.max(...middles) - Math.min(...middles), 'legend rows').toBeLessThan(4);
      await app.cluster.legendMore.locator('summary').click();
      await expect(app.cluster.legendMore.getByTestId('flow-marks')).toBeVisible();

      if (width === 390) {
        const panel = page.locator('.cluster-panel');
        await panel.evaluate((e) => e.scrollIntoView({ block: 'start' }));
        const drawing = (await page.locator('.cluster-canvas').boundingBox())!;
        const bar = (await page.locator('.timeline-mount').boundingBox())!;
        expect(drawing.y + drawing.height, 'drawing above the timeline').toBeLessThanOrEqual(bar.y + 1);
      }
    });
