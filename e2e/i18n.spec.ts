import { expect, test } from '@playwright/test';

test('?lang=ru shows the page in Russian, the switch goes back to English and is remembered', async ({
  page,
}) => {
  await page.goto('/?lang=ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByTestId('howto')).toContainText('Как пользоваться');
  await expect(page.getByTestId('lang-ru')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('howto')).toContainText('How to use');
  await page.goto('/');
  await expect(page.getByTestId('howto')).toContainText('How to use');
  await page.getByTestId('lang-ru').click();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('a bad ?lang= is a notice naming the parameter', async ({ page }) => {
  await page.goto('/?lang=fr');
  await expect(page.getByTestId('notice-url')).toContainText('lang=fr');
});

test('the story tab tells the run in sentences, in the chosen language', async ({ page }) => {
  await page.goto('/?lesson=leader-election&lang=ru');
  await page.getByTestId('lesson-act').click();
  await page.getByTestId('tab-feed').click();
  await expect(
    page.getByTestId('feed-item').filter({ hasText: 'лидер выбран на n6 с поколением 2' }),
  ).toBeVisible();
  await page.getByTestId('lang-en').click();
  await expect(
    page.getByTestId('feed-item').filter({ hasText: 'leader elected on n6 at generation 2' }),
  ).toBeVisible();
  await expect(
    page.getByTestId('feed-item').filter({ hasText: 'asked 5 StateStorage replicas (lookup)' }).first(),
  ).toBeVisible();
});
