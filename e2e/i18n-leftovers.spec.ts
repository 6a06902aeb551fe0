/**
 * Text that used to stay English on a Russian page: setup field errors, the placement validator's
 * problems, the tolerance lines, URL notices. Each must come back in Russian, never in English.
 */
import { expect, test } from './fixtures.ts';

const CYRILLIC = /[а-яё]{3}/i;

test('in Russian, setup validation and placement problems speak Russian', async ({ app, page }) => {
  await app.open('?lang=ru');
  await app.openSetup();
  await expect(page.getByTestId('setup-tolerance')).toContainText('1 ДЦ и ещё 1 стойки');
  const nto = page.getByTestId('setup-statestorage-ntoSelect');
  await nto.fill('abc');
  const errors = page.getByTestId('setup-field-errors');
  await expect(errors).toContainText('StateStorage nto_select: нужно целое число');
  await expect(errors).not.toContainText('must be');
  await page.getByTestId('setup-seed').fill('-3');
  await expect(errors).toContainText('Seed: нужно целое неотрицательное число');
  await page.getByTestId('setup-seed').fill('1');
  await nto.fill('4');
  const problems = page.getByTestId('setup-problems');
  await expect(problems).toContainText('предупреждение');
  await expect(problems).toContainText('nto_select 4 чётное');
  await expect(problems).not.toContainText('is even');
  // Switching language re-words what is on screen.
  await page.getByTestId('lang-en').click();
  await expect(problems).toContainText('nto_select 4 is even');
});

test('in Russian, a bad URL parameter is a Russian notice', async ({ page }) => {
  await page.goto('/?lang=ru&seed=abc');
  const notice = page.getByTestId('notice-url');
  await expect(notice).toContainText('Параметр адреса «seed=abc» неверен');
  await expect(notice).toHaveText(CYRILLIC);
  await expect(notice).not.toContainText('is invalid');
});
