/**
 * Time as a newcomer uses it: a row of the event log is a moment to go to; a damaged share link
 * opens what survives; acting in the past forks the run and the old future stays a branch.
 */
import lz from 'lz-string';
import { expect, test } from './fixtures.ts';

test('clicking an event-log row takes the timeline to that event', async ({ app, page }) => {
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.runTo([{ atUs: 20_000, cmd: { kind: 'rack.down', rack: 'dc2-r1' } }], 60_000);
  await page.getByTestId('log-toggle').click();
  const row = page.locator('[data-testid="log-row"][data-t="20000"]').first();
  await row.scrollIntoViewIfNeeded();
  await row.click();
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(20_000);
  await expect(app.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  // The log now ends at that moment.
  const last = await page
    .getByTestId('log-row')
    .evaluateAll((rows) => Math.max(...rows.map((r) => Number(r.getAttribute('data-t')))));
  expect(last).toBeLessThanOrEqual(20_000);
});

test('a share link with a damaged command names it and opens the rest of the session', async ({
  app,
  page,
}) => {
  await app.open('?preset=mirror-3-dc&seed=3');
  await app.waitLive();
  await app.rack('dc1-r2').click();
  await expect(app.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  await app.runTo([], 40_000);
  await page.getByTestId('share').click();
  const url = new URL(page.url());
  const state = JSON.parse(lz.decompressFromEncodedURIComponent(url.searchParams.get('s') ?? '')) as {
    scenario: { steps: unknown[] };
  };
  state.scenario.steps.push({ at: 30, do: { kind: 'rack.down', rack: 7 } });
  url.searchParams.set('s', lz.compressToEncodedURIComponent(JSON.stringify(state)));
  await page.goto(url.toString());
  await expect(page.getByTestId('notice-url')).toContainText('1 unreadable command');
  await app.waitLive();
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(40_000);
  await expect(app.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
});

test('acting in the past forks the run; the old future is a branch to go back to', async ({ app, page }) => {
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.runTo([{ atUs: 30_000, cmd: { kind: 'rack.down', rack: 'dc1-r1' } }], 80_000);
  await expect(app.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  const oldHash = await page.evaluate(() =>
    (globalThis as unknown as { __quorumscope: { traceHash(): string } }).__quorumscope.traceHash(),
  );
  await expect(page.getByTestId('branches')).toHaveCount(0);

  // Scrub back to 10 ms (before the rack failed) and act there: fail another rack.
  await page.getByTestId('seek-input').fill('10');
  await page.getByTestId('seek-input').press('Enter');
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(10_000);
  await app.rack('dc3-r2').click();
  await expect(page.getByTestId('branches')).toBeVisible();
  await expect(page.getByTestId('branch-shown')).toHaveAttribute('data-id', '2');
  await expect(page.getByTestId('branch-1')).toBeVisible();
  await expect(page.getByTestId('scrub-branch-1')).toHaveAttribute('data-part', '10000');
  await expect(app.rack('dc3-r2')).toHaveAttribute('data-state', 'down');
  // The new branch's future has no failure of dc1-r1: that was the old future's.
  await app.runTo([], 80_000);
  await expect(app.rack('dc1-r1')).toHaveAttribute('data-state', 'up');

  // Back to branch 1: its outcome (dc1-r1 down, dc3-r2 up) at its furthest time, the same trace.
  await page.getByTestId('branch-1').click();
  await expect(page.getByTestId('branch-shown')).toHaveAttribute('data-id', '1');
  await expect(page.getByTestId('branch-2')).toBeVisible();
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(80_000);
  await expect(app.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  await expect(app.rack('dc3-r2')).toHaveAttribute('data-state', 'up');
  const hash = await page.evaluate(() =>
    (globalThis as unknown as { __quorumscope: { traceHash(): string } }).__quorumscope.traceHash(),
  );
  expect(hash).toBe(oldHash);

  // The share link carries the branch shown: it opens with dc1-r1 down and no branches.
  await page.getByTestId('share').click();
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('runtime')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect(other.getByTestId('rack-dc1-r1')).toHaveAttribute('data-state', 'down');
  await expect(other.getByTestId('rack-dc3-r2')).toHaveAttribute('data-state', 'up');
  await expect(other.getByTestId('branches')).toHaveCount(0);
});
