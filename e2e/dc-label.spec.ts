/** A failed datacenter keeps its name readable: its action never covers the label, at any zoom. */
import { expect, test } from './fixtures.ts';

type Rect = { x: number; y: number; width: number; height: number };
const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [preset, width] of [
  ['mirror-3-dc', 1024],
  ['bridge-2-piles', 1024],
  ['large', 1440],
] as const) {
  test(`a failed datacenter keeps its name readable (${preset}, ${width} px)`, async ({ app, page }) => {
    const { cluster } = app;
    await page.setViewportSize({ width, height: 900 });
    await app.open(`?preset=${preset}`);
    const heads = cluster.dcs();
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
    for (const zoom of ['out', 'out', 'out', 'in', 'in', 'in', 'in'] as const) {
      if (zoom === 'out') await cluster.zoomOut();
      else await cluster.zoomIn();
      await clean();
    }
    await app.screenshot(test.info(), `dc-down-${preset}-${width}`);
  });
}
