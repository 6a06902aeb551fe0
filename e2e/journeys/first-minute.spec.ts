/** A first visit to the bare page: the hint names the controls, and each one does what it says. */
import { expect, test } from '../fixtures.ts';
import { Journey } from './journey.ts';

// On the app's own host (in-process, handed over to the workers): a first visit as a person makes it, on the host a person gets.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a first visit on the Web Workers, a worker per node.
test.use({ alone: true });

test('the first minute on the bare page: Play, boot a tablet, fail a rack', async ({ app }, info) => {
  const j = new Journey(app, info);
  const { header, timeline, inspector, cluster } = app;
  await app.open();
  await app.waitLive();
  await expect(header.startStep('play')).toContainText('▶ Play');
  await j.step('arrival');

  await timeline.play();
  await expect(header.startStep('play')).toHaveAttribute('data-done', 'true');
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(0);
  await j.step('playing');

  await inspector.open();
  await inspector.act('Boot tablet', 1);
  await expect(inspector.actionsNote).toContainText('Boot tablet on n1 sent');
  await expect(header.startStep('boot')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
  await j.step('tablet-booted');

  // A rack fails while the run plays: the hint gives way to the how-to, the readouts follow.
  await cluster.toggleRack('dc1-r1');
  await expect(cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  await expect(header.howto).toContainText('How to use');
  await j.step('rack-down');
  await timeline.pause();
});
