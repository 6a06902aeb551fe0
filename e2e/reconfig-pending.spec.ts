/**
 * A command from the Configuration tab shows at once as pending where it was given, and a move that
 * cannot proceed says why: played at the default speed, and with the stepper's rack down.
 */
import { expect, test } from './fixtures.ts';

test('"Move to a new group" at the default speed is pending at once, then waits for the root', async ({
  app,
}, info) => {
  const { configuration: config } = app;
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.timeline.waitPlayable();
  await app.timeline.play();
  await config.open();
  await expect(config.step).toHaveText('No reconfiguration yet.');
  await config.start();
  // before the first step commits (a second of virtual time away at this speed) the panel says so
  await expect(config.startButton).toHaveAttribute('data-pending', 'true');
  await expect(config.startButton).toBeDisabled();
  await expect(config.startButton).toHaveText('Sent — waiting…');
  await expect(config.wait).toHaveAttribute('data-kind', 'root');
  await expect(config.wait).toContainText('Waiting for the distconf root…');
  await expect(config.step).toHaveText('No reconfiguration yet.');
  await app.screenshot(info, 'reconfig-pending-root');
  await app.timeline.pause();
});

test('with the stepper’s rack down after step 1, the panel names the node and the rack', async ({
  app,
}, info) => {
  const { configuration: config } = app;
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.timeline.waitPlayable();
  await app.timeline.playFastest();
  await config.open();
  // a pause long enough to act in (10 min of virtual time)
  await config.setPause(600_000);
  await config.start();
  await expect(config.step).toContainText('Step 1 INTRODUCE_NEW_GROUP committed', { timeout: 30_000 });
  await expect(config.steps.locator('li').first()).toHaveAttribute('data-state', 'done');
  await expect(config.wait).toHaveAttribute('data-kind', 'pause');
  await expect(config.wait).toContainText('Step 2 is queued until step 1’s pause ends');
  // n12 now carries the new write-only group's glyph too: none of its glyphs covers its name
  const n12 = app.cluster.node(12);
  await expect(n12.locator('[data-testid^="replica-statestorage-"]')).toHaveCount(2);
  const label = (await n12.locator('.node-label').boundingBox())!;
  for (const glyph of await n12.locator('[data-testid^="replica-"]').all())
    expect((await glyph.boundingBox())!.x).toBeGreaterThanOrEqual(label.x + label.width);
  // the fault while the move runs: the rack of the node the stepper runs on
  await app.cluster.toggleRack('dc1-r1');
  await expect(config.wait).toHaveAttribute('data-kind', 'stepperDown');
  await expect(config.wait).toContainText('the stepper runs on n1, which is down (rack dc1-r1 is down)');
  // "Next step" cannot reach the stepper: it is off, and the reason is next to it
  await expect(config.nextButton).toBeDisabled();
  await expect(config.nextButton).toHaveAttribute('aria-describedby', 'config-wait');
  await app.screenshot(info, 'reconfig-stepper-down');
  // the rack is back: n1 restarted without the stepper, the panel says to start again
  await app.cluster.toggleRack('dc1-r1');
  await expect(config.wait).toHaveAttribute('data-kind', 'stepperLost', { timeout: 30_000 });
  await expect(config.startButton).toBeEnabled();
  await config.setPause(0);
  await config.start();
  await expect(config.step).toContainText('Done', { timeout: 60_000 });
  await app.timeline.pause();
});
