/**
 * Text that used to stay English on a Russian page: setup field errors, the placement validator's
 * problems, the tolerance lines, URL notices, the event log's rows, speeds and time units, the YAML
 * importer's findings, a lesson's evidence. Each must come back in Russian, never in English.
 */
import type { Page } from '@playwright/test';
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

/** Boots a tablet on node 1 through the test handle: an election fills the log with rows. */
async function bootTablet(page: Page): Promise<void> {
  await page.evaluate(() =>
    (
      globalThis as unknown as { __quorumscope?: { controller: { command(c: unknown): void } } }
    ).__quorumscope?.controller.command({ kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' }),
  );
}

/** Phrases of the English event log (app/i18n/locales/en/log.json) that must not reach a Russian page. */
const ENGLISH_ROW =
  /delivered #|✕ dropped| on n\d+:|\bstarted\b|\bquorum:|\bfailed:|\btablet \d|\bleader \S+ gen\b|\bgeneration\b|\bpub:|\bentries\b|\blocked\b/;

test('in Russian, the event log, speeds and scrubber speak Russian', async ({ app, page }, info) => {
  await app.open('?lang=ru');
  await app.waitLive();
  await bootTablet(page);
  await page.getByTestId('speed').selectOption({ label: '100 мс/с (×0,1)' });
  await page.getByTestId('play').click();
  await expect(page.getByTestId('time')).not.toHaveText(/^0,000/);
  await page.getByTestId('log-toggle').click();
  const rows = page.getByTestId('log-row');
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(6);
  await expect.poll(() => app.state((s) => s.timeUs), { timeout: 20_000 }).toBeGreaterThan(40_000);
  await page.getByTestId('pause').click();
  const texts = await page.getByTestId('event-log').locator('.log-text').allTextContents();
  expect(texts.length).toBeGreaterThanOrEqual(6);
  expect(texts.filter((t) => CYRILLIC.test(t)).length).toBe(texts.length);
  for (const t of texts) expect(t).not.toMatch(ENGLISH_ROW);
  // Replica summaries read as Russian sentences with YDB's own status names kept.
  expect(texts.some((t) => /реплика .* лидер .*поколение/.test(t))).toBe(true);
  await expect(page.locator('.scrub-end').last()).toHaveText(/\d (мкс|мс|с)$/);
  await page.getByTestId('event-log').screenshot({ path: info.outputPath('event-log-ru-1440.png') });
  await page.getByTestId('timeline').screenshot({ path: info.outputPath('scrubber-ru-1440.png') });
  // Switching language re-words the rows already in the log.
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('event-log').locator('.log-text').first()).not.toHaveText(CYRILLIC);
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
