/**
 * Growing and shrinking the cluster live: expand-selfheal starts with rack dc1-r8 reserved (drawn
 * as empty reserved slots, not as down nodes); the scenario adds it at 3 s, SelfHeal grows every
 * ring group to 8 rings through its four steps, and decommissioning a node that now hosts a
 * replica drains it: SelfHeal moves its replicas off through the four steps, then it leaves. "Add node" joins the next reserved slot, and the
 * scenario's later rack.add of that rack is refused by the kernel (a slot joins once).
 */
import { expect, test } from './fixtures.ts';

for (const lang of ['en', 'ru'] as const) {
  test(`a reserved rack joins, SelfHeal grows to 8 rings, a decommissioned replica host is drained (${lang})`, async ({
    app,
  }, info) => {
    // the drain waits out SelfHeal's relax time (60 s virtual) after the grow, then its four steps
    test.setTimeout(180_000);
    const { cluster, observers } = app;
    await app.open(`?lang=${lang}&scenario=expand-selfheal`);
    await app.waitLive();
    await app.timeline.waitPlayable();
    await expect(cluster.rack('dc1-r8')).toHaveAttribute('data-member', 'reserved');
    await expect(cluster.node(15)).toHaveAttribute('data-member', 'reserved');
    await expect(cluster.node(15)).toContainText(lang === 'en' ? 'reserved' : 'резерв');
    await expect(cluster.membershipCounts).toHaveText(
      lang === 'en'
        ? 'members 14 · reserved 2 · decommissioned 0'
        : 'в кластере 14 · в резерве 2 · выведено 0',
    );
    await expect(cluster.addRack).toHaveText(lang === 'en' ? 'Add rack dc1-r8' : 'Добавить стойку dc1-r8');
    await expect(cluster.sub).toContainText(
      lang === 'en'
        ? '7 racks · 14 nodes · outside the cluster: 2'
        : 'стоек: 7 · узлов: 14 · вне кластера: 2',
    );
    await app.screenshot(info, `cluster-grow-reserved-${lang}`);
    await app.timeline.setFastest();
    await app.timeline.play();
    // the scenario's rack.add at 3 s: both slots join and boot empty
    await expect(cluster.rack('dc1-r8')).toHaveAttribute('data-member', 'member', { timeout: 30_000 });
    await expect(cluster.node(16)).toHaveAttribute('data-member', 'member');
    await expect(cluster.addRack).toBeDisabled();
    await observers.open();
    await expect(observers.selfHealLast).toContainText(
      lang === 'en' ? 'last run OK' : 'последний запуск успешен',
      { timeout: 60_000 },
    );
    await app.timeline.pause();
    // 8 rings of 1 replica: each subsystem's one group has a ring 7 (the eighth), none beyond
    for (const sub of ['statestorage', 'board', 'schemeboard']) {
      await expect(cluster.replicas(`${sub}-0-7-`)).toHaveCount(1);
      await expect(cluster.replicas(`${sub}-0-8-`)).toHaveCount(0);
      await expect(cluster.replicas(`${sub}-1-`)).toHaveCount(0);
    }
    await expect(cluster.node(15).locator('[data-testid^="replica-statestorage-0-7-"]')).toHaveCount(1);
    await app.log.open();
    await app.timeline.play();
    await cluster.decommission(15);
    // SelfHeal is on: node 15 leaves the membership SelfHeal sizes the groups for, the next
    // activation moves its replicas off through the four steps, then it is out of the cluster.
    await expect(
      app.log.texts.filter({ hasText: lang === 'en' ? 'decommissioning n15' : 'вывод n15' }),
    ).toHaveCount(1, {
      timeout: 30_000,
    });
    // the log shares the height with the cluster drawing: closed again so every node is drawn
    await app.timeline.pause();
    await app.log.toggle();
    // while SelfHeal waits out its relax time and moves the replicas, n15 serves, marked as leaving
    await expect(cluster.node(15)).toHaveAttribute('data-member', 'member');
    await expect(cluster.node(15)).toHaveAttribute('data-draining', 'true');
    await expect(cluster.membershipCounts).toContainText(lang === 'en' ? 'leaving n15' : 'выводится n15');
    await app.timeline.play();
    await expect(cluster.membershipCounts).toHaveText(
      lang === 'en'
        ? 'members 15 · reserved 0 · decommissioned 1'
        : 'в кластере 15 · в резерве 0 · выведено 1',
      { timeout: 120_000 },
    );
    await app.timeline.pause();
    await expect(cluster.node(15)).toHaveAttribute('data-member', 'left');
    await expect(cluster.decommissionRefusal).toHaveCount(0);
    // 15 members in one datacenter: still 8 rings of 1, none of them on node 15
    for (const sub of ['statestorage', 'board', 'schemeboard']) {
      await expect(cluster.replicas(`${sub}-0-7-`)).toHaveCount(1);
      await expect(cluster.replicas(`${sub}-0-8-`)).toHaveCount(0);
    }
    await expect(cluster.node(15).locator('[data-testid^="replica-"]')).toHaveCount(0);
    await app.screenshot(info, `cluster-grow-drained-${lang}`);
  });
}

for (const lang of ['en', 'ru'] as const)
  test(`Add node joins the next slot; the scenario's rack.add of that rack is then refused (${lang})`, async ({
    app,
  }, info) => {
    const { cluster } = app;
    await app.open(`?lang=${lang}&scenario=expand-selfheal`);
    await app.waitLive();
    await app.timeline.waitPlayable();
    // before the scenario's rack.add at 3 s (the run is paused at 0 so the order is fixed)
    await expect(cluster.addNode).toHaveText(lang === 'en' ? 'Add node 15' : 'Добавить узел 15');
    await cluster.addNode.click();
    await app.timeline.setFastest();
    await app.timeline.play();
    await expect(cluster.node(15)).toHaveAttribute('data-member', 'member', { timeout: 30_000 });
    await expect(cluster.node(16)).toHaveAttribute('data-member', 'reserved');
    // the rack is no longer all reserved: it is a rack of the cluster with one empty slot
    await expect(cluster.rack('dc1-r8')).toHaveAttribute('data-member', 'member');
    // at 3 s the scenario's rack.add names node 15 again: the kernel refuses the whole command
    await expect(cluster.joinRefusal).toHaveText(
      lang === 'en'
        ? "rack.add refused: rack 'dc1-r8': node 15 is already in the cluster (reserved slots free: 16)"
        : 'Команда «добавление стойки» отклонена: стойка dc1-r8: узел 15 уже в кластере (свободные резервные места: 16)',
      { timeout: 60_000 },
    );
    await app.timeline.pause();
    await expect(cluster.node(16)).toHaveAttribute('data-member', 'reserved');
    await expect(cluster.membershipCounts).toHaveText(
      lang === 'en'
        ? 'members 15 · reserved 1 · decommissioned 0'
        : 'в кластере 15 · в резерве 1 · выведено 0',
    );
    await app.screenshot(info, `cluster-grow-join-refused-${lang}`);
  });

for (const width of [1440, 390])
  test(`the membership bar at ${width} px (en, ru)`, async ({ app, page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['en', 'ru'] as const) {
      await app.open(`?lang=${lang}&scenario=expand-selfheal`);
      await app.waitLive();
      await app.cluster.addRack.scrollIntoViewIfNeeded();
      await expect(app.cluster.addRack).toBeInViewport();
      await page
        .getByRole('region', { name: lang === 'en' ? 'Cluster view' : 'Вид кластера' })
        .screenshot({ path: info.outputPath(`cluster-grow-bar-${width}-${lang}.png`) });
    }
  });
