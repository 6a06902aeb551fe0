import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

const config = (name: string) =>
  readFileSync(new URL(`../public/configs/${name}.yaml`, import.meta.url), 'utf8');

test('an engineer compares the running mirror-3-dc with single-dc-8-racks while it runs', async ({ app }) => {
  const { setup, timeline } = app;
  await app.open();
  await app.waitLive();
  await timeline.play();
  await setup.compareWith('single-dc-8-racks');
  await expect(setup.compareResult).toBeVisible({ timeout: 60_000 });
  // mirror-3-dc survives 4 nodes, 4 racks or a DC; eight racks of one DC survive 2, 2 and none.
  const ss = setup.compareTolerance('statestorage');
  await expect(ss.locator('td').nth(0)).toHaveText('4 · 4 · 1');
  await expect(ss.locator('td').nth(1)).toHaveText('2 · 2 · 0');
  await expect(ss.locator('td').nth(1).locator('.cmp-down')).toHaveCount(3);
  // The one DC alone breaks B; in A it took two of the three.
  // The three subsystems share their rings on both sides: their combinations are listed once.
  const cuts = setup.compareCuts('statestorage');
  await expect(cuts).toHaveAttribute('data-subsystems', 'statestorage board schemeboard');
  await expect(cuts.locator('strong').first()).toHaveText('StateStorage, Board, SchemeBoard');
  await expect(cuts).toContainText('the same for each');
  await expect(setup.compareCuts('board')).toHaveCount(0);
  await expect(cuts.getByTestId('compare-gained').filter({ hasText: '{dc1}' })).toHaveText(
    /new in B \(1\):\s*\{dc1\}/,
  );
  await expect(cuts.getByTestId('compare-lost').filter({ hasText: '{dc1, dc2}' })).toContainText(
    'gone in B (3)',
  );
  await setup.compareResult.getByText('Share of records per node').click();
  await expect(setup.compareLoad).toBeVisible();
});

test('сравнение со вставленным config.yaml по-русски, с отказавшей стойкой', async ({ app }) => {
  const { setup, timeline, cluster } = app;
  await app.open('?lang=ru');
  await app.waitLive();
  await timeline.play();
  await cluster.toggleRack('dc1-r1');
  await expect(cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  // Nothing pasted yet: the page asks for it instead of comparing.
  await setup.compareWith('');
  await expect(setup.compareProblem).toHaveText('Вставьте config.yaml, с которым сравнить.');
  await setup.compareWith('', config('mirror-3-dc'));
  await expect(setup.compareResult).toBeVisible({ timeout: 60_000 });
  await expect(setup.compareResult).toContainText('Что переживёт каждая запись');
  await expect(setup.compareTolerance('board').locator('td').nth(0)).toHaveText('4 · 4 · 1');
  await expect(setup.compareResult.getByTestId('compare-name-b')).toHaveText('B: вставленная конфигурация');
  // The three subsystems share their rings on both sides: their combinations are listed once.
  await expect(setup.compareCuts('statestorage')).toContainText(
    'StateStorage, Board, SchemeBoard — у всех одинаково:',
  );
});

test('a pasted B with mistakes is refused with what and where, as the importer says it, while it runs', async ({
  app,
}) => {
  const { setup, timeline } = app;
  await app.open();
  await app.waitLive();
  await timeline.play();
  await setup.compareWith('', config('broken'));
  // The importer's own list: every problem with its YAML path and line, and no comparison.
  await expect(setup.compareProblems).toContainText('line 7');
  await expect(setup.compareProblems).toContainText('hosts[1].node_id');
  await expect(setup.compareResult).toHaveCount(0);
  // Fixed text compares.
  await setup.compareYaml.fill(config('mirror-3-dc'));
  await expect(setup.compareProblems).toHaveCount(0);
  await setup.page.getByTestId('compare-run').click();
  await expect(setup.compareResult).toBeVisible({ timeout: 60_000 });
});

test('the comparison runs beside playback: "comparing…" while the clock moves, a new B cancels it', async ({
  app,
}) => {
  const { setup, timeline } = app;
  await app.open();
  await app.waitLive();
  await timeline.play();
  // ydb-1000's thousand nodes: seconds of work, off the page's thread.
  await setup.compareWith('ydb-1000');
  await expect(setup.compareBusy).toBeVisible();
  const at = await timeline.timeMs();
  await expect.poll(() => timeline.timeMs(), { timeout: 30_000 }).toBeGreaterThan(at);
  // Choosing another B ends the comparison under way: no "comparing…", no result of the old B.
  await setup.compareOther.selectOption('single-dc-8-racks');
  await expect(setup.compareBusy).toHaveCount(0);
  await expect(setup.compareResult).toHaveCount(0);
  await setup.page.getByTestId('compare-run').click();
  await expect(setup.compareResult).toBeVisible({ timeout: 60_000 });
  await expect(setup.compareResult.getByTestId('compare-name-b')).toContainText('single-dc-8-racks');
});
