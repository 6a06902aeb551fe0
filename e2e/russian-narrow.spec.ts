/**
 * What a stranger reading the page in Russian on a 1024 px laptop sees: the spare-capacity bar
 * keeps to one line and the cluster drawing its height; the event log names operations in Russian
 * words; a lesson's panel keeps the pile the step talks about clear; a refused join is said in
 * Russian and can be put away like a notice.
 */
import type { Page } from '@playwright/test';
import { expect, QuorumscopePage, test } from './fixtures.ts';
import { rowsOf } from './pages/rows.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, testId: string): Promise<Box> {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not on screen`);
  return b;
}

test('at 1024 px in Russian with spare capacity the bar keeps to one line and the cluster its height', async ({
  app,
  page,
}) => {
  const { cluster, timeline } = app;
  await page.setViewportSize({ width: 1024, height: 768 });
  await app.open('?lang=ru&preset=mirror-3-dc');
  await app.waitLive();
  const without = await boxOf(page, 'cluster-svg');
  await app.open('?lang=ru&preset=mirror-3-dc&spare=rack:dc1');
  await app.waitLive();
  await timeline.waitPlayable();
  await timeline.setFastest();
  await timeline.play();
  await cluster.toggleRack('dc2-r1');
  await expect(cluster.rack('dc2-r1')).toHaveAttribute('data-state', 'down');
  await expect(cluster.membershipBar).toHaveAttribute('data-compact', 'true');
  const bar = await boxOf(page, 'membership-bar');
  const parts = await Promise.all(
    ['membership-counts', 'add-rack', 'add-node', 'decommission-node', 'decommission'].map((id) =>
      boxOf(page, id),
    ),
  );
  // One row: every part inside the bar's one line, none past its right edge.
  expect(bar.height).toBeLessThan(44);
  for (const p of parts) {
    expect(p.y).toBeGreaterThanOrEqual(bar.y);
    expect(p.y + p.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    expect(p.x + p.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
  }
  // The short label names the rack; the full one is its title.
  await expect(cluster.addRack).toHaveText('+ стойка dc1-r4');
  await expect(cluster.addRack).toHaveAttribute('title', 'Добавить стойку dc1-r4');
  const drawing = await boxOf(page, 'cluster-svg');
  expect(drawing.height).toBeGreaterThanOrEqual(without.height * 0.9);
  await timeline.pause();
});

for (const [query, rack] of [
  ['?lang=ru&scenario=bridge-failover', null],
  ['?lang=ru&scenario=tablet-reelection', 'dc3-r1'],
] as const)
  test(`the Russian log names each operation in words (${query})`, async ({ page }) => {
    const app = new QuorumscopePage(page);
    const { cluster, timeline, log } = app;
    await app.open(query);
    await app.waitLive();
    await timeline.waitPlayable();
    await timeline.setFastest();
    await timeline.play();
    if (rack) {
      await cluster.toggleRack(rack);
      await expect(cluster.rack(rack)).toHaveAttribute('data-state', 'down');
    }
    await log.open();
    await log.filterSubsystem('statestorage');
    // An operation's line ends in its outcome: started, quorum, error or timeout.
    const opLines = log.texts.filter({ hasText: /: (начато|кворум собран|ошибка|истёк тайм-аут)/ });
    await expect(opLines.first()).toBeVisible({ timeout: 60_000 });
    await timeline.pause();
    const lines = await opLines.allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/^[A-Za-z]|\b[a-z]+\.[a-z]+\b/);
  });

for (const [lesson, steps] of [
  ['rejoin-copies', 1],
  ['two-primaries', 1],
] as const)
  test(`at 1024 px the ${lesson} lesson keeps the piles its step rings clear`, async ({ page }) => {
    const app = new QuorumscopePage(page);
    const { lessons: panel } = app;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`/?lesson=${lesson}&lang=ru`);
    await expect(panel.panel).toHaveAttribute('data-step', '0');
    for (let i = 0; i < steps; i++) {
      await panel.act();
      await expect(page.getByTestId('lesson-next')).toBeEnabled({ timeout: 60_000 });
      await panel.press('next');
    }
    await expect(panel.panel).toHaveAttribute('data-step', String(steps));
    await expect(panel.highlight('dc-dc2')).toBeVisible();
    // The whole datacenter frame of each ringed datacenter, not only its clickable head.
    const rings = ['dc-dc1', 'dc-dc2'];
    await expect
      .poll(async () => {
        const box = await panel.box();
        for (const id of rings) {
          const ringed = await panel.highlight(id).count();
          if (ringed === 0) continue;
          const frame = await page.getByTestId(id).locator('..').boundingBox();
          if (!frame || overlaps(box, frame)) return false;
        }
        return true;
      })
      .toBe(true);
  });

test('a refused join says why in Russian and is put away with ×', async ({ page }) => {
  const app = new QuorumscopePage(page);
  const { cluster, timeline } = app;
  await app.open('?lang=ru&scenario=expand-selfheal');
  await app.waitLive();
  await timeline.waitPlayable();
  // Node 15 joins now; the scenario's rack.add at 3 s then names it again and is refused.
  await cluster.addNode.click();
  await timeline.setFastest();
  await timeline.play();
  await expect(cluster.joinRefusal).toBeVisible({ timeout: 60_000 });
  await timeline.pause();
  await expect(cluster.joinRefusal).toContainText('узел 15 уже в кластере');
  await expect(cluster.joinRefusal).not.toContainText(/already|refused|rack\.add|'/);
  await cluster.joinRefusalDismiss.click();
  await expect(cluster.joinRefusal).toHaveCount(0);
  await expect(cluster.membershipCounts).toHaveText('в кластере 15 · в резерве 1 · выведено 0');
});

test('at 1024 px a long lesson act wraps inside the panel', async ({ page }) => {
  const { lessons: panel } = new QuorumscopePage(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/?lesson=rejoin-copies&lang=ru');
  await panel.act();
  await expect(page.getByTestId('lesson-next')).toBeEnabled({ timeout: 60_000 });
  await panel.press('next');
  await expect(panel.actButton).toContainText('записать на n1, n2 и n3');
  const box = await panel.box();
  const act = await panel.actButton.boundingBox();
  expect(act && act.x + act.width <= box.x + box.width).toBe(true);
});

/** How many rows the tabs take, read in one frame (the page may still be settling between reads). */
/** Every box in `boxes` pairwise clear of the others. */
function allClear(boxes: Record<string, Box>): string[] {
  const names = Object.keys(boxes);
  const hits: string[] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++)
      if (overlaps(boxes[names[i]!]!, boxes[names[j]!]!)) hits.push(`${names[i]} × ${names[j]}`);
  return hits;
}

test('at 1024 px in Russian the bridge page keeps its header parts apart, its tabs on one row and the record table whole', async ({
  app,
  page,
}) => {
  const { timeline, inspector, story, tabs } = app;
  await page.setViewportSize({ width: 1024, height: 768 });
  await app.open('?lang=ru&preset=bridge-2-piles');
  await app.waitLive();
  await timeline.waitPlayable();
  // The story is read as the run goes: open it, then play at the page's own speed and boot a tablet.
  await story.open();
  await timeline.play();
  await inspector.act('Запустить таблетку');
  // The story names a StateStorage operation in Russian words, not the protocol's identifier.
  await expect(
    story.item(/опросил \d+ реплик StateStorage \((поиск|блокировка|обновление)\)/).first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  await timeline.pause();
  await expect(story.item(/\((lookup|lock|update)\)/)).toHaveCount(0);

  // Header: the tagline, the start hint, the actions and the headroom each in their own place.
  const header = {
    tagline: (await page.locator('.tagline').boundingBox())!,
    hint: await boxOf(page, 'howto'),
    share: await boxOf(page, 'share'),
    runtime: await boxOf(page, 'runtime'),
    headroom: await boxOf(page, 'headroom'),
  };
  expect(allClear(header)).toEqual([]);
  // The cluster gets more of the height than the header.
  const headerBox = (await page.locator('header.header').boundingBox())!;
  const clusterBox = await boxOf(page, 'cluster-svg');
  expect(clusterBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(clusterBox.height).toBeGreaterThan(headerBox.height);

  // The lower tabs keep to one row (the strip scrolls inside itself); the side panel shows the record.
  const lower = tabs.lowerPanel.getByRole('tablist').first().getByRole('tab');
  await expect.poll(() => rowsOf(lower)).toBe(1);
  await inspector.open();
  const card = await boxOf(page, 'inspector-group-0');
  // Every column, the replicas' values last, within the card: none scrolled out of sight.
  for (const head of ['статус', 'значение']) {
    const th = page.getByTestId('inspector-group-0').locator('th', { hasText: head });
    const box = (await th.boundingBox())!;
    expect(box.x + box.width, head).toBeLessThanOrEqual(card.x + card.width + 0.5);
  }
});

test('at 390 px in Russian the lower tabs keep to one row and the lost messages are named as messages', async ({
  app,
  page,
}) => {
  const { timeline, cluster, log, tabs } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('?lang=ru&preset=bridge-2-piles');
  await app.waitLive();
  const lower = tabs.lowerPanel.getByRole('tablist').first().getByRole('tab');
  expect(await lower.count()).toBeGreaterThan(4);
  await expect.poll(() => rowsOf(lower)).toBe(1);
  // The last tab is reached by scrolling the strip, and opens.
  await lower.last().click();
  await expect(lower.last()).toHaveAttribute('aria-selected', 'true');
  expect(await app.horizontalOverflow()).toBeLessThanOrEqual(0);

  await timeline.waitPlayable();
  await timeline.setFastest();
  await timeline.play();
  await cluster.toggleRack('dc2-r1');
  await log.open();
  const lost = log.texts.filter({ hasText: /^✕ потеряно/ });
  await expect(lost.first()).toBeVisible({ timeout: 60_000 });
  await timeline.pause();
  for (const line of await lost.allTextContents()) expect(line).toMatch(/^✕ потеряно сообщение /);
});
