/** The live simulation behind the static views: worker count, and replica values folded from the trace. */
import { expect, test } from './fixtures.ts';

// On the app's own host (in-process, handed over to the workers): the Web Worker host is the subject.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a Web Worker per node, and when the run moves to them is the subject.
test.use({ alone: true });

test('the page runs one worker per node and shows the count', async ({ app }) => {
  await app.open();
  await expect(app.header.runtime).toContainText('27 workers', { timeout: 30_000 });
});

test('a Board publication shows up as the value its replicas hold', async ({ app }, info) => {
  const { inspector } = app;
  await app.open();
  await app.waitLive();
  await inspector.inspect('gpc+/Root/db1');
  await inspector.act('Publish endpoint', 4);
  await app.timeline.play();
  const values = inspector.values;
  // Every selected replica of the path ends up holding the publication (nto_select 9 of 9 rings).
  await expect(values.filter({ hasText: 'n4:2135' })).toHaveCount(9, { timeout: 30_000 });
  await app.timeline.pause();
  await app.screenshot(info, 'inspector-live-values');
});

test("a booted tablet's StateStorage replicas show its leader and generation", async ({ app }) => {
  const { inspector } = app;
  await app.open();
  await app.waitLive();
  await inspector.inspect('72075186224037888');
  await inspector.act('Boot tablet');
  await app.timeline.play();
  const values = inspector.values;
  // The election locks then updates every selected replica (nto_select 9): each holds the leader
  // on node 1 and a generation ≥ 1, unlocked once the update lands.
  await expect(values.filter({ hasText: /^gen [1-9]\d*:\d+ · n1$/ })).toHaveCount(9, {
    timeout: 30_000,
  });
  await app.timeline.pause();
});
