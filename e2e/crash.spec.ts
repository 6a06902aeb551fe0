/**
 * A node whose Web Worker dies: it shows as crashed, a click restarts it on a fresh
 * worker (node.up), and the simulation keeps running — on the workers the page's in-process run
 * handed over to.
 */
import { expect, test } from './fixtures.ts';

// On the app's own host (in-process, handed over to the workers): the Web Worker host is the subject.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a Web Worker per node, and when the run moves to them is the subject.
test.use({ alone: true });

test('a node whose worker crashes shows as crashed and a click restarts it', async ({ app }) => {
  await app.open();
  await app.waitLive();
  await app.waitWorkers();
  expect(await app.killWorkerOf(5)).toBe(true);
  // The host notices the dead worker at the next round that involves any node: give node 5 work.
  await app.runTo(
    [{ atUs: 1000, cmd: { kind: 'tablet.boot', node: 5, tabletId: '72075186224037888' } }],
    20_000,
  );
  const node = app.cluster.node(5);
  await expect(node).toHaveAttribute('data-state', 'crashed');
  await expect(node.getByText('crashed', { exact: true })).toBeVisible();
  expect(await app.state((s) => s.nodeStatus[5])).toBe('crashed');
  const before = await app.state((s) => s.timeUs);

  await app.cluster.toggleNode(5);
  await expect(node).toHaveAttribute('data-state', 'up');
  await expect(node.getByText('crashed', { exact: true })).toHaveCount(0);
  // The restarted node runs on a fresh worker and takes work again without crashing.
  const after = await app.runTo(
    [{ atUs: before + 1000, cmd: { kind: 'tablet.boot', node: 5, tabletId: '72075186224037889' } }],
    before + 500_000,
  );
  expect(after.timeUs).toBeGreaterThan(before);
  expect(await app.state((s) => s.nodeStatus[5] ?? 'up')).toBe('up');
  await app.timeline.play();
  await expect.poll(() => app.state((s) => s.timeUs), { timeout: 10_000 }).toBeGreaterThan(after.timeUs);
  await app.timeline.pause();
});
