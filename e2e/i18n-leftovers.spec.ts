/**
 * Text that used to stay English on a Russian page: setup field errors, the placement validator's
 * problems, the tolerance lines, URL notices, the YAML importer's findings, a lesson's evidence.
 * Each must come back in Russian, never in English.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

const brokenConfig = readFileSync(new URL('../public/configs/broken.yaml', import.meta.url), 'utf8');

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

test('in Russian, a broken YAML config lists its problems in Russian', async ({ app, page }) => {
  await app.open('?lang=ru');
  await app.openSetup();
  await page.getByTestId('config-text').fill(brokenConfig);
  const problems = page.getByTestId('config-problems');
  await expect(problems).toContainText(
    'hosts[1].node_id (строка 7, столбец 14): узел 1 уже задан в hosts[0]',
  );
  await expect(problems).toContainText('nto_select: ожидается целое число от 0 до 4294967295');
  await expect(problems).not.toContainText('already defined');
  await expect(problems).not.toContainText('must be');
  // Switching language re-words what is on screen.
  await page.getByTestId('lang-en').click();
  await expect(problems).toContainText('hosts[1].node_id (line 7:14): node 1 is already defined at hosts[0]');
});

test('in Russian, a lesson’s evidence says what the simulation saw in Russian', async ({ page }) => {
  await page.goto('/?lesson=quorum&lang=ru');
  await page.getByTestId('lesson-next').click();
  await page.getByTestId('lesson-act').click();
  await page.getByTestId('lesson-answer-yes').click();
  await page.getByTestId('lesson-reveal').click();
  await page.locator('.lesson-evidence summary').click();
  const evidence = page.getByTestId('lesson-evidence');
  await expect(evidence).toContainText(
    'запись statestorage 72075186224037888 читается пишется: чтение да, запись да (группа колец 0: живы',
  );
  await expect(evidence).not.toContainText('alive');
  await expect(evidence).not.toContainText('readable');
});
