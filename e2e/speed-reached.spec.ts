/**
 * Speed honesty: when the host cannot simulate as fast as the chosen speed, the speed control says
 * what it reaches and which host is too slow. The machine is made slow on purpose (CPU throttling)
 * so the host surely falls behind; no figure is asserted, only that the reading is there and sane.
 */
import { expect, test } from './fixtures.ts';

// Alone (e2e/fixtures.ts): the verdict weighs virtual time against the wall clock.
test.use({ alone: true });

test('playing faster than a slowed host keeps up, the speed control says what it reaches', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  await app.open('?preset=mirror-3-dc&host=inprocess');
  await app.waitLive();
  await app.inspector.act('Boot tablet', 1);
  await app.timeline.setFastest();
  await app.timeline.play();
  await app.cluster.toggleRack('dc2-r1');
  // Slow enough that even windows standing for half a second of wall time each fall behind.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  const reached = page.getByTestId('speed-reached');
  await expect(reached).toBeVisible({ timeout: 60_000 });
  await expect(reached).toHaveAttribute('data-host', 'in-process');
  await expect(reached).toContainText(/^reaching ×\d[\d.]* · in-process$/);
  await expect(reached).toHaveAttribute('title', /cannot keep up with 10 s\/s/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await app.timeline.pause();
  await expect(reached).toHaveCount(0);
});

test('at a speed the host keeps up with, there is no reading', async ({ app, page }) => {
  await app.open('?preset=mirror-3-dc&host=inprocess');
  await app.waitLive();
  await app.timeline.setSpeed('1 ms/s (×0.001)');
  await app.timeline.play();
  await expect.poll(() => app.state((s) => s.timeUs)).toBeGreaterThan(2_000);
  await expect(page.getByTestId('speed-reached')).toHaveCount(0);
});
