/** Build a state as a person does, share it, open the link in a fresh browser and read the same page. */
import { expect, openSharedLink, test } from '../fixtures.ts';
import { traceHash } from '../pages/handle.ts';
import { Journey } from './journey.ts';

// On the app's own host (in-process, handed over to the workers): a first visit as a person makes it, on the host a person gets.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a first visit on the Web Workers, a worker per node.
test.use({ alone: true });

test('a state built with Play running, shared and opened elsewhere', async ({ app, browser }, info) => {
  const j = new Journey(app, info);
  const { timeline, inspector, cluster, header } = app;
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await timeline.setSpeed('1 s/s (×1)');
  await timeline.play();
  await inspector.open();
  await inspector.act('Boot tablet', 4);
  await cluster.toggleRack('dc2-r2');
  await expect.poll(() => timeline.timeMs(), { timeout: 30_000 }).toBeGreaterThan(2_000);
  await timeline.pause();
  await j.step('built');

  await header.share();
  const url = app.page.url();
  const timeUs = await app.state((s) => s.timeUs);
  const hash = await traceHash(app.page);

  await openSharedLink(browser, url, { timeUs, hash }, async (other) => {
    await expect(other.cluster.rack('dc2-r2')).toHaveAttribute('data-state', 'down');
    await new Journey(other, info).step('opened-link');
  });
});
