/**
 * The dsproxy-proxy in the Storage tab: while the run plays, pile B is failed over from the Piles
 * tab; the proxy's pair A ↔ B turns DISCONNECTED and its PPGeneration rises, and pile B's group
 * keeps the old config. Rejoin takes the pair to NOT_SYNCHRONIZED and raises it again.
 */
import { expect, test } from './fixtures.ts';

test('a failover from the Piles tab changes the proxy mode and PPGeneration in the Storage tab', async ({
  app,
}) => {
  const { piles, storage, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.waitPlayable();
  await timeline.play();
  await storage.open();
  await expect(storage.proxyPair('B')).toHaveAttribute('data-mode', 'SYNCHRONIZED');
  await expect(storage.ppGeneration).toHaveText('PPGeneration 1');
  await piles.open();
  // distconf's root comes once the nodes have connected; a command before it is refused (no quorum)
  await timeline.playFastest();
  await expect(piles.noRoot).toHaveCount(0, { timeout: 30_000 });
  await piles.failover('B');
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await storage.open();
  await expect(storage.proxyPair('B')).toHaveAttribute('data-mode', 'DISCONNECTED');
  await expect(storage.proxyPair('B')).toContainText('PRIMARY/DISCONNECTED');
  await expect(storage.ppGeneration).toHaveText('PPGeneration 2');
  // the DISCONNECTED pile's group keeps the config it had
  await expect(storage.proxyGroups).toContainText('group B: generation 1, holds PPGeneration 1');
  await piles.open();
  await piles.rejoin('B');
  await storage.open();
  await expect(storage.proxyPair('B')).toHaveAttribute('data-mode', /NOT_SYNCHRONIZED|SYNCHRONIZED/, {
    timeout: 30_000,
  });
  await expect(storage.proxyPair('B')).not.toHaveAttribute('data-mode', 'DISCONNECTED');
  await expect(storage.ppGeneration).not.toHaveText('PPGeneration 2');
  await timeline.pause();
});

test('the proxy section reads in Russian at phone width', async ({ app, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('?preset=bridge-2-piles&lang=ru');
  await app.waitLive();
  await app.storage.open();
  await expect(app.storage.proxy).toContainText('dsproxy-proxy статических групп');
  await expect(app.storage.proxyPair('B')).toContainText('запись идёт в обе группы');
});
