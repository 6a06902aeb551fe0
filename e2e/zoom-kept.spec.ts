/**
 * A person's zoom is theirs: the cluster view frames the whole cluster again when its panel is
 * resized only while nobody has zoomed or panned it (a notice or a header line that wraps changes
 * the panel's height while the run plays), and when they ask: Fit, or a double-click on empty space.
 */
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ app }) => {
  await app.open();
  await app.timeline.play();
});

test('a zoomed-in cluster keeps its zoom when the panel is resized; an untouched one is framed again', async ({
  app,
  page,
}) => {
  const width = async () => (await app.cluster.node(1).boundingBox())?.width ?? 0;
  const at = async (id: number) => {
    const b = await app.cluster.node(id).boundingBox();
    return { x: Math.round(b?.x ?? 0), y: Math.round(b?.y ?? 0) };
  };

  // Untouched: a shorter window frames the cluster again, so its nodes shrink with the panel.
  const fitted = await width();
  await page.setViewportSize({ width: 1440, height: 700 });
  await expect.poll(width).toBeLessThan(fitted);

  // Zoomed in: the same change of height leaves the zoom as the person set it.
  await app.cluster.zoomIn(2);
  const zoomed = await width();
  expect(zoomed).toBeGreaterThan(fitted);
  const where = [await at(1), await at(10)];
  const canvas = async () => (await app.cluster.svg.boundingBox())?.height ?? 0;
  const short = await canvas();
  await page.setViewportSize({ width: 1440, height: 900 });
  // The panel has taken the new height and the view has drawn it (two frames on).
  await expect.poll(canvas).toBeGreaterThan(short);
  await app.cluster.svg.evaluate((el) => {
    const win = el.ownerDocument.defaultView!;
    return new Promise((r) => win.requestAnimationFrame(() => win.requestAnimationFrame(r)));
  });
  expect(await width()).toBeCloseTo(zoomed, 0);
  // Nor are the datacenters re-arranged under it: the nodes stay where the person zoomed in on them.
  expect([await at(1), await at(10)]).toEqual(where);

  // "Fit" frames it again, and from then on a resize does too.
  await app.cluster.zoomToFit();
  const refitted = await width();
  await page.setViewportSize({ width: 1440, height: 700 });
  await expect.poll(width).toBeLessThan(refitted);
});

test('a double-click on empty space frames the cluster again; one on a rack fails and restores it, zoom kept', async ({
  app,
  page,
}) => {
  // A rack's head: drawn at every zoom level, where nodes give way to rack summaries.
  const width = async () => (await app.cluster.rack('dc1-r1').boundingBox({ timeout: 5000 }))?.width ?? 0;
  const fitted = await width();
  await app.cluster.zoomOut(2);
  await expect.poll(width).toBeLessThan(fitted);
  const zoomed = await width();

  // On a rack: a person's double-click (its clicks a moment apart) fails and restores it; the zoom
  // stays as they set it.
  const rack = app.cluster.rack('dc1-r1');
  await rack.click();
  await expect(rack).toHaveAttribute('data-state', 'down');
  await rack.click({ clickCount: 2 });
  await expect(rack).toHaveAttribute('data-state', 'up');
  expect(await width()).toBeCloseTo(zoomed, 0);

  // On empty space (the canvas corner, outside every datacenter): framed as at first.
  const svg = await app.cluster.svg.boundingBox();
  const x = (svg?.x ?? 0) + 4;
  const y = (svg?.y ?? 0) + 4;
  const hit = await app.cluster.svg.evaluate(
    (el, [px, py]) => el.ownerDocument.elementFromPoint(px!, py!)?.tagName,
    [x, y],
  );
  expect(hit).toBe('svg');
  await page.mouse.dblclick(x, y);
  await expect.poll(width).toBeCloseTo(fitted, 0);
});
