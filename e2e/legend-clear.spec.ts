/** No key or overlay of the cluster view ever hides a node: the message key is docked, not floating. */
import { expect, test, type QuorumscopePage } from './fixtures.ts';

type Rect = { x: number; y: number; width: number; height: number };
const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Node boxes as seen: clipped to the cluster canvas (zoomed-in nodes run past its edges). */
async function visibleNodes(app: QuorumscopePage): Promise<Rect[]> {
  const canvas = await app.page.locator('.cluster-canvas').boundingBox();
  expect(canvas).not.toBeNull();
  const c = canvas!;
  const boxes: Rect[] = [];
  for (const b of await app.cluster.nodes().evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  )) {
    const x0 = Math.max(b.x, c.x);
    const y0 = Math.max(b.y, c.y);
    const x1 = Math.min(b.x + b.width, c.x + c.width);
    const y1 = Math.min(b.y + b.height, c.y + c.height);
    if (x1 > x0 && y1 > y0) boxes.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  return boxes;
}

async function overlays(app: QuorumscopePage): Promise<Rect[]> {
  return app.page
    .locator(
      '[data-testid="flow-legend"], [data-testid="legend"], [data-testid^="notice-"], .cluster-canvas > :not(svg):not(.flow-layer-mount)',
    )
    .evaluateAll((els) =>
      els
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
    );
}

async function expectClear(app: QuorumscopePage): Promise<void> {
  const nodes = await visibleNodes(app);
  expect(nodes.length).toBeGreaterThan(0);
  for (const o of await overlays(app))
    for (const n of nodes) expect(overlaps(o, n), JSON.stringify({ o, n })).toBe(false);
}

const CASES = [
  { preset: 'mirror-3-dc', tab: 'observers', zoomIn: 0 },
  { preset: 'bridge-2-piles', tab: null, zoomIn: 0 },
  { preset: 'single-dc-8-racks', tab: null, zoomIn: 0 },
  { preset: 'large', tab: null, zoomIn: 4 },
] as const;

for (const width of [1440, 1024]) {
  for (const c of CASES) {
    test(`no key covers a node: ${c.preset}${c.tab ? ` with ${c.tab}` : ''}, ${width} px`, async ({
      app,
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await app.open(`?preset=${c.preset}`);
      if (c.tab) await app.observers.open();
      // Zoom in until the racks show their nodes (summary tiles below that scale).
      for (let i = 0; i < 12 && (i < c.zoomIn || (await app.cluster.nodes().count()) === 0); i++)
        await app.cluster.zoomIn();
      await expect(app.cluster.nodes().first()).toBeVisible();
      await expect(app.cluster.flowLegend).toBeVisible();
      await expectClear(app);
    });
  }
}

test('switching the lower tab leaves the cluster where it is', async ({ app }) => {
  await app.open();
  const before = await app.cluster.node(1).boundingBox();
  for (const [tab, open] of [
    ['space-time', () => app.spaceTime.open()],
    ['observers', () => app.observers.open()],
    ['load', () => app.load.open()],
  ] as const) {
    await open();
    expect(await app.cluster.node(1).boundingBox(), tab).toEqual(before);
  }
});
