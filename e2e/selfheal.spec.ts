/**
 * The SelfHeal card in the Observers tab: off by default; "Turn on" starts the Sentinel on the
 * distconf root; a failed node goes MAY_BE_BAD then BAD, and on mirror-3-dc (every node already
 * hosts replicas) distconf's decision answers that the current configuration is recommended.
 */
import { expect, test } from './fixtures.ts';

test('SelfHeal: turn on, a dead node becomes BAD, the decision is shown', async ({ app }, info) => {
  const { observers } = app;
  await app.open();
  await app.waitLive();
  await observers.open();
  await expect(observers.selfHealCard).toBeVisible();
  await expect(observers.selfHealEnabled).toHaveText('off');
  await observers.turnOnSelfHeal();
  await app.timeline.setSpeed('1 s/s (×1)');
  await app.timeline.play();
  await expect(observers.selfHealEnabled).toHaveText('on', { timeout: 15_000 });
  await app.cluster.toggleNode(4);
  const row = observers.selfHealNode(4);
  await expect(row).toHaveAttribute('data-health', 'MAY_BE_BAD', { timeout: 15_000 });
  await expect(row).toHaveAttribute('data-health', 'BAD', { timeout: 20_000 });
  await expect(observers.selfHealLast).toContainText(
    'Current configuration is recommended. Nothing to self-heal.',
    {
      timeout: 20_000,
    },
  );
  await app.timeline.pause();
  await app.screenshot(info, 'selfheal-card');
});
