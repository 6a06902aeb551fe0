/** Faults on the scrubber: a band while something is down, ticks a person can click to go there. */
import { expect, test } from './fixtures.ts';

test('a fault shows as a band and ticks on the scrubber; clicking a tick goes to its time', async ({
  app,
}) => {
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.runTo([], 20_000);
  await app.cluster.toggleRack('dc2-r1');
  await expect(app.cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  await app.runTo([], 60_000);
  await app.cluster.toggleRack('dc2-r1');
  await expect(app.cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'up');
  await app.runTo([], 120_000);
  await expect(app.timeline.faultBands).toHaveCount(1);
  const ticks = app.timeline.marksAt(20_000);
  await expect(ticks.first()).toBeAttached();
  await ticks.first().click({ force: true });
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(20_000);
  await expect(app.cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
});
