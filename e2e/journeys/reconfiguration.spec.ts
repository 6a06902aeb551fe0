/** A reconfiguration as a newcomer runs it: pending at once, a rack fails during it, it still ends. */
import { expect, test } from '../fixtures.ts';
import { Journey } from './journey.ts';

// On the app's own host (in-process, handed over to the workers): a first visit as a person makes it, on the host a person gets.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a first visit on the Web Workers, a worker per node.
test.use({ alone: true });

test('move to a new group with Play running, a rack failing mid-move', async ({ app }, info) => {
  const j = new Journey(app, info);
  const { configuration: config, timeline, cluster } = app;
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await timeline.waitPlayable();
  await timeline.play();
  await config.open();
  await config.setPause(2_000);
  await config.start();
  // Sent from the page: pending at once, with what it waits for.
  await expect(config.startButton).toHaveAttribute('data-pending', 'true');
  await expect(config.wait).toContainText('Waiting for the distconf root…');
  await j.step('move-sent');
  await config.open();

  await timeline.playFastest();
  await expect(config.step).toContainText('Step 1 INTRODUCE_NEW_GROUP committed', { timeout: 30_000 });
  await j.step('step1-committed');

  // A rack that does not hold the stepper fails while the move runs; the move goes on.
  await cluster.toggleRack('dc2-r1');
  await expect(cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  await config.open();
  await expect(config.step).toContainText('Done', { timeout: 60_000 });
  await expect(config.version).toHaveText('Configuration v5');
  await timeline.pause();
  await j.step('move-done-rack-down');
});
