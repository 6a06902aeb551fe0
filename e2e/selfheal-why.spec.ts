/**
 * SelfHeal that changes nothing says why: on mirror-3-dc every node of a rack holds a replica, so a
 * BAD node has no spare in its rack to hand its replicas to, and the card names what is needed.
 */
import { expect, test } from './fixtures.ts';

for (const lang of ['en', 'ru'] as const)
  test(`SelfHeal on mirror-3-dc: a BAD node with no spare in its rack is explained (${lang})`, async ({
    app,
  }, info) => {
    const { observers } = app;
    await app.open('?preset=mirror-3-dc');
    await app.waitLive();
    await app.timeline.waitPlayable();
    await observers.open();
    await observers.turnOnSelfHeal();
    await app.timeline.setSpeed('1 s/s (×1)');
    await app.header.switchLanguage(lang);
    await app.timeline.play();
    await expect(observers.selfHealNode(5)).toHaveCount(0);
    await app.cluster.toggleNode(5);
    await expect(observers.selfHealNode(5)).toHaveAttribute('data-health', 'BAD', { timeout: 30_000 });
    await expect(observers.selfHealLast).toContainText('Nothing to self-heal', { timeout: 30_000 });
    await expect(observers.selfHealWhy).toHaveText(
      lang === 'en'
        ? /^n5 is BAD, yet SelfHeal has nowhere to move its replicas: .* rack dc1-r2 .* healthy node in rack dc1-r2 that holds no replica — or n5 back\.$/
        : /^n5 в состоянии BAD, но SelfHeal некуда перенести его реплики: .* стойки dc1-r2 .* стойке dc1-r2 без реплик — или возвращение n5\.$/,
    );
    await app.timeline.pause();
    await observers.selfHealCard.screenshot({ path: info.outputPath(`selfheal-why-${lang}.png`) });
    // back up, the node is no longer BAD and the explanation goes with it
    await app.cluster.toggleNode(5);
    await app.timeline.play();
    await expect(observers.selfHealWhy).toHaveCount(0, { timeout: 30_000 });
    await app.timeline.pause();
  });
