/** A paused run: drop marks fade instead of staying, and space-time opens where the messages are. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Handles = {
  __flows?: { stats(): { drops: number } };
  __quorumscope?: {
    controller: { command(c: unknown): void; setSpeed(s: number): void; play(): void; pause(): void };
  };
};

const drops = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Handles).__flows?.stats().drops ?? 0);

function traffic(page: Page, speed: number): Promise<void> {
  return page.evaluate((sp) => {
    const c = (globalThis as unknown as Handles).__quorumscope?.controller;
    if (!c) throw new Error('no __quorumscope');
    c.setSpeed(sp);
    c.command({ kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' });
    c.command({ kind: 'board.subscribe', node: 5, path: '/Root/db', subscriber: 'sub-1' });
    c.command({ kind: 'board.publish', node: 22, path: '/Root/db', payload: 'n22:2135', publisher: 'pub-1' });
    c.play();
  }, speed);
}

test('drop marks fade away on a paused run', async ({ app, page }) => {
  await app.open();
  await app.waitLive();
  await traffic(page, 0.002);
  await app.toggleRack('dc3-r2');
  await app.toggleRack('dc1-r2');
  await expect.poll(() => drops(page), { timeout: 15_000, intervals: [40] }).toBeGreaterThan(0);
  await page.getByTestId('pause').click();
  // A burst lasts about a second of wall time, paused or not.
  await expect.poll(() => drops(page), { timeout: 4_000 }).toBe(0);
});

test('space-time opens on the last messages of a run that has gone quiet', async ({ app, page }) => {
  await app.open();
  await app.waitLive();
  await page.evaluate(() => {
    const c = (globalThis as unknown as Handles).__quorumscope?.controller;
    c?.command({ kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' });
  });
  await app.runTo([], 400_000);
  await page.getByTestId('tab-spacetime').click();
  await expect(page.getByTestId('spacetime-back')).toContainText('before now');
  await page.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(page.getByTestId('spacetime-back')).toHaveCount(0);
});
