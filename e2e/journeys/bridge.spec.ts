/** Bridge mode as a newcomer tries it: the primary pile fails, fail over, bring it back, rejoin. */
import { expect, test } from '../fixtures.ts';
import { Journey } from './journey.ts';

// On the app's own host (in-process, handed over to the workers): a first visit as a person makes it, on the host a person gets.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a first visit on the Web Workers, a worker per node.
test.use({ alone: true });

test('fail the primary pile, fail over, restore and rejoin it', async ({ app }, info) => {
  // Four steps, each pictured at three widths, and a rejoin that waits for the sync: a long walk.
  test.slow();
  const j = new Journey(app, info);
  const { cluster, inspector, piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playFastest();
  await piles.open();
  await expect(piles.state('A')).toHaveText('PRIMARY');
  await j.step('both-piles-up');

  await cluster.toggleDc('dc1');
  await expect(inspector.status).toHaveAttribute('data-read', 'unavailable');
  await j.step('primary-pile-down');

  await piles.open();
  await piles.failover('A');
  await expect(piles.state('A')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(piles.state('B')).toHaveText('PRIMARY', { timeout: 30_000 });
  await expect(inspector.status).toHaveAttribute('data-read', 'ok');
  await expect(app.header.headroomRow('statestorage')).not.toContainText('already lost');
  await j.step('failed-over');

  await cluster.toggleDc('dc1');
  await piles.open();
  await piles.rejoin('A');
  await expect(piles.state('A')).toHaveText('SYNCHRONIZED', { timeout: 60_000 });
  await timeline.pause();
  await j.step('rejoined');
});
