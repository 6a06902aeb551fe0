/**
 * ydb-1000 paints its tiles before its thousand nodes are built: Play is greyed for a few seconds
 * then, and the bar says why for as long as it is.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every frame until Play is enabled: was Play greyed, and what did the bar say then. */
async function watchPlay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { disabled: number; unexplained: number; said: string } = {
      disabled: 0,
      unexplained: 0,
      said: '',
    };
    (window as unknown as { playWatch: typeof seen }).playWatch = seen;
    const look = () => {
      const play = document.querySelector<HTMLButtonElement>('[data-testid="play"]');
      if (play && !play.disabled) return;
      if (play) {
        seen.disabled++;
        const why = document.querySelector('[data-testid="play-wait"]');
        if (why) seen.said = why.textContent ?? '';
        else seen.unexplained++;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { playWatch: Record<string, number | string> }).playWatch);

test('while ydb-1000 is being prepared the bar says why Play waits, then plays', async ({ app }, info) => {
  test.setTimeout(120_000);
  const { cluster, timeline } = app;
  await watchPlay(app.page);
  await app.open('?preset=ydb-1000');
  await expect(cluster.tiles('dc')).toHaveCount(3);
  await timeline.waitPlayable();
  await expect(timeline.wait).toHaveCount(0);
  const seen = await watched(app.page);
  expect(seen.disabled).toBeGreaterThan(0);
  expect(seen.said).toBe('preparing 1,008 nodes…');
  await timeline.play();
  await expect.poll(() => timeline.timeMs(), { timeout: 60_000 }).toBeGreaterThan(0);
  await app.screenshot(info, 'play-wait-after');
});

test('по-русски: «готовим 1 008 узлов…», пока «Пуск» недоступен', async ({ app }) => {
  test.setTimeout(120_000);
  const { timeline } = app;
  await watchPlay(app.page);
  await app.open('?lang=ru&preset=ydb-1000');
  await timeline.waitPlayable();
  const seen = await watched(app.page);
  expect(seen.said).toBe('готовим 1\u00a0008 узлов…');
  await expect(timeline.wait).toHaveCount(0);
});
