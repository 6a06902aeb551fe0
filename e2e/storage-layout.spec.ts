/**
 * The Storage tab on a laptop (1024 px) and a phone (390 px): its tab is reachable without scrolling
 * the tab strip and the panel's left edge is not cut; in the lesson on what rejoin copies, the sync
 * card the step points at is not under the lesson panel. Measured from bounding boxes.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error(`${String(l)} is not on screen`);
  return b;
}
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

for (const [width, height, lang] of [
  [1024, 768, 'en'],
  [390, 844, 'ru'],
] as const) {
  test(`at ${width} px the Storage tab is in reach and its panel starts at the panel's left edge`, async ({
    app,
    page,
  }, info) => {
    await page.setViewportSize({ width, height });
    await app.open('?preset=bridge-2-piles');
    await app.waitLive();
    await app.timeline.playFastest();
    await app.storage.open();
    await expect(app.storage.panel).toBeVisible();
    const lower = await box(app.tabs.lowerPanel);
    const tab = await box(app.storage.tab);
    const panel = await box(app.storage.panel);
    // The tab lies inside the lower panel (the strip wraps instead of scrolling) …
    expect(tab.x).toBeGreaterThanOrEqual(lower.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(lower.x + lower.width);
    // … and the Storage panel is not shifted left of it.
    expect(panel.x).toBeGreaterThanOrEqual(lower.x);
    expect(panel.x + panel.width).toBeLessThanOrEqual(lower.x + lower.width + 1);
    expect(await app.horizontalOverflow()).toBeLessThanOrEqual(0);
    await app.timeline.pause();
    await app.screenshot(info, `storage-${width}`);
  });

  test(`at ${width} px (${lang}) the lesson panel leaves the sync card it points at in sight`, async ({
    app,
    page,
  }, info) => {
    await page.setViewportSize({ width, height });
    const { lessons: panel } = app;
    await page.goto(`/?lesson=rejoin-copies&lang=${lang}`);
    await expect(panel.panel).toHaveAttribute('data-step', '0');
    await panel.act();
    await panel.press('next');
    await panel.answer('group-a');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'group-a');
    await panel.press('next');
    await expect(panel.panel).toHaveAttribute('data-step', '2');
    await panel.answer('three');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'three');
    // The view runs on to the end of the question's window: the sync the reveal names is done.
    const card = app.storage.syncProgress;
    await expect(card).toHaveAttribute('data-done', 'yes', { timeout: 60_000 });
    await expect(card).toHaveAttribute('data-total-blobs', '3');
    await expect(card).toBeInViewport();
    // The panel is placed every 300 ms; it settles clear of the card.
    await expect
      .poll(async () => overlap(await box(card), await box(panel.panel)), { timeout: 10_000 })
      .toBe(0);
    const c = await box(card);
    const lower = await box(app.tabs.lowerPanel);
    expect(c.x).toBeGreaterThanOrEqual(lower.x);
    await app.screenshot(info, `lesson-storage-${width}`);
  });
}
