/**
 * Bridge mode from the piles panel: a pile fails, records stall, failover, a write while the pile is out,
 * rejoin and the sync that copies what it missed; a refusal.
 */
import { expect, test } from './fixtures.ts';

test('a person fails pile B, fails it over from the panel, rejoins it and watches it resync', async ({
  app,
}) => {
  const { cluster, inspector, piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playFastest();
  await expect(inspector.status).toHaveAttribute('data-write', 'ok');

  await piles.open();
  await expect(piles.state('A')).toHaveText('PRIMARY');
  await expect(piles.state('B')).toHaveText('SYNCHRONIZED');
  await expect(piles.generation).toHaveText('generation 0');

  // Pile B's datacenter fails: its ring group is still SYNCHRONIZED and awaited, so records stall.
  await cluster.toggleDc('dc2');
  await expect(inspector.status).toHaveAttribute('data-write', 'unavailable');
  await expect(piles.quorumLost).toBeVisible({ timeout: 30_000 });

  // A transition distconf refuses: rejoin asks SYNCHRONIZED B for NOT_SYNCHRONIZED_1.
  await piles.rejoin('B');
  await expect(piles.refusal('B')).toContainText(
    'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1',
    {
      timeout: 30_000,
    },
  );
  await expect(piles.edge('SYNCHRONIZED', 'DISCONNECTED')).toHaveAttribute('data-allowed', 'yes');
  await expect(piles.edge('DISCONNECTED', 'NOT_SYNCHRONIZED_1')).toHaveAttribute('data-allowed', 'no');

  await piles.failover('B');
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.generation).toHaveText('generation 1');
  await expect(inspector.status).toHaveAttribute('data-write', 'ok');
  await app.rings.open();
  await expect(app.rings.pileState('B').first()).toHaveText('DISCONNECTED');

  // While B is out, a blob written through n1's proxy reaches pile A's group only.
  const { storage } = app;
  await storage.open();
  await storage.writeThrough(1);
  await piles.open();

  // B's datacenter returns; the admin rejoins it and distconf brings it back to SYNCHRONIZED through
  // NOT_SYNCHRONIZED_1 and _2 (generations 2, 3, 4), once the sync has copied the blob B missed.
  await cluster.toggleDc('dc2');
  await piles.rejoin('B');
  await expect(piles.state('B')).toHaveText('SYNCHRONIZED', { timeout: 60_000 });
  await expect(piles.generation).toHaveText('generation 4');
  await expect(piles.internalState('B')).toHaveText('SYNCHRONIZED');
  // The internal state is labelled, so "SYNCHRONIZED" beside "SYNCHRONIZED" reads as two things.
  await expect(piles.internalState('B').locator('..')).toHaveText('internal: SYNCHRONIZED');
  await storage.open();
  await expect(storage.syncProgress).toHaveAttribute('data-pile', 'B');
  await expect(storage.syncProgress).toHaveAttribute('data-done', 'yes');
  expect(Number(await storage.syncProgress.getAttribute('data-blobs'))).toBeGreaterThanOrEqual(1);
  await timeline.pause();
});

test('at the default speed the Piles tab says distconf has no root yet, and runs on to it when asked', async ({
  app,
}) => {
  const { piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  // Playing at the page's own speed (10 ms/s): the nodes take tens of wall seconds to connect.
  await timeline.play();
  await piles.open();
  await expect(piles.noRoot).toBeVisible();
  await piles.skipToRoot.click();
  await expect(piles.noRoot).toBeHidden();
  await expect(timeline.pauseButton).toHaveAttribute('aria-pressed', 'false'); // still playing
  // a command now is taken, not refused for want of quorum
  await piles.failover('B');
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.refusal('B')).toHaveCount(0);
});

test("a failover pressed just as the primary's datacenter fails is refused with YDB's reason, not left waiting; pressed again it commits", async ({
  app,
}) => {
  const { cluster, piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.play(); // the page's own speed: the root's loss takes seconds of wall time to notice
  await piles.open();
  await piles.skipToRoot.click();
  await expect(piles.noRoot).toBeHidden();
  await cluster.toggleDc('dc1');
  await piles.failover('A');
  // the node the CLI talked to forwarded it to the root, whose session then broke (distconf_invoke.cpp)
  await expect(piles.refusal('A')).toContainText('root node disconnected', { timeout: 30_000 });
  await expect(piles.refusal('A')).toHaveAttribute('data-layer', 'distconf');
  await timeline.setFastest();
  await piles.failover('A');
  await expect(piles.state('A')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.state('B')).toHaveText('PRIMARY');
});
