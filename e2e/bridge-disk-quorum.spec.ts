/**
 * Quorum B needs disks: with pile B's nodes up and its drives lost from the Storage tab while the run
 * plays, a switchover to B waits and the Piles tab says it waits for B's disk quorum; the drives
 * restored, the switchover lands and B becomes primary.
 */
import { expect, test } from './fixtures.ts';

test("a switchover waits for pile B's disks, and lands once they are back", async ({ app }) => {
  const { piles, storage, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.waitPlayable();
  await timeline.play();
  await storage.open();
  await expect(storage.quorum('B')).toHaveAttribute('data-quorum', 'yes');
  await storage.loseDisks('B');
  // the VDisk on n11 is down for its drive while n11 itself stays up
  await expect(storage.vdisk(11)).toHaveAttribute('data-up', 'no');
  await expect(storage.vdisk(11)).toContainText('drive lost');
  await expect(storage.quorum('B')).toHaveAttribute('data-quorum', 'no');
  await expect(storage.quorum('A')).toHaveAttribute('data-quorum', 'yes');
  await piles.open();
  // distconf's root comes once the nodes have connected; a command before it is refused (no quorum)
  await timeline.playFastest();
  await expect(piles.noRoot).toHaveCount(0, { timeout: 30_000 });
  await piles.switchover('B');
  await timeline.playFastest();
  await expect(piles.waitingDisks).toContainText('pile B lacks disk quorum', { timeout: 30_000 });
  await expect(piles.state('A')).toHaveText('PRIMARY');
  await expect(piles.generation).toHaveText('generation 0');
  await storage.open();
  await storage.restoreDisks('B');
  await expect(storage.quorum('B')).toHaveAttribute('data-quorum', 'yes', { timeout: 30_000 });
  await piles.open();
  await expect(piles.state('B')).toHaveText('PRIMARY', { timeout: 30_000 });
  await expect(piles.waitingDisks).toHaveCount(0);
  await timeline.pause();
});

test('the Storage tab reads in Russian at phone width', async ({ app, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('?preset=bridge-2-piles&lang=ru');
  await app.waitLive();
  await app.storage.open();
  await expect(app.storage.group('A')).toContainText('статическая группа pile A');
  await expect(app.storage.quorum('A')).toHaveText('дисковый кворум есть');
  await expect(app.storage.vdisk(1)).toContainText('работает');
  const box = await app.storage.group('A').boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
});
