/**
 * The SelfHeal card in the Observers tab: off by default; "Turn on" starts the Sentinel on the
 * distconf root; a failed node goes MAY_BE_BAD then BAD, and on mirror-3-dc (every node already
 * hosts replicas) distconf's decision answers that the current configuration is recommended.
 */
import { expect, test } from './fixtures.ts';

test('SelfHeal: turn on, a dead node becomes BAD, the decision is shown', async ({ app, page }, info) => {
  await app.open();
  await app.waitLive();
  await page.getByTestId('tab-observers').click();
  const card = page.getByTestId('selfheal-card');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('selfheal-enabled')).toHaveText('off');
  await page.getByTestId('selfheal-enable').click();
  await page.getByTestId('speed').selectOption({ label: '1 s/s (×1)' });
  await page.getByTestId('play').click();
  await expect(page.getByTestId('selfheal-enabled')).toHaveText('on', { timeout: 15_000 });
  await app.node(4).click();
  const row = page.getByTestId('selfheal-node-4');
  await expect(row).toHaveAttribute('data-health', 'MAY_BE_BAD', { timeout: 15_000 });
  await expect(row).toHaveAttribute('data-health', 'BAD', { timeout: 20_000 });
  await expect(page.getByTestId('selfheal-last')).toContainText(
    'Current configuration is recommended. Nothing to self-heal.',
    { timeout: 20_000 },
  );
  await page.getByTestId('pause').click();
  await app.screenshot(info, 'selfheal-card');
});
