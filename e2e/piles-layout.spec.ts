/**
 * The Piles tab as a person reads it: a refusal stops claiming to be current once the state it was
 * judged against changes; the state diagram is in view when the tab opens and none of its labels
 * lies on another; on a phone every pile command is on screen.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(l: Locator): Promise<{ text: string; box: Box }[]> {
  const out: { text: string; box: Box }[] = [];
  for (const e of await l.all())
    out.push({ text: (await e.textContent()) ?? '', box: (await e.boundingBox())! });
  return out;
}

test('a refusal given while pile B catches up is marked past once B moves on', async ({ app }) => {
  const { cluster, piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playFastest();
  await piles.open();
  // Pile B's datacenter fails and stays down while the admin fails B over and rejoins it.
  await cluster.toggleDc('dc2');
  await piles.failover('B');
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await piles.rejoin('B');
  await expect(piles.internalState('B')).toHaveText('NOT_SYNCHRONIZED_1', { timeout: 30_000 });
  // A switchover to B is refused: PROMOTE means SYNCHRONIZED, which B cannot jump to. The refusal is current.
  await piles.switchover('B');
  await expect(piles.refusal('B')).toContainText('refused by distconf', { timeout: 30_000 });
  await expect(piles.refusal('B')).toHaveAttribute('data-past', 'no');
  await expect(piles.refusal('B')).toContainText("Can't switch to SYNCHRONIZED directly");
  // dc2 comes back: distconf moves B on by itself, and the refusal no longer claims to be current.
  await cluster.toggleDc('dc2');
  await expect(piles.internalState('B')).not.toHaveText('NOT_SYNCHRONIZED_1', { timeout: 30_000 });
  await expect(piles.refusal('B')).toHaveAttribute('data-past', 'yes');
  await expect(piles.refusal('B')).toContainText(
    'was refused by distconf (SwitchBridgeClusterState) under generation 2; the state has changed since',
  );
  await timeline.pause();
});

test('the state diagram is in view when the tab opens at 1440×900 and no label lies on another', async ({
  app,
  page,
}, info) => {
  const { cluster, piles, timeline } = app;
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.playFastest();
  await cluster.toggleDc('dc1');
  await piles.open();
  // Pile A's datacenter is down while the diagram is read.
  await expect(cluster.rack('dc1-r1')).toHaveAttribute('data-state', 'down');
  await timeline.pause();
  for (const lang of ['en', 'ru'] as const) {
    await app.header.switchLanguage(lang);
    const diagram = piles.diagram('A');
    await piles.state('A').click(); // show pile A's diagram
    await expect(diagram).toBeVisible();
    const d = (await diagram.boundingBox())!;
    const panel = (await app.tabs.lowerPanel.boundingBox())!;
    // Inside the viewport and inside the tab panel as it opens, with no scrolling.
    expect(d.y + d.height, lang).toBeLessThanOrEqual(Math.min(900, panel.y + panel.height));
    expect(d.x + d.width, lang).toBeLessThanOrEqual(panel.x + panel.width);
    const labels = await boxes(piles.edgeLabels);
    expect(labels.map((l) => l.text).sort(), lang).toHaveLength(7);
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++)
        expect(
          overlap(labels[i]!.box, labels[j]!.box),
          `${lang}: "${labels[i]!.text}" over "${labels[j]!.text}"`,
        ).toBe(false);
    // Every label lies inside the diagram.
    for (const l of labels) expect(l.box.x, `${lang}: ${l.text}`).toBeGreaterThanOrEqual(d.x);
    await page.screenshot({ path: info.outputPath(`piles-${lang}-1440.png`) });
  }
  await expect(piles.edgeLabels.filter({ hasText: 'авто' })).toHaveCount(2);
  await expect(piles.edgeLabels.filter({ hasText: 'переключение' })).toHaveCount(1);
});

test('at 390 px every pile command is on screen and a failover works from there', async ({
  app,
  page,
}, info) => {
  const { piles, timeline } = app;
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('?preset=bridge-2-piles');
  await app.waitLive();
  await timeline.play();
  await piles.open();
  for (const pile of ['A', 'B']) {
    const buttons = await boxes(piles.commands(pile));
    expect(buttons).toHaveLength(4);
    for (const b of buttons) {
      expect(b.box.x, `${pile} ${b.text}`).toBeGreaterThanOrEqual(0);
      expect(b.box.x + b.box.width, `${pile} ${b.text}`).toBeLessThanOrEqual(390);
    }
  }
  expect(await app.horizontalOverflow()).toBeLessThanOrEqual(0);
  // distconf's root comes once the nodes have connected; a command before it is refused (no quorum)
  await timeline.playFastest();
  await expect(piles.noRoot).toHaveCount(0, { timeout: 30_000 });
  await piles.failover('B');
  await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
  await piles.panel.screenshot({ path: info.outputPath('piles-390.png') });
  await timeline.pause();
});
