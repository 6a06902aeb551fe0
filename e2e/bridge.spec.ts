/** Bridge mode from the piles panel: a pile fails, records stall, failover, rejoin, resync; a refusal. */
import { expect, test } from './fixtures.ts';

test('a person fails pile B, fails it over from the panel, rejoins it and watches it resync', async ({
  app,
  page,
}) => {
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  const speeds = page.getByTestId('speed');
  const fastest = await speeds.locator('option').last().getAttribute('value');
  await speeds.selectOption(fastest!);
  await page.getByTestId('play').click();
  await expect(app.recordStatus()).toHaveAttribute('data-write', 'ok');

  await page.getByTestId('tab-bridge').click();
  await expect(page.getByTestId('bridge-state-A')).toHaveText('PRIMARY');
  await expect(page.getByTestId('bridge-state-B')).toHaveText('SYNCHRONIZED');
  await expect(page.getByTestId('bridge-generation')).toHaveText('generation 0');

  // Pile B's datacenter fails: its ring group is still SYNCHRONIZED and awaited, so records stall.
  await app.dc('dc2').click();
  await expect(app.recordStatus()).toHaveAttribute('data-write', 'unavailable');
  await expect(page.getByTestId('bridge-quorum-lost')).toBeVisible({ timeout: 30_000 });

  // A transition distconf refuses: B is not DISCONNECTED, so it cannot rejoin.
  await page.getByTestId('bridge-rejoin-B').click();
  await expect(page.getByTestId('bridge-refusal-B')).toContainText(
    'Pile B is SYNCHRONIZED, rejoin needs a DISCONNECTED pile',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('bridge-edge-SYNCHRONIZED-DISCONNECTED')).toHaveAttribute(
    'data-allowed',
    'yes',
  );
  await expect(page.getByTestId('bridge-edge-DISCONNECTED-NOT_SYNCHRONIZED_1')).toHaveAttribute(
    'data-allowed',
    'no',
  );

  await page.getByTestId('bridge-failover-B').click();
  await expect(page.getByTestId('bridge-state-B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await expect(page.getByTestId('bridge-generation')).toHaveText('generation 1');
  await expect(app.recordStatus()).toHaveAttribute('data-write', 'ok');
  await page.getByRole('tab', { name: 'Rings' }).click();
  await expect(page.getByTestId('ringgroup-pile-state-B').first()).toHaveText('DISCONNECTED');
  await page.getByTestId('tab-bridge').click();

  // B's datacenter returns; the admin rejoins it and distconf brings it back to SYNCHRONIZED.
  await app.dc('dc2').click();
  await page.getByTestId('bridge-rejoin-B').click();
  await expect(page.getByTestId('bridge-state-B')).toHaveText('NOT_SYNCHRONIZED', { timeout: 30_000 });
  await expect(page.getByTestId('bridge-state-B')).toHaveText('SYNCHRONIZED', { timeout: 60_000 });
  await expect(page.getByTestId('bridge-generation')).toHaveText('generation 4');
  await expect(page.getByTestId('bridge-internal-B')).toHaveText('SYNCHRONIZED');
  await page.getByTestId('pause').click();
});
