/**
 * ydb-1000 paints its zoomed-out cluster first and renders the inspector's thousand-node pickers
 * when a person reaches for them: until then each holds its chosen entry alone; once reached while
 * playing, both list every node, and picking one answers as on
 * a small cluster — a node of a rack failed before Play is already down, and a command sent to a
 * node while the run plays is noted as sent.
 */
import { expect, test } from './fixtures.ts';
import { InspectorMaintenance } from './pages/maintenance.ts';

// Alone (e2e/fixtures.ts): a thousand-node run takes both cores.
test.use({ alone: true });

test('ydb-1000: the node pickers list all 1 008 nodes once reached and answer while playing', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const { cluster, timeline, inspector } = app;
  await app.open('?preset=ydb-1000');
  await expect(cluster.tiles('dc')).toHaveCount(3);
  await timeline.waitPlayable();
  await cluster.toggleRack('dc2-r3');
  await expect(cluster.rack('dc2-r3')).toHaveAttribute('data-state', 'down');
  await timeline.playAt('1 s/s (×1)');
  await expect.poll(() => timeline.timeMs(), { timeout: 60_000 }).toBeGreaterThan(50);

  const maintenance = new InspectorMaintenance(page);
  await maintenance.open();
  const nodeOptions = maintenance.target.locator('option[value^="node:"]');
  await expect(nodeOptions).toHaveCount(0);
  await maintenance.target.hover();
  await expect(nodeOptions).toHaveCount(1008);
  const inFailedRack = nodeOptions.filter({ hasText: / · dc2-r3$/ }).first();
  await expect(inFailedRack).toHaveText(/^n\d+ · dc2-r3$/);
  await maintenance.pick((await inFailedRack.getAttribute('value')) ?? '');
  await expect(maintenance.down).toBeVisible();

  await inspector.inspect('72075186224037888');
  const picker = page.getByTestId('action-node');
  await expect(picker.locator('option:not([hidden])')).toHaveCount(1);
  await picker.focus();
  await expect(picker.locator('option')).toHaveCount(1008);
  await expect(picker.locator('option', { hasText: /dc2-r3/ }).first()).toContainText(/down/);
  const upNode =
    (await picker
      .locator('option', { hasText: /dc3-r1$/ })
      .first()
      .getAttribute('value')) ?? '';
  await inspector.act('Boot tablet', Number(upNode));
  await expect(inspector.actionsNote).toContainText(`n${upNode}`);
  await timeline.pause();
});
