/** The configuration panel: a person runs the four steps, or rushes them and reads what can go wrong. */
import { expect, test, type QuorumscopePage } from './fixtures.ts';

/** The tooltips of the StateStorage replica glyphs a node shows in the cluster view. */
function ssGlyphTitles(app: QuorumscopePage, node: number) {
  return app.cluster.node(node).locator('[data-testid^="replica-statestorage-"] > title');
}

test('four steps from the panel: every node ends on the last version', async ({ app, page }, info) => {
  const { configuration: config, inspector } = app;
  await app.open('?preset=single-dc-8-racks');
  await app.waitLive();
  await config.open();
  await expect(config.version).toHaveText('Configuration v1');
  // ring 0 is nodes 1 and 2; the target group reverses it, so node 1 hosts index 1 there
  await expect(ssGlyphTitles(app, 1)).toHaveText([/group 0 · ring 0 · index 0/]);
  await config.stepByStep();
  await app.timeline.playFastest();
  await config.start();
  await expect(config.step).toContainText('Step 1 INTRODUCE_NEW_GROUP committed', { timeout: 30_000 });
  await expect(config.groups('statestorage')).toContainText('write_only');
  // the record inspector follows the committed config: the new group gets writes, nobody waits for it
  await expect(inspector.group(1)).toContainText('write_only: gets every write');
  await expect(inspector.group(0)).toContainText('counts for reads and writes');
  // the node runs the new write-only group's replica beside its old one
  await expect(ssGlyphTitles(app, 1)).toHaveText(
    [/group 0 · ring 0 · index 0/, /group 1 · ring 0 · index 1/],
    {
      timeout: 30_000,
    },
  );
  for (const [n, name] of [
    [2, 'MAKE_NEW_GROUP_READWRITE'],
    [3, 'MAKE_PREVIOUS_GROUP_WRITEONLY'],
  ] as const) {
    await config.next();
    await expect(config.step).toContainText(`Step ${n} ${name} committed`, { timeout: 30_000 });
  }
  await config.next();
  await expect(config.step).toContainText('Done', { timeout: 30_000 });
  await expect(config.version).toHaveText('Configuration v5');
  await expect(config.nodeChips).toHaveCount(16);
  await expect(config.nodesOnVersion(5)).toHaveCount(16, { timeout: 30_000 });
  await expect(page.locator('[data-config-behind]')).toHaveCount(0);
  // the old group's replica is gone; the new group is now the only one
  await expect(ssGlyphTitles(app, 1)).toHaveText([/group 0 · ring 0 · index 1/]);
  await expect(ssGlyphTitles(app, 2)).toHaveText([/group 0 · ring 0 · index 0/]);
  await expect(inspector.group(1)).toHaveCount(0);
  await app.timeline.pause();
  await app.screenshot(info, 'config-four-steps');
});

test('rushing a step explains the hazard; a down node stays behind and stands out', async ({ app }) => {
  const { configuration: config } = app;
  await app.open('?preset=single-dc-8-racks');
  await app.waitLive();
  await app.cluster.toggleNode(16); // down: it keeps its version
  await config.open();
  await app.timeline.playFastest();
  await config.start();
  await expect(config.countdown).toBeVisible({ timeout: 30_000 });
  await expect(config.rushWarning).toContainText('two bootstrappers');
  await config.next();
  await expect(config.hazard).toContainText('pause(s) skipped', { timeout: 30_000 });
  await expect(config.hazard).toContainText('config-quorums-intersect');
  await expect(config.nodeChip(16)).toHaveAttribute('data-version', '1');
  await expect(config.nodeChip(16)).toHaveClass(/config-behind/);
  await expect(app.cluster.node(16)).toHaveAttribute('data-config-behind', 'true');
  await app.timeline.pause();
});
