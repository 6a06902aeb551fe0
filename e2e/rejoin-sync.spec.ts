/**
 * What a rejoin copies, from the Storage tab: pile B goes out, blobs are written through the proxies
 * while it is DISCONNECTED, B comes back and the sync progress goes from copying to done with exactly
 * the blobs B's group missed. One language per test; the texts are read in that language.
 */
import { expect, test } from './fixtures.ts';

const WORDS = {
  en: { copying: 'copying', done: 'done', progress: '3 of 3 blobs' },
  ru: { copying: 'копируется', done: 'готово', progress: 'скопировано блобов 3 из 3' },
} as const;

/**
 * ×0.1 in the speed list (app/timeline/speed.ts): the copy of three 64 KiB blobs is one syncer tick
 * (100 ms of virtual time), 1 s on screen — at ×1 a page slowed by a loaded machine could draw no frame
 * inside it.
 */
const SLOW_MOTION = '9';

for (const lang of ['en', 'ru'] as const)
  test(`(${lang}) blobs written while pile B is out are what its rejoin copies, copying then done`, async ({
    app,
  }) => {
    const { cluster, piles, storage, timeline } = app;
    await app.open(`?preset=bridge-2-piles&lang=${lang}`);
    await app.waitLive();
    await timeline.playFastest();
    await piles.open();
    await expect(piles.state('B')).toHaveText('SYNCHRONIZED');

    // Pile B's datacenter fails and the admin takes B out: the proxies write to group A alone.
    await cluster.toggleDc('dc2');
    await piles.failover('B');
    await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
    await storage.open();
    await expect(storage.proxyPair('B')).toHaveAttribute('data-mode', /./);
    for (const node of [1, 2, 3]) await storage.writeThrough(node);
    await expect(storage.syncProgress).toHaveAttribute('data-done', 'none');

    // dc2 returns; paused, the admin rejoins B and watches the Storage tab in slow motion.
    await cluster.toggleDc('dc2');
    await timeline.pause();
    await piles.open();
    await piles.rejoin('B');
    await storage.open();
    await storage.recordSyncStates();
    await timeline.speed.selectOption(SLOW_MOTION);
    await timeline.play();

    await expect(storage.syncProgress).toHaveAttribute('data-done', 'yes', { timeout: 60_000 });
    await expect(storage.syncProgress).toHaveAttribute('data-pile', 'B');
    await expect(storage.syncProgress).toHaveAttribute('data-blobs', '3');
    await expect(storage.syncProgress).toHaveAttribute('data-total-blobs', '3');
    await expect(storage.syncProgress).toContainText(WORDS[lang].progress);
    await expect(storage.syncProgress).toContainText(WORDS[lang].done);
    // What was on screen on the way: copying (none of the three yet), then done with all three.
    const seen = await storage.syncStates();
    const copying = seen.findIndex((s) => s.done === 'no' && s.total === '3');
    const done = seen.findIndex((s) => s.done === 'yes' && s.blobs === '3');
    expect(copying, JSON.stringify(seen)).toBeGreaterThanOrEqual(0);
    expect(seen[copying]?.text).toContain(WORDS[lang].copying);
    expect(done).toBeGreaterThan(copying);
    await piles.open();
    await expect(piles.state('B')).toHaveText('SYNCHRONIZED', { timeout: 30_000 });
    await timeline.pause();
  });
