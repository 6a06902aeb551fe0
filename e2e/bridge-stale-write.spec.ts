/**
 * A refused stale write stands out, and the lesson on why two primaries cannot corrupt data.
 * While the run plays, pile B's datacenter fails and n3's rack is cut off; pile B is failed over, so
 * the dsproxy-proxy's PPGeneration rises to 2 while n3's proxy keeps 1. Paused, the cut is healed
 * and n3 writes at once: pile A's VDisks refuse it. The map draws a red line and label at n3, the
 * log has an alarm row, the Story a red sentence. The lesson is answered before its reveal.
 */
import { expect, test } from './fixtures.ts';

const TEXT = {
  en: { log: /refused by group A on n\d+, which holds PPGeneration 2/, story: /^Refused: n3's/ },
  ru: {
    log: /отклонена группой A на n\d+, у которой PPGeneration 2/,
    story: /^Отказ: dsproxy-proxy узла n3/,
  },
} as const;

for (const lang of ['en', 'ru'] as const)
  test(`a stale proxy's write after a failover is refused and stands out on the map, the log and the story (${lang})`, async ({
    app,
  }) => {
    const { cluster, network, piles, storage, timeline, log, story } = app;
    await app.open(`?preset=bridge-2-piles&lang=${lang}`);
    await app.waitLive();
    await timeline.waitPlayable();
    await timeline.play();
    await cluster.toggleDc('dc2');
    await network.open();
    await network.between('rack:dc1-r2');
    await network.cut();
    await piles.open();
    await piles.failover('B');
    await expect(piles.state('B')).toHaveText('DISCONNECTED', { timeout: 30_000 });
    await storage.open();
    await expect(storage.ppGeneration).toHaveText('PPGeneration 2');
    await expect(storage.refusedWrite(3)).toHaveCount(0);
    // Healed and written at one moment, before a heartbeat brings n3 the new state.
    await timeline.pause();
    await network.open();
    await network.healAll();
    await storage.open();
    await storage.writeThrough(3);
    await timeline.play();
    await expect(storage.refusedWrite(3)).toBeVisible({ timeout: 30_000 });
    await expect(storage.refusedWrite(3)).toHaveAttribute('data-reason', 'stale-generation');
    await expect(storage.refusedWrite(3)).toContainText('PPGeneration 1');
    await timeline.pause();
    await log.open();
    const row = log.rows.filter({ hasText: TEXT[lang].log });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toHaveClass(/log-alarm/);
    await story.open();
    const item = story.item(TEXT[lang].story);
    await expect(item).toHaveAttribute('data-alarm', 'true');
  });

for (const lang of ['en', 'ru'] as const)
  test(`lesson two-primaries (${lang}): predictions before the reveals, then only the committed proxy writes`, async ({
    app,
  }) => {
    const { lessons: panel } = app;
    await app.page.goto(`/?lesson=two-primaries&lang=${lang}`);
    await expect(panel.panel).toHaveAttribute('data-step', '0');
    await panel.act();
    await panel.press('next');
    await expect(panel.panel).toHaveAttribute('data-step', '1');
    // Nothing gives the answer away before it is chosen.
    await expect(panel.truth).toHaveCount(0);
    await expect(panel.actButton).toBeDisabled();
    await panel.answer('both');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'b-only');
    await expect(panel.truth).toHaveAttribute('data-picked', 'both');
    await panel.press('next');
    await expect(panel.panel).toHaveAttribute('data-step', '2');
    await expect(panel.truth).toHaveCount(0);
    await expect(app.storage.refusedWrite(13)).toHaveCount(0);
    await panel.answer('refused');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'refused');
    await expect(app.storage.refusedWrite(13)).toBeVisible();
    await expect(app.storage.refusedWrite(13)).toHaveAttribute('data-reason', 'stale-generation');
  });
