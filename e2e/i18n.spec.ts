import { expect, QuorumscopePage, test } from './fixtures.ts';

test('?lang=ru shows the page in Russian, the switch goes back to English and is remembered', async ({
  page,
}) => {
  const { header } = new QuorumscopePage(page);
  await page.goto('/?lang=ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(header.howto).toContainText('Как пользоваться');
  await expect(header.language('ru')).toHaveAttribute('aria-pressed', 'true');
  await header.switchLanguage('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.howto).toContainText('How to use');
  await page.goto('/');
  await expect(header.howto).toContainText('How to use');
  await header.switchLanguage('ru');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('a bad ?lang= is a notice naming the parameter', async ({ page }) => {
  const app = new QuorumscopePage(page);
  await page.goto('/?lang=fr');
  await expect(app.notices.url).toContainText('lang=fr');
});

test('the story tab tells the run in sentences, in the chosen language', async ({ page }) => {
  const app = new QuorumscopePage(page);
  const { story } = app;
  await page.goto('/?lesson=leader-election&lang=ru');
  // the step asks for a prediction before its act
  await page.locator('[data-testid^="lesson-answer-"]').first().click();
  await app.lessons.act();
  await story.open();
  await expect(story.item('лидер выбран на n6 с поколением 2')).toBeVisible();
  await app.header.switchLanguage('en');
  await expect(story.item('leader elected on n6 at generation 2')).toBeVisible();
  await expect(story.item('asked 5 StateStorage replicas (lookup)').first()).toBeVisible();
});
