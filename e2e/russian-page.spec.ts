/**
 * A Russian page speaks Russian everywhere text is made on the fly: setup field errors, the placement
 * validator's problems, the tolerance lines, URL notices, the event log's rows, speeds and time
 * units, the YAML importer's findings, a lesson's evidence. None of it may come back in English, and
 * switching language re-words what is already on screen.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { command } from './pages/handle.ts';

const brokenConfig = readFileSync(new URL('../public/configs/broken.yaml', import.meta.url), 'utf8');

const CYRILLIC = /[а-яё]{3}/i;

test('in Russian, setup validation and placement problems speak Russian', async ({ app }) => {
  const { setup } = app;
  await app.open('?lang=ru');
  await setup.open();
  await expect(setup.tolerance).toContainText('1 ДЦ и ещё 1 стойки');
  const nto = setup.field('statestorage', 'ntoSelect');
  await nto.fill('abc');
  await expect(setup.fieldErrors).toContainText('StateStorage nto_select: нужно целое число');
  await expect(setup.fieldErrors).not.toContainText('must be');
  await setup.seed.fill('-3');
  await expect(setup.fieldErrors).toContainText('Зерно: нужно целое неотрицательное число');
  await setup.seed.fill('1');
  await nto.fill('4');
  await expect(setup.problems).toContainText('предупреждение');
  await expect(setup.problems).toContainText('nto_select 4 чётное');
  await expect(setup.problems).not.toContainText('is even');
  // Switching language re-words what is on screen.
  await app.header.switchLanguage('en');
  await expect(setup.problems).toContainText('nto_select 4 is even');
});

test('in Russian, a bad URL parameter is a Russian notice', async ({ app, page }) => {
  await page.goto('/?lang=ru&seed=abc');
  const notice = app.notices.url;
  await expect(notice).toContainText('Параметр адреса «seed=abc» неверен');
  await expect(notice).toHaveText(CYRILLIC);
  await expect(notice).not.toContainText('is invalid');
});

/** Phrases of the English event log (app/i18n/locales/en/log.json) that must not reach a Russian page. */
const ENGLISH_ROW =
  /delivered #|✕ dropped| on n\d+:|\bstarted\b|\bquorum:|\bfailed:|\btablet \d|\bleader \S+ gen\b|\bgeneration\b|\bpub:|\bentries\b|\blocked\b/;

test('in Russian, the event log, speeds and scrubber speak Russian', async ({ app, page }, info) => {
  const { log, timeline } = app;
  await app.open('?lang=ru');
  await app.waitLive();
  // An election fills the log with rows.
  await command(page, { kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' });
  await timeline.setSpeed('100 мс/с (×0,1)');
  await timeline.play();
  await expect(timeline.time).not.toHaveText(/^0,000/);
  await log.toggle();
  await expect.poll(() => log.rows.count()).toBeGreaterThanOrEqual(6);
  await expect.poll(() => app.state((s) => s.timeUs), { timeout: 20_000 }).toBeGreaterThan(40_000);
  await timeline.pause();
  const texts = await log.texts.allTextContents();
  expect(texts.length).toBeGreaterThanOrEqual(6);
  expect(texts.filter((t) => CYRILLIC.test(t)).length).toBe(texts.length);
  for (const t of texts) expect(t).not.toMatch(ENGLISH_ROW);
  // Replica summaries read as Russian sentences with YDB's own status names kept.
  expect(texts.some((t) => /реплика .* лидер .*поколение/.test(t))).toBe(true);
  await expect(timeline.end).toHaveText(/\d (мкс|мс|с)$/);
  await log.log.screenshot({ path: info.outputPath('event-log-ru-1440.png') });
  await timeline.bar.screenshot({ path: info.outputPath('scrubber-ru-1440.png') });
  // Switching language re-words the rows already in the log.
  await app.header.switchLanguage('en');
  await expect(log.texts.first()).not.toHaveText(CYRILLIC);
});

test('in Russian, a broken YAML config lists its problems in Russian', async ({ app }) => {
  const { setup } = app;
  await app.open('?lang=ru');
  await setup.pasteConfig(brokenConfig);
  const problems = setup.configProblems;
  await expect(problems).toContainText(
    'hosts[1].node_id (строка 7, столбец 14): узел 1 уже задан в hosts[0]',
  );
  await expect(problems).toContainText('nto_select: ожидается целое число от 0 до 4294967295');
  await expect(problems).not.toContainText('already defined');
  await expect(problems).not.toContainText('must be');
  // Switching language re-words what is on screen.
  await app.header.switchLanguage('en');
  await expect(problems).toContainText('hosts[1].node_id (line 7:14): node 1 is already defined at hosts[0]');
});

test('in Russian, a lesson’s evidence says what the simulation saw in Russian', async ({ app, page }) => {
  const { lessons } = app;
  await page.goto('/?lesson=quorum&lang=ru');
  await lessons.press('next');
  // predict first; the act then happens and reveals
  await lessons.answer('yes');
  await lessons.act();
  await lessons.showEvidence();
  await expect(lessons.evidence).toContainText(
    'запись statestorage 72075186224037888 читается пишется: чтение да, запись да (группа колец 0: живы',
  );
  await expect(lessons.evidence).not.toContainText('alive');
  await expect(lessons.evidence).not.toContainText('readable');
});

test('in Russian, scenario titles, the seed, the Piles tab and its diagram speak Russian', async ({
  app,
  page,
}) => {
  const { piles, setup, timeline } = app;
  await app.open('?preset=bridge-2-piles&lang=ru');
  await app.waitLive();
  await timeline.play();
  await expect(app.header.setupName('bridge-2-piles · зерно 1')).toBeVisible();
  await setup.open();
  await expect(setup.scenarioSelect.locator('option[value="bridge-failover"]')).toHaveText(
    'Bridge: отказ pile B, failover',
  );
  const titles = await setup.scenarioSelect.locator('option').allTextContents();
  expect(titles.length).toBeGreaterThan(10);
  for (const title of titles) expect(title).toMatch(CYRILLIC);
  // The tab names the term as YDB's Russian docs write it, as the lessons do.
  await expect(page.getByTestId('tab-bridge')).toHaveText('Pile');
  await piles.open();
  await expect(piles.edgeLabels.filter({ hasText: 'авто' })).toHaveCount(2);
  await expect(piles.edgeLabels.filter({ hasText: /^(auto|switch)$/ })).toHaveCount(0);
  await timeline.pause();
});

test('a branch says in plain words where it forked, in both languages', async ({ app }) => {
  const { timeline } = app;
  await app.open('?preset=mirror-3-dc&lang=ru');
  await app.waitLive();
  await app.runTo([{ atUs: 30_000, cmd: { kind: 'rack.down', rack: 'dc1-r1' } }], 60_000);
  await timeline.goTo('10');
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(10_000);
  await app.cluster.toggleRack('dc3-r2');
  await expect(timeline.branch(1)).toHaveText(/^Ветка 1: ответвилась в момент 10\sмс, дошла до 60\sмс$/);
  await app.header.switchLanguage('en');
  await expect(timeline.branch(1)).toHaveText(/^Branch 1: forked at 10\sms, ran to 60\sms$/);
});
