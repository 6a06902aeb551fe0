/** The page at phone, laptop and desktop widths: no sideways scroll, finger-size controls on a phone. */
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
