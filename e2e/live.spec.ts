/** The live simulation behind the static views: worker count, and replica values folded from the trace. */
import { expect, test } from './fixtures.ts';

test('the page runs one worker per node and shows the count', async ({ app, page }) => {
  await app.open();
  await expect(page.getByTestId('runtime')).toContainText('27 workers', { timeout: 30_000 });
});

test('a Board publication shows up as the value its replicas hold', async ({ app, page }, info) => {
  await app.open();
  await app.waitLive();
  await app.inspect('gpc+/Root/db1');
  await page.getByTestId('action-node').selectOption('4');
  await page.getByTestId('record-actions').getByRole('button', { name: 'Publish endpoint' }).click();
  await page.getByTestId('play').click();
  const values = page.getByTestId('inspector-replica').locator('td.value');
  // Every selected replica of the path ends up holding the publication (nto_select 9 of 9 rings).
  await expect(values.filter({ hasText: 'n4:2135' })).toHaveCount(9, { timeout: 30_000 });
  await page.getByTestId('pause').click();
  await app.screenshot(info, 'inspector-live-values');
});

test("a booted tablet's StateStorage replicas show its leader and generation", async ({ app, page }) => {
  await app.open();
  await app.waitLive();
  await app.inspect('72075186224037888');
  await page.getByTestId('record-actions').getByRole('button', { name: 'Boot tablet' }).click();
  await page.getByTestId('play').click();
  const values = page.getByTestId('inspector-replica').locator('td.value');
  // The election locks then updates every selected replica (nto_select 9): each holds the leader
  // on node 1 and a generation ≥ 1, unlocked once the update lands.
  await expect(values.filter({ hasText: /^gen [1-9]\d*:\d+ · n1$/ })).toHaveCount(9, {
    timeout: 30_000,
  });
  await page.getByTestId('pause').click();
});
