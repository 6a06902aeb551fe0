/**
 * A large preset with a rack of reserved slots (engine/folds/membership.ts), zoomed out: the rack's
 * tile and its datacenter cell are drawn as reserved places, not as a failed rack, and the tiles'
 * readouts count only the nodes in the cluster. The scenario is served by the test (the built-in
 * scenarios declare `reserve` the same way, e.g. expand-selfheal).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function serveScenario(page: Page, name: string, preset: string, reserve: readonly number[]) {
  await page.route(`**/scenarios/${name}.json`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        name,
        description: `${preset} with its last rack reserved for growing the cluster.`,
        preset,
        reserve,
        seed: 1,
        durationMs: 5000,
        steps: [],
      }),
    }),
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('rack tiles of single-dc-256 draw the reserved rack as reserved, not down', async ({ app, page }) => {
  await serveScenario(page, 'zoom-reserved-256', 'single-dc-256', range(249, 256));
  const { cluster } = app;
  await app.open('?scenario=zoom-reserved-256');
  await app.waitLive();
  await expect(cluster.tiles()).toHaveCount(32);
  const reserved = cluster.rack('dc1-r32');
  await expect(reserved).toHaveAttribute('data-member', 'reserved');
  await expect(reserved).not.toHaveAttribute('data-state', 'down');
  await expect(reserved).toContainText('reserved');
  await expect(reserved).not.toContainText('down');
  await expect(cluster.rack('dc1-r31')).toContainText('8 up');
  // Pressing it fails nothing: it is a place, not a member rack.
  await reserved.click({ force: true });
  await expect(reserved).toHaveAttribute('data-member', 'reserved');
  await expect(cluster.tiles().and(page.locator('[data-state="down"]'))).toHaveCount(0);
});

test('плитки ЦОД ydb-1000: резервная стойка пунктиром и не считается недоступной', async ({ app, page }) => {
  await serveScenario(page, 'zoom-reserved-1000', 'ydb-1000', range(981, 1008));
  const { cluster } = app;
  await app.open('?lang=ru&scenario=zoom-reserved-1000');
  await app.waitLive();
  const dcTiles = cluster.tiles('dc');
  await expect(dcTiles).toHaveCount(3);
  const dc3 = page.locator('[data-summary="dc"][data-dc="dc3"]');
  await expect(dc3).toContainText('стоек: 11 · узлов: 308');
  await expect(dc3).toContainText('работают все: 308');
  await expect(dc3).not.toContainText('недоступно');
  const cell = cluster.rack('dc3-r12');
  await expect(cell).toHaveAttribute('data-member', 'reserved');
  await expect(cell).not.toHaveAttribute('data-state', 'down');
  await expect(cluster.dc('dc3')).not.toHaveAttribute('data-degraded', 'true');
  // A member rack still fails from its cell, and only its nodes are counted down.
  await cluster.toggleRack('dc3-r5');
  await expect(dc3).toContainText('недоступно: 28 из 308');
});
