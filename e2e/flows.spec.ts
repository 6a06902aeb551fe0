/**
 * Message flows and the space-time diagram, against the live in-process simulation: an election
 * and a Board publish/subscribe in slow motion, drops when a rack fails mid-flight, 500 messages
 * (synthetic flood), hover linking between the space-time lanes and the cluster view.
 * Screenshots go to test-results for people to look at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type FlowStats = { inFlight: number; drops: number; labels: number; painted: number };
type Handles = {
  __flows?: { stats(): FlowStats; flood(n: number): void; stopFlood(): void };
  __quorumscope?: {
    controller: { command(c: unknown): void; setSpeed(s: number): void; play(): void; pause(): void };
    store: { getState(): { hover: unknown } };
  };
};

const stats = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Handles).__flows?.stats() ?? null);

/** Boots a tablet on n1 and publishes / subscribes a Board path, then plays at `speed`. */
async function startTraffic(page: Page, speed: number): Promise<void> {
  await expect(page.getByTestId('play')).toBeEnabled();
  await page.evaluate((sp) => {
    const c = (globalThis as unknown as Handles).__quorumscope?.controller;
    if (!c) throw new Error('no __quorumscope');
    c.setSpeed(sp);
    c.command({ kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' });
    c.command({ kind: 'board.subscribe', node: 5, path: '/Root/db', subscriber: 'sub-1' });
    c.command({ kind: 'board.publish', node: 22, path: '/Root/db', payload: 'n22:2135', publisher: 'pub-1' });
    c.play();
  }, speed);
}

test('slow-motion election and publish: marks move and are labelled', async ({ app, page }, info) => {
  await app.open();
  await startTraffic(page, 0.001);
  await expect.poll(async () => (await stats(page))?.inFlight ?? 0).toBeGreaterThan(3);
  await expect.poll(async () => (await stats(page))?.labels ?? 0).toBeGreaterThan(0);
  await expect(page.getByTestId('flow-count')).toHaveText(/[1-9]\d* in flight/);
  await page.waitForTimeout(600);
  await app.screenshot(info, 'flows-election');
  // Marks really move: the painter keeps drawing new frames while playing.
  const a = (await stats(page))?.painted ?? 0;
  await page.waitForTimeout(300);
  expect((await stats(page))?.painted ?? 0).toBeGreaterThan(a);
});

test('a rack failing mid-flight shows drops', async ({ app, page }, info) => {
  await app.open();
  await startTraffic(page, 0.002);
  await expect.poll(async () => (await stats(page))?.inFlight ?? 0).toBeGreaterThan(3);
  await app.toggleRack('dc3-r2'); // the publisher's rack: its sessions and pending sends die
  await app.toggleRack('dc1-r2');
  await page.evaluate(() => {
    const c = (globalThis as unknown as Handles).__quorumscope?.controller;
    c?.command({ kind: 'board.publish', node: 9, path: '/Root/db', payload: 'n9:2135', publisher: 'pub-2' });
  });
  // Polled often: a drop's ✕ shows for about a second, and the screenshot should catch it.
  await expect
    .poll(async () => (await stats(page))?.drops ?? 0, { timeout: 15_000, intervals: [40] })
    .toBeGreaterThan(0);
  await app.screenshot(info, 'flows-drops');
});

test('500 messages in flight', async ({ app, page }, info) => {
  await app.open();
  await page.evaluate(() => (globalThis as unknown as Handles).__flows?.flood(500));
  await expect.poll(async () => (await stats(page))?.inFlight ?? 0).toBeGreaterThan(450);
  await app.screenshot(info, 'flows-500');
  await page.evaluate(() => (globalThis as unknown as Handles).__flows?.stopFlood());
});

test('space-time diagram: arrows over time, linked with the cluster view', async ({ app, page }, info) => {
  await app.open();
  await startTraffic(page, 0.01);
  await page.getByTestId('tab-spacetime').click();
  const canvas = page.getByTestId('spacetime-canvas');
  await expect(canvas).toBeVisible();
  await expect.poll(() => page.getByTestId('time').textContent()).not.toBe('0.000 ms');
  await page.waitForTimeout(1500);
  await page.getByTestId('pause').click();
  await app.screenshot(info, 'spacetime');
  // Cluster → lanes: hovering node 13 highlights its lane.
  await app.node(13).hover();
  await expect(canvas).toHaveAttribute('data-hot', 'n13');
  // Lanes → cluster: hovering the first lane sets the store's hover to its node.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas box');
  await page.mouse.move(box.x + 30, box.y + 22 + 4);
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.stringify((globalThis as unknown as Handles).__quorumscope?.store.getState().hover),
      ),
    )
    .toBe(JSON.stringify({ kind: 'node', id: 1 }));
  await expect(canvas).toHaveAttribute('data-hot', 'n1');
  await app.screenshot(info, 'spacetime-hover');
  // Collapsed: a lane per rack.
  await page.getByTestId('spacetime-collapse').click();
  // Leave the canvas and come back: a move to where the pointer already is fires no mousemove.
  await expect(async () => {
    await page.mouse.move(box.x + 30, box.y - 40);
    await page.mouse.move(box.x + 30, box.y + 22 + 4);
    await expect(canvas).toHaveAttribute('data-hot', 'dc1-r1', { timeout: 2_000 });
  }).toPass();
});
