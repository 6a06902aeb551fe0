/**
 * A phone (390 px), in both languages: every tab label is whole — on one line, not cut at the top,
 * bottom or side, on screen once the tab strip (one row that scrolls inside itself) brings it in —
 * and no tab makes the page scroll sideways.
 */
import { expect, test } from './fixtures.ts';

type El = {
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number };
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  textContent: string | null;
};
type Doc = { createRange(): { selectNodeContents(e: El): void; getClientRects(): { length: number } } };

for (const lang of ['en', 'ru'] as const) {
  test(`at 390 px every tab label is whole and no tab scrolls the page sideways (${lang})`, async ({
    app,
    page,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Bridge mode shows every lower tab, Piles included.
    await app.open(`?preset=bridge-2-piles&lang=${lang}`);
    await app.waitLive();
    await app.timeline.play();
    const tabs = await app.tabs.all.all();
    expect(tabs.length).toBeGreaterThanOrEqual(10);
    for (const tab of tabs) {
      // the strip scrolls inside itself; the page must not (checked below, and by the bounds here)
      await tab.scrollIntoViewIfNeeded();
      const m = await tab.evaluate((el: El) => {
        const r = el.getBoundingClientRect();
        const range = (globalThis as unknown as { document: Doc }).document.createRange();
        range.selectNodeContents(el);
        return {
          text: el.textContent ?? '',
          left: r.left,
          right: r.right,
          clippedX: el.scrollWidth > el.clientWidth,
          clippedY: el.scrollHeight > el.clientHeight,
          lines: range.getClientRects().length,
        };
      });
      expect(m.left, m.text).toBeGreaterThanOrEqual(0);
      expect(m.right, m.text).toBeLessThanOrEqual(390);
      expect(m.clippedX, m.text).toBe(false);
      expect(m.clippedY, m.text).toBe(false);
      expect(m.lines, `${m.text} on one line`).toBe(1);
    }
    // Open each tab by its test id (opening one can show or hide others' inner tab strips).
    const ids = await Promise.all(tabs.map((t) => t.getAttribute('data-testid')));
    for (const id of ids.filter((x): x is string => x !== null)) {
      await page.getByTestId(id).click();
      expect(await app.horizontalOverflow(), id).toBeLessThanOrEqual(0);
    }
    await app.timeline.pause();
    await app.tabs.lowerPanel.screenshot({ path: info.outputPath(`tabs-${lang}-390.png`) });
  });
}
