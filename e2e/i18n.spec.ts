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
