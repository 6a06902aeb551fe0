/**
 * SelfHeal in bridge mode: on the two-pile preset with a spare node in every rack, a dead node of
 * pile B is replaced inside pile B; the SelfHeal card shows per pile the nodes leaving and joining
 * its ring groups and what the current step (of YDB's four) does to them.
 */
import { expect, test, type QuorumscopePage } from './fixtures.ts';

async function bridgeWithSpares(app: QuorumscopePage, lang: 'en' | 'ru'): Promise<void> {
  const { setup } = app;
  await app.open(`?lang=${lang}&preset=bridge-2-piles`);
  await app.waitLive();
  await setup.open();
  // One replica per rack: every rack's second node is a spare.
  for (const s of ['statestorage', 'board', 'schemeboard']) await setup.field(s, 'replicasPerRing').fill('1');
  await setup.apply();
  await app.waitLive();
}

test('a dead node of pile B is replaced inside pile B, step by step per pile', async ({ app }, info) => {
  // The Sentinel's five bad samples and the steps run in simulated seconds at 1 s/s.
  test.setTimeout(240_000);
  const { observers, timeline, cluster } = app;
  await bridgeWithSpares(app, 'en');
  await observers.open();
  await observers.turnOnSelfHeal();
  await timeline.setSpeed('1 s/s (×1)');
  await timeline.play();
  await expect(observers.selfHealEnabled).toHaveText('on', { timeout: 15_000 });
  await cluster.toggleNode(13);
  await expect(observers.selfHealNode(13)).toHaveAttribute('data-health', 'BAD', { timeout: 60_000 });
  const pileB = observers.selfHealPile('B');
  await expect(pileB).toContainText('pile B: leave n13; join n12, n14, n16, n18, n20', { timeout: 60_000 });
  await expect(pileB).toContainText(/step [1-4], /);
  // Pile A's nodes never go to pile B's groups and the other way round.
  await expect(observers.selfHealPile('A')).toContainText('pile A: leave none; join n2, n4, n6, n8, n10');
  await expect(observers.selfHealPile('A')).not.toContainText('n13');
  await expect(pileB).toContainText('MAKE_NEW_GROUP_READWRITE', { timeout: 60_000 });
  await timeline.pause();
  await app.screenshot(info, 'selfheal-bridge');
});

test('in Russian the per-pile steps read in Russian', async ({ app }, info) => {
  test.setTimeout(240_000);
  const { observers, timeline, cluster } = app;
  await bridgeWithSpares(app, 'ru');
  await observers.open();
  await observers.turnOnSelfHeal();
  await timeline.setSpeed('1 с/с (×1)');
  await timeline.play();
  await expect(observers.selfHealEnabled).toHaveText('вкл.', { timeout: 15_000 });
  await cluster.toggleNode(13);
  const pileB = observers.selfHealPile('B');
  await expect(pileB).toContainText('pile B: уходят n13; приходят n12, n14, n16, n18, n20', {
    timeout: 90_000,
  });
  await expect(pileB).toContainText(/шаг [1-4], /);
  await timeline.pause();
  await app.screenshot(info, 'selfheal-bridge-ru');
});
