/** A pile command from the Piles tab shows at once as pending, until distconf commits or refuses it. */
import { expect, test } from './fixtures.ts';

test('failover pressed while the run plays at the default speed is pending at once, then commits', async ({
  app,
  page,
}) => {
  const { piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.waitPlayable();
  await timeline.play();
  await piles.open();
  await expect(piles.noRoot).toBeVisible();
  // distconf's root comes once the nodes have connected; a command before it is refused (no quorum)
  await timeline.playFastest();
  await expect(piles.noRoot).toHaveCount(0, { timeout: 30_000 });
  await timeline.setSpeed('10 ms/s (×0.01)');
  await piles.failover('B');
  // at 10 ms/s the commit is seconds of wall time away: the row says what it waits for meanwhile
  await expect(piles.pending('B')).toContainText('failover sent — waiting for distconf');
  await expect(page.getByTestId('bridge-failover-B')).toHaveAttribute('data-pending', 'true');
  await expect(page.getByTestId('bridge-rejoin-A')).toBeDisabled();
  await timeline.playFastest();
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.pending('B')).toHaveCount(0);
  await expect(page.getByTestId('bridge-rejoin-B')).toBeEnabled();
  await timeline.pause();
});
