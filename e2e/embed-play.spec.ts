import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EmbeddedLesson, hostPage } from './pages/embed.ts';

/** A plain documentation page on the app's origin (see embed.spec.ts) framing the embed at the given size. */
async function openHost(page: Page, baseURL: string, query: string, width = 800, height = 600) {
  const host = `${baseURL}/docs-host/play.html`;
  await page.unrouteAll();
  await page.route(host, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(`${baseURL}/${query}`, width, height) }),
  );
  await page.goto(host);
  return new EmbeddedLesson(page);
}

/** Boxes (in the frame's own coordinates) of the parts that must stay inside the frame and their cells. */
function boxesIn(embed: EmbeddedLesson) {
  return embed.root.evaluate((root) => {
    const box = (
      el: { getBoundingClientRect(): { left: number; top: number; right: number; bottom: number } } | null,
    ) => {
      const r = el?.getBoundingClientRect();
      return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
    };
    const doc = root.ownerDocument.documentElement;
    return {
      frame: { right: doc.clientWidth, bottom: doc.clientHeight },
      scrollWidth: doc.scrollWidth,
      controls: box(root.querySelector('.embed-controls')),
      view: box(root.querySelector('.embed-body > .cluster-panel')),
      viewScroll: (() => {
        const v = root.querySelector('.embed-body > .cluster-panel');
        return v ? { sw: v.scrollWidth, cw: v.clientWidth } : null;
      })(),
      parts: [...root.querySelectorAll('.embed-body > .cluster-panel > *')].map(box),
      panel: box(root.querySelector('[data-testid="lesson-panel"]')),
    };
  });
}

for (const lang of ['en', 'ru'] as const) {
  test(`${lang}: the embed plays between lesson steps and pauses, and an act does not stop a playing run`, async ({
    page,
    baseURL,
  }) => {
    const embed = await openHost(page, baseURL!, `?embed=1&lesson=leader-election&lang=${lang}`);
    const said =
      lang === 'ru'
        ? { play: '▶ Пуск', pause: '❚❚ Пауза', paused: 'на паузе', playing: 'идёт' }
        : { play: '▶ Play', pause: '❚❚ Pause', paused: 'paused', playing: 'playing' };
    await expect(embed.play).toBeEnabled({ timeout: 30_000 });
    await expect(embed.play).toHaveText(said.play);
    await expect(embed.state).toContainText(said.paused);
    const before = await embed.timeUs();
    await embed.play.click();
    await expect(embed.play).toHaveText(said.pause);
    await expect(embed.state).toContainText(said.playing);
    await expect.poll(() => embed.timeUs(), { timeout: 30_000 }).toBeGreaterThan(before);

    // The step's act while playing: the lesson runs on to its outcome and leaves play as it was.
    await embed.answer('g2');
    await embed.actButton.click();
    await expect(embed.truth).toHaveAttribute('data-truth', 'g2', { timeout: 30_000 });
    await expect(embed.play).toHaveAttribute('data-playing', 'true');
    const during = await embed.timeUs();
    await expect.poll(() => embed.timeUs(), { timeout: 30_000 }).toBeGreaterThan(during);

    await embed.play.click();
    await expect(embed.play).toHaveAttribute('data-playing', 'false');
    await expect(embed.state).toContainText(said.paused);
    await expect(embed.play).toHaveText(said.play);
    // Paused: virtual time stands still (read twice across the player's frames).
    const stopped = await embed.timeUs();
    await embed.root.evaluate((el) => {
      const win = el.ownerDocument.defaultView!;
      return new Promise((r) => win.requestAnimationFrame(() => win.requestAnimationFrame(r)));
    });
    await expect(embed.time).toHaveAttribute('data-us', String(stopped));
  });
}

for (const lang of ['en', 'ru'] as const) {
  test(`${lang}: in a 390 px frame the controls, the cluster view and the lesson fit their cells and the frame`, async ({
    page,
    baseURL,
  }, info) => {
    await page.setViewportSize({ width: 430, height: 780 });
    const embed = await openHost(page, baseURL!, `?embed=1&lesson=leader-election&lang=${lang}`, 390, 700);
    await expect(embed.play).toBeEnabled({ timeout: 30_000 });
    await expect(embed.cluster).toBeVisible();
    // The lesson loads after the frame's page: measure once its panel is there.
    await expect(embed.panel).toBeVisible();
    const b = await boxesIn(embed);
    await page.screenshot({ path: info.outputPath(`embed-390-${lang}.png`) });
    expect(b.scrollWidth).toBeLessThanOrEqual(b.frame.right);
    for (const part of [b.controls, b.view, b.panel]) {
      expect(part).not.toBeNull();
      expect(part!.left).toBeGreaterThanOrEqual(0);
      expect(part!.right).toBeLessThanOrEqual(b.frame.right);
      expect(part!.bottom).toBeLessThanOrEqual(b.frame.bottom);
    }
    // The lesson sits under the cluster view instead of covering its lower racks.
    expect(b.panel!.top).toBeGreaterThanOrEqual(b.view!.bottom);
    // Nothing of the cluster view sticks out of its grid cell, sideways or below.
    expect(b.viewScroll!.sw).toBeLessThanOrEqual(b.viewScroll!.cw);
    for (const part of b.parts) {
      expect(part!.left).toBeGreaterThanOrEqual(b.view!.left - 0.5);
      expect(part!.right).toBeLessThanOrEqual(b.view!.right + 0.5);
      expect(part!.bottom).toBeLessThanOrEqual(b.view!.bottom + 0.5);
    }
  });
}
