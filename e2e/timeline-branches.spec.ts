/**
 * Time as a newcomer uses it: a row of the event log is a moment to go to; a damaged share link
 * opens what survives; acting in the past forks the run and the old future stays a branch.
 */
import lz from 'lz-string';
import { expect, QuorumscopePage, test } from './fixtures.ts';
import { traceHash } from './pages/handle.ts';

// Runs are on the fixture's in-process host; a share link is reopened on the app's own host (in-process,
// handed over to the workers), as a person gets it: in a new page of the context, or (the damaged link,
// reopened in the same page) with `host: 'app'`.

test('clicking an event-log row takes the timeline to that event', async ({ app }) => {
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.runTo([{ atUs: 20_000, cmd: { kind: 'rack.down', rack: 'dc2-r1' } }], 60_000);
  await app.log.toggle();
  const row = app.log.rowsAt(20_000).first();
  await row.scrollIntoViewIfNeeded();
  await row.click();
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(20_000);
  await expect(app.cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  // The log now ends at that moment.
  const last = await app.log.rows.evaluateAll((rows) =>
    Math.max(...rows.map((r) => Number(r.getAttribute('data-t')))),
  );
  expect(last).toBeLessThanOrEqual(20_000);
});

test.describe('reopened', () => {
  test.use({ host: 'app' });

  test('a share link with a damaged command names it and opens the rest of the session', async ({
    app,
    page,
  }) => {
    await app.open('?preset=mirror-3-dc&seed=3');
    await app.waitLive();
    await app.cluster.toggleRack('dc1-r2');
    await expect(app.cluster.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
    await app.runTo([], 40_000);
    await app.header.share();
    const url = new URL(page.url());
    const state = JSON.parse(lz.decompressFromEncodedURIComponent(url.searchParams.get('s') ?? '')) as {
      scenario: { steps: unknown[] };
    };
    state.scenario.steps.push({ at: 30, do: { kind: 'rack.down', rack: 7 } });
    url.searchParams.set('s', lz.compressToEncodedURIComponent(JSON.stringify(state)));
    await page.goto(url.toString());
    await expect(app.notices.url).toContainText('1 unreadable command');
    await app.waitLive();
    await expect.poll(() => app.state((s) => s.timeUs)).toBe(40_000);
    await expect(app.cluster.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  });
});

test('acting in the past forks the run; the old future is a branch to go back to', async ({ app, page }) => {
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.runTo([{ atUs: 30_000, cmd: { kind: 'rack.down', rack: 'dc1-r1' } }], 80_000);
  await expect(app.cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  const { timeline } = app;
  const oldHash = await traceHash(page);
  await expect(timeline.branches).toHaveCount(0);

  // Scrub back to 10 ms (before the rack failed) and act there: fail another rack.
  await timeline.goTo(10);
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(10_000);
  await app.cluster.toggleRack('dc3-r2');
  await expect(timeline.branches).toBeVisible();
  await expect(timeline.branchShown).toHaveAttribute('data-id', '2');
  await expect(timeline.branch(1)).toBeVisible();
  await expect(timeline.scrubBranch(1)).toHaveAttribute('data-part', '10000');
  await expect(app.cluster.rack('dc3-r2')).toHaveAttribute('data-state', 'down');
  // The new branch's future has no failure of dc1-r1: that was the old future's.
  await app.runTo([], 80_000);
  await expect(app.cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'up');

  // Back to branch 1: its outcome (dc1-r1 down, dc3-r2 up) at its furthest time, the same trace.
  await timeline.branch(1).click();
  await expect(timeline.branchShown).toHaveAttribute('data-id', '1');
  await expect(timeline.branch(2)).toBeVisible();
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(80_000);
  await expect(app.cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  await expect(app.cluster.rack('dc3-r2')).toHaveAttribute('data-state', 'up');
  expect(await traceHash(page)).toBe(oldHash);

  // The share link carries the branch shown: it opens with dc1-r1 down and no branches.
  await app.header.share();
  const other = new QuorumscopePage(await page.context().newPage());
  await other.page.goto(page.url());
  await other.waitLive();
  await expect(other.cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  await expect(other.cluster.rack('dc3-r2')).toHaveAttribute('data-state', 'up');
  await expect(other.timeline.branches).toHaveCount(0);
});
