/**
 * A scenario's description in the page's language: the Russian page shows the file's
 * `descriptionRu`, the English page its `description`.
 */
import { expect, test } from './fixtures.ts';

test('русская страница показывает описание сценария по-русски', async ({ app }) => {
  await app.open('?lang=ru&scenario=rack-failure-nto5');
  await app.waitLive();
  const notice = app.notices.scenario;
  await expect(notice).toContainText('Сценарий «rack-failure-nto5» загружен');
  await expect(notice).toContainText('Один дата-центр, 8 стоек, по кольцу StateStorage на стойку');
  await expect(notice).not.toContainText('One DC, 8 racks');
  // The run plays with the description still on screen.
  await app.timeline.play();
  await expect(notice).toContainText('Отказывает стойка r1, затем r6');
});

test('the English page keeps the English description', async ({ app }) => {
  await app.open('?scenario=cms-refusals');
  await app.waitLive();
  await expect(app.notices.scenario).toContainText('May I take this rack down now?');
  await expect(app.notices.scenario).not.toContainText('Можно ли');
});
