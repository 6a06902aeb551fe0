/** Scenario files from public/scenarios/ load into the page (URL or picker); broken ones are explained. */
import { expect, test } from './fixtures.ts';

test('a broken scenario file lists each problem with its JSON path', async ({ app }, info) => {
  await app.open('?scenario=broken/bad-steps');
  const notice = app.notices.scenario;
  await expect(notice).toContainText('could not be loaded (3 problems)');
  await expect(notice).toContainText('steps[0].do.rack: expected string, got number 3');
  await expect(notice).toContainText('steps[1].do.kind: unknown kind "rack.explode"');
  await expect(app.cluster.nodes()).toHaveCount(27); // the default setup stays
  await app.screenshot(info, 'broken-scenario');
});

test('a scenario from the URL sets its cluster and runs its faults on play', async ({ app, page }) => {
  const { cluster } = app;
  await app.open('?scenario=rack-failure-nto5');
  await expect(app.notices.scenario).toContainText('loaded');
  await expect(cluster.nodes()).toHaveCount(16);
  await app.waitLive();
  expect(new URL(page.url()).searchParams.get('scenario')).toBe('rack-failure-nto5');
  await expect(cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'up');
  // Its first fault is rack dc1-r1 at 1000 ms: jump past it.
  await app.timeline.goTo(1200);
  await expect(cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down', { timeout: 30_000 });
  await expect(cluster.rack('dc1-r6')).toHaveAttribute('data-state', 'up');
});

test('the setup panel lists the scenario library and loads one', async ({ app, page }) => {
  await app.open();
  await app.setup.open();
  await app.setup.loadScenario('dc-failure-mirror-3-dc');
  await expect(app.notices.scenario).toContainText('Scenario "dc-failure-mirror-3-dc" loaded');
  // The address follows the store a frame later than the notice.
  await expect.poll(() => new URL(page.url()).searchParams.get('scenario')).toBe('dc-failure-mirror-3-dc');
});
