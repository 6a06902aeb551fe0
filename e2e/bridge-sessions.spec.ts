/** Bridge interconnect handshake: sessions between nodes whose cluster states differ are refused, then open. */
import { expect, test } from './fixtures.ts';

test('a node back with an old cluster state is refused by the other pile until its own pile updates it', async ({
  app,
}, info) => {
  const { cluster, timeline } = app;
  await app.open('?scenario=bridge-session-refused');
  await expect(app.notices.scenario).toContainText('loaded');
  await app.waitLive();
  await timeline.play();
  // Node 14 restarts at 2.5 s with generation 0 while pile A holds generation 2 (B primary).
  await timeline.goTo(3500);
  await expect(cluster.refusedLabel).toContainText('ClusterState is different', { timeout: 30_000 });
  await expect(cluster.refusedSessions().first()).toBeVisible();
  await app.screenshot(info, 'bridge-session-refused');
  // The cut to its own pile heals at 4 s: it takes generation 2 there, and the next handshake passes.
  await timeline.goTo(6000);
  await expect(cluster.refusedSessions()).toHaveCount(0, { timeout: 30_000 });
});

test('in Russian the refused sessions keep YDB’s reason', async ({ app }) => {
  const { cluster, timeline } = app;
  await app.open('?lang=ru&scenario=bridge-session-refused');
  await app.waitLive();
  await timeline.play();
  await timeline.goTo(3500);
  await expect(cluster.refusedLabel).toContainText('отклонено', { timeout: 30_000 });
  await expect(cluster.refusedLabel).toContainText('ClusterState is different');
});

test('the event log reads the refused session: both nodes and YDB’s reason, in English and Russian', async ({
  app,
}, info) => {
  // Both languages, each playing up to the refused session: the time of two walks.
  test.slow();
  const { log, timeline } = app;
  await app.open('?scenario=bridge-session-refused');
  await app.waitLive();
  await timeline.play();
  // Just after node 14's first refused handshakes (2.6 s): the log lists its newest rows, and the
  // heartbeats its cut drops later would push the refusals out of them.
  await timeline.goTo(2800);
  await timeline.pause();
  await log.open();
  // Only node 14's rows: its refused sessions, not the heartbeats their refusal drops.
  await log.filterNode(14);
  const refused = log.texts.filter({ hasText: 'refused the session with' });
  await expect(refused.first()).toContainText('ClusterState is different', { timeout: 30_000 });
  await expect(
    refused.filter({ hasText: /n14 refused the session with n\d+|refused the session with n14/ }).first(),
  ).toBeVisible();
  await expect(refused.first()).toContainText('peer gen');
  await app.screenshot(info, 'bridge-session-refused-log');

  await app.open('?lang=ru&scenario=bridge-session-refused');
  await app.waitLive();
  await timeline.play();
  // Just after node 14's first refused handshakes (2.6 s): the log lists its newest rows, and the
  // heartbeats its cut drops later would push the refusals out of them.
  await timeline.goTo(2800);
  await timeline.pause();
  await log.open();
  await log.filterNode(14);
  const ru = log.texts.filter({ hasText: 'отклонил сессию с' });
  await expect(ru.first()).toContainText('ClusterState is different', { timeout: 30_000 });
  await expect(ru.filter({ hasText: /n14/ }).first()).toBeVisible();
  await expect(ru.first()).toContainText('поколение');
});
