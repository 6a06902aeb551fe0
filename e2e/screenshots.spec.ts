/**
 * Screenshots of each main view, for people to look at (test-results/figures/<test>/*.png). Part of
 * the `figures` Playwright project: run by `npm run figures`, not by `npm test`.
 */
import type { TestInfo } from '@playwright/test';
import { expect, test, type QuorumscopePage } from './fixtures.ts';

async function shot(app: QuorumscopePage, info: TestInfo, name: string): Promise<void> {
  console.log(`[screenshot] ${await app.screenshot(info, name)}`);
}

test('default preset, one rack down', async ({ app, page }, info) => {
  await app.open();
  await expect(page.getByTestId('runtime')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await shot(app, info, 'cluster-default');
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(app, info, 'cluster-default-1280');
  await page.setViewportSize({ width: 1440, height: 900 });
  await app.cluster.toggleRack('dc1-r2');
  await expect(app.cluster.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  await shot(app, info, 'cluster-rack-down');
});

test('single-dc-8-racks with quorum lost', async ({ app }, info) => {
  await app.open('?preset=single-dc-8-racks');
  const rows = await app.inspector.replicaRows();
  for (const rack of [...new Set(rows.map((r) => r.rack))].slice(0, 3)) await app.cluster.toggleRack(rack);
  await expect(app.inspector.status).toHaveAttribute('data-read', 'unavailable');
  await shot(app, info, 'quorum-lost');
});

test('setup panel and large presets', async ({ app, page }, info) => {
  await app.open();
  await app.setup.open();
  await shot(app, info, 'setup');
  await app.open('?preset=large');
  await shot(app, info, 'large');
  await app.open('?preset=single-dc-256');
  await shot(app, info, 'single-dc-256');
  await page.setViewportSize({ width: 1280, height: 720 });
  await app.open('?preset=bridge-2-piles');
  await shot(app, info, 'bridge-1280');
});

type FlowHandle = {
  __flows?: { stats(): { inFlight: number; labels: number } };
  __quorumscope?: { controller: { setSpeed(s: number): void; play(): void; pause(): void } };
};

/**
 * The README's picture (1440×900): the default preset mid-election, with a record inspected, one
 * rack down (one of its replicas is there), and messages in flight. Written into the test's output
 * folder; `npm run screenshots` sets README_SCREENSHOT=docs/screenshot.png to replace the README's.
 */
test('README screenshot', async ({ app, page }, info) => {
  await app.open();
  await app.waitLive();
  await app.inspector.inspect('72075186224037888');
  // Elect the tablet's leader first (the replicas then show leader and generation)…
  const MS = 1000;
  await app.runTo(
    [{ atUs: 0.5 * MS, cmd: { kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' } }],
    40 * MS,
  );
  const values = page.getByTestId('inspector-replica').locator('td.value');
  await expect(values.filter({ hasText: /gen \d+:\d+/ })).toHaveCount(9);
  // …then fail a rack holding one of its replicas (8 of 9 up: still a majority)…
  await app.cluster.toggleRack('dc1-r2');
  await expect(app.cluster.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  // …and publish / subscribe on Board, played in slow motion so the messages are in flight.
  await app.runTo(
    [
      {
        atUs: 41 * MS,
        cmd: { kind: 'board.subscribe', node: 14, path: 'gpc+/Root/db1', subscriber: 'sub-n14' },
      },
      {
        atUs: 42 * MS,
        cmd: {
          kind: 'board.publish',
          node: 22,
          path: 'gpc+/Root/db1',
          payload: 'n22:2135',
          publisher: 'pub-n22',
        },
      },
      { atUs: 42.5 * MS, cmd: { kind: 'tablet.request', node: 26, tabletId: '72075186224037888' } },
    ],
    42.6 * MS,
  );
  await page.evaluate(() => {
    const c = (globalThis as unknown as FlowHandle).__quorumscope?.controller;
    c?.setSpeed(0.0005);
    c?.play();
  });
  const flows = () => page.evaluate(() => (globalThis as unknown as FlowHandle).__flows?.stats() ?? null);
  await expect.poll(async () => (await flows())?.inFlight ?? 0).toBeGreaterThan(4);
  await page.waitForTimeout(400);
  await page.evaluate(() => (globalThis as unknown as FlowHandle).__quorumscope?.controller.pause());
  await page.waitForTimeout(200);
  const path = process.env.README_SCREENSHOT ?? info.outputPath('readme.png');
  await page.screenshot({ path });
  console.log(`[screenshot] ${path}`);
});
