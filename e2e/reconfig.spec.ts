/** The configuration panel: a person runs the four steps, or rushes them and reads what can go wrong. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The tooltips of the StateStorage replica glyphs a node shows in the cluster view. */
function ssGlyphTitles(page: Page, node: number) {
  return page.getByTestId(`node-${node}`).locator('[data-testid^="replica-statestorage-"] > title');
}

/** Plays at the fastest speed: distconf's steps are seconds of virtual time apart. */
async function playFast(page: Page): Promise<void> {
  const speed = page.getByTestId('speed');
  const last = (await speed.locator('option').count()) - 1;
  await speed.selectOption({ index: last });
  await page.getByTestId('play').click();
}

test('four steps from the panel: every node ends on the last version', async ({ app, page }, info) => {
  await app.open('?preset=single-dc-8-racks');
  await app.waitLive();
  await page.getByTestId('tab-config').click();
  const panel = page.getByTestId('config-panel');
  await expect(panel.getByTestId('config-version')).toHaveText('Configuration v1');
  // ring 0 is nodes 1 and 2; the target group reverses it, so node 1 hosts index 1 there
  await expect(ssGlyphTitles(page, 1)).toHaveText([/group 0 · ring 0 · index 0/]);
  await panel.getByRole('checkbox').uncheck(); // step by step
  await playFast(page);
  await panel.getByTestId('config-start').click();
  const step = panel.getByTestId('config-step');
  await expect(step).toContainText('Step 1 INTRODUCE_NEW_GROUP committed', { timeout: 30_000 });
  await expect(panel.getByTestId('config-groups-statestorage')).toContainText('write_only');
  // the record inspector follows the committed config: the new group gets writes, nobody waits for it
  await expect(page.getByTestId('inspector-group-1')).toContainText('write_only: gets every write');
  await expect(page.getByTestId('inspector-group-0')).toContainText('counts for reads and writes');
  // the node runs the new write-only group's replica beside its old one
  await expect(ssGlyphTitles(page, 1)).toHaveText(
    [/group 0 · ring 0 · index 0/, /group 1 · ring 0 · index 1/],
    { timeout: 30_000 },
  );
  for (const [n, name] of [
    [2, 'MAKE_NEW_GROUP_READWRITE'],
    [3, 'MAKE_PREVIOUS_GROUP_WRITEONLY'],
  ] as const) {
    await panel.getByTestId('config-next').click();
    await expect(step).toContainText(`Step ${n} ${name} committed`, { timeout: 30_000 });
  }
  await panel.getByTestId('config-next').click();
  await expect(step).toContainText('Done', { timeout: 30_000 });
  await expect(panel.getByTestId('config-version')).toHaveText('Configuration v5');
  const chips = panel.locator('[data-testid^="config-node-"][data-version]');
  await expect(chips).toHaveCount(16);
  await expect(panel.locator('[data-version="5"]')).toHaveCount(16, { timeout: 30_000 });
  await expect(page.locator('[data-config-behind]')).toHaveCount(0);
  // the old group's replica is gone; the new group is now the only one
  await expect(ssGlyphTitles(page, 1)).toHaveText([/group 0 · ring 0 · index 1/]);
  await expect(ssGlyphTitles(page, 2)).toHaveText([/group 0 · ring 0 · index 0/]);
  await expect(page.getByTestId('inspector-group-1')).toHaveCount(0);
  await page.getByTestId('pause').click();
  await app.screenshot(info, 'config-four-steps');
});

test('rushing a step explains the hazard; a down node stays behind and stands out', async ({ app, page }) => {
  await app.open('?preset=single-dc-8-racks');
  await app.waitLive();
  await page.getByTestId('node-16').click(); // down: it keeps its version
  await page.getByTestId('tab-config').click();
  const panel = page.getByTestId('config-panel');
  await playFast(page);
  await panel.getByTestId('config-start').click();
  await expect(panel.getByTestId('config-countdown')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('config-rush-warning')).toContainText('two bootstrappers');
  await panel.getByTestId('config-next').click();
  await expect(panel.getByTestId('config-hazard')).toContainText('pause(s) skipped', { timeout: 30_000 });
  await expect(panel.getByTestId('config-hazard')).toContainText('config-quorums-intersect');
  await expect(panel.getByTestId('config-node-16')).toHaveAttribute('data-version', '1');
  await expect(panel.getByTestId('config-node-16')).toHaveClass(/config-behind/);
  await expect(page.getByTestId('node-16')).toHaveAttribute('data-config-behind', 'true');
  await page.getByTestId('pause').click();
});
