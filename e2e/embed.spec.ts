import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EmbeddedLesson, hostPage } from './pages/embed.ts';

/**
 * A plain documentation page serving nothing but the iframe. It is served from the app's own
 * origin: Chromium's local-network checks refuse a frame of localhost in any other origin.
 */
async function openHost(page: Page, baseURL: string, query: string) {
  const host = `${baseURL}/docs-host/quorum.html`;
  await page.route(host, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(`${baseURL}/${query}`) }),
  );
  await page.goto(host);
  return new EmbeddedLesson(page);
}

test('a docs page embeds the leader-election lesson; a reader plays its first step inside the frame', async ({
  page,
  baseURL,
}) => {
  const embed = await openHost(page, baseURL!, '?embed=1&lesson=leader-election');
  await expect(embed.title).toContainText('leader election');
  await expect(embed.cluster).toBeVisible();
  // Nothing of the full page: no header, tabs or timeline.
  await expect(embed.chrome).toHaveCount(0);
  // The panel and the cluster both fit the 800×600 frame.
  const box = await embed.panel.boundingBox();
  const frame = await page.locator('iframe').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height);

  // The first step: predict the generation, boot the tablet, see the truth.
  await embed.answer('g2');
  await embed.actButton.click();
  await expect(embed.truth).toHaveAttribute('data-truth', 'g2', { timeout: 30_000 });
  await expect(embed.actButton).toContainText('✓');
});

test('встроенный урок по-русски; неизвестное имя урока названо понятно', async ({ page, baseURL }) => {
  const embed = await openHost(page, baseURL!, '?embed=1&lesson=leader-election&lang=ru');
  await expect(embed.title).toContainText('Выбор лидера');
  await embed.answer('g2');
  await embed.actButton.click();
  await expect(embed.truth).toHaveAttribute('data-truth', 'g2', { timeout: 30_000 });

  const wrong = await openHost(page, baseURL!, '?embed=1&lesson=quorom&lang=ru');
  await expect(wrong.urlNotice).toContainText('Урока «quorom» нет. Уроки: why-distributed');
  await expect(wrong.panel).toHaveCount(0);
  const bad = await openHost(page, baseURL!, '?embed=1&lesson=../x');
  await expect(bad.urlNotice).toContainText(
    'URL parameter "lesson=../x" is invalid: a lesson name is a file name',
  );
});
