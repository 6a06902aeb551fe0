/**
 * Message flows and the space-time diagram, against the live in-process simulation: an election
 * and a Board publish/subscribe in slow motion, drops when a rack fails mid-flight, 500 messages
 * (synthetic flood), hover linking between the space-time lanes and the cluster view.
 * Screenshots go to test-results for people to look at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { command, flowStats, startTraffic, type FlowsHost, type HandleHost } from './pages/handle.ts';

const inFlight = async (page: Page) => (await flowStats(page))?.inFlight ?? 0;

test('slow-motion election and publish: marks move and are labelled', async ({ app, page }, info) => {
  await app.open();
  await expect(app.timeline.playButton).toBeEnabled();
  await startTraffic(page, 0.001);
  await expect.poll(() => inFlight(page)).toBeGreaterThan(3);
  await expect.poll(async () => (await flowStats(page))?.labels ?? 0).toBeGreaterThan(0);
  await expect(app.cluster.flowCount).toHaveText(/[1-9]\d* in flight/);
  await page.waitForTimeout(600);
  await app.screenshot(info, 'flows-election');
  // Marks really move: the painter keeps drawing new frames while playing.
  const a = (await flowStats(page))?.painted ?? 0;
  await page.waitForTimeout(300);
  expect((await flowStats(page))?.painted ?? 0).toBeGreaterThan(a);
});

test('a rack failing mid-flight shows drops', async ({ app, page }, info) => {
  await app.open();
  await expect(app.timeline.playButton).toBeEnabled();
  await startTraffic(page, 0.002);
  await expect.poll(() => inFlight(page)).toBeGreaterThan(3);
  await app.cluster.toggleRack('dc3-r2'); // the publisher's rack: its sessions and pending sends die
  await app.cluster.toggleRack('dc1-r2');
  await command(page, {
    kind: 'board.publish',
    node: 9,
    path: '/Root/db',
    payload: 'n9:2135',
    publisher: 'pub-2',
  });
  // Polled often: a drop's ✕ shows for about a second, and the screenshot should catch it.
  await expect
    .poll(async () => (await flowStats(page))?.drops ?? 0, { timeout: 15_000, intervals: [40] })
    .toBeGreaterThan(0);
  await app.screenshot(info, 'flows-drops');
});

test('500 messages in flight', async ({ app, page }, info) => {
  await app.open();
  await page.evaluate(() => (globalThis as unknown as FlowsHost).__flows?.flood(500));
  await expect.poll(() => inFlight(page)).toBeGreaterThan(450);
  await app.screenshot(info, 'flows-500');
  await page.evaluate(() => (globalThis as unknown as FlowsHost).__flows?.stopFlood());
});

test('space-time diagram: arrows over time, linked with the cluster view', async ({ app, page }, info) => {
  const { spaceTime } = app;
  await app.open();
  await expect(app.timeline.playButton).toBeEnabled();
  await startTraffic(page, 0.01);
  await spaceTime.open();
  const canvas = spaceTime.canvas;
  await expect(canvas).toBeVisible();
  await expect.poll(() => app.timeline.time.textContent()).not.toBe('0.000 ms');
  await page.waitForTimeout(1500);
  await app.timeline.pause();
  await app.screenshot(info, 'spacetime');
  // Cluster → lanes: hovering node 13 highlights its lane.
  await app.cluster.node(13).hover();
  await expect(canvas).toHaveAttribute('data-hot', 'n13');
  // Lanes → cluster: hovering the first lane sets the store's hover to its node.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas box');
  await page.mouse.move(box.x + 30, box.y + 22 + 4);
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.stringify(
          (
            (globalThis as unknown as HandleHost).__quorumscope?.store.getState() as unknown as
              { hover: unknown } | undefined
          )?.hover,
        ),
      ),
    )
    .toBe(JSON.stringify({ kind: 'node', id: 1 }));
  await expect(canvas).toHaveAttribute('data-hot', 'n1');
  await app.screenshot(info, 'spacetime-hover');
  // Collapsed: a lane per rack.
  await spaceTime.collapse();
  // Leave the canvas and come back: a move to where the pointer already is fires no mousemove.
  await expect(async () => {
    await page.mouse.move(box.x + 30, box.y - 40);
    await page.mouse.move(box.x + 30, box.y + 22 + 4);
    await expect(canvas).toHaveAttribute('data-hot', 'dc1-r1', { timeout: 2_000 });
  }).toPass();
});
