/**
 * Alarms stay on screen: node 14's refused sessions (2.6 s) are followed by the drops of the
 * heartbeats its cut loses, hundreds of rows that scroll the refusals out of the log's view; they
 * stay pinned above it.
 */
import { expect, test } from './fixtures.ts';

test('a refused session stays on screen above the drops that follow it, and takes the log back to it', async ({
  app,
}, info) => {
  const { log, timeline } = app;
  await app.open('?scenario=bridge-session-refused');
  await app.waitLive();
  await log.open();
  await timeline.play();
  await timeline.goTo(3500);
  await timeline.pause();
  const refused = log.pinnedAlarms.filter({ hasText: 'refused the session with' });
  await expect(refused.first()).toBeVisible({ timeout: 30_000 });
  await expect(refused.first()).toContainText('ClusterState is different');
  // Bounded: never more than three pinned rows, however many alarms scrolled away.
  expect(await log.pinnedAlarms.count()).toBeLessThanOrEqual(3);
  await app.screenshot(info, 'log-alarms-pinned');
  // Clicking one scrolls the log to it: it is then in the list and no longer pinned.
  const t = await refused.first().getAttribute('data-t');
  await refused.first().click();
  await expect(log.rowsAt(Number(t)).first()).toBeInViewport();
});

test('по-русски отклонённая сессия остаётся над потерями сообщений', async ({ app }) => {
  const { log, timeline } = app;
  await app.open('?lang=ru&scenario=bridge-session-refused');
  await app.waitLive();
  await log.open();
  await timeline.play();
  await timeline.goTo(3500);
  await timeline.pause();
  await expect(log.alarmStrip).toContainText('Тревоги раньше:', { timeout: 30_000 });
  await expect(log.pinnedAlarms.filter({ hasText: 'отклонил сессию с' }).first()).toBeVisible();
});
