/**
 * Predict, then reveal: at a question step nothing on the page gives the answer away before it is
 * chosen — not even with the run playing — and the act then makes it happen and shows it. The
 * panel opens the tab a step points at and keeps clear of what the step points at and of the
 * inspector's verdict; on a phone it is a bottom sheet under half the screen. A finished lesson
 * leaves a page whose cluster and timeline agree, and leaving brings the free simulator back.
 */
import type { Page } from '@playwright/test';
import { expect, QuorumscopePage, test } from './fixtures.ts';

const LOST = { en: 'Quorum lost', ru: 'Кворум потерян' } as const;
const ALREADY_LOST = { en: 'already lost', ru: 'уже потеряно' } as const;

/** The boxes of the step's rings (the parts the step points at). */
async function highlightBoxes(page: Page) {
  return page.locator('[data-testid^="lesson-highlight-"]').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of ['en', 'ru'] as const)
  test(`quorum lesson (${lang}): the answer shows only after the prediction, with the run playing`, async ({
    page,
  }) => {
    const app = new QuorumscopePage(page);
    const { lessons: panel, inspector, timeline } = app;
    const meter = inspector.quorumMeter(0);
    const headroom = page.getByTestId('headroom').getByTestId('headroom-statestorage');
    await page.goto(`/?lesson=quorum&lang=${lang}`);
    await panel.press('next');
    await panel.answer('yes');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'yes');
    await panel.press('next');
    await expect(panel.panel).toHaveAttribute('data-step', '2');

    // The person presses Play and lets the run go on while thinking.
    await timeline.play();
    const before = await timeline.timeMs();
    await expect.poll(() => timeline.timeMs()).toBeGreaterThan(before);
    await expect(panel.actButton).toBeDisabled();
    await expect(panel.pickFirst).toBeVisible();
    // Clicking n12 on the map before choosing does not fail it: the panel asks for the prediction.
    await app.cluster.node(12).click();
    await expect(panel.pickFirst).toHaveClass(/lesson-nudge/);
    await expect(inspector.status).toHaveAttribute('data-read', 'ok');
    await expect(meter).not.toContainText(LOST[lang]);
    await expect(headroom).not.toContainText(ALREADY_LOST[lang]);

    await panel.answer('no');
    await panel.act();
    await expect(panel.truth).toHaveAttribute('data-truth', 'no');
    await expect(inspector.status).toHaveAttribute('data-read', 'unavailable');
    await expect(meter).toContainText(LOST[lang]);
    await expect(headroom).toContainText(ALREADY_LOST[lang]);
  });

for (const [width, height] of [
  [1440, 900],
  [1024, 768],
] as const)
  test(`at ${width} px the panel opens the tab a step points at and covers neither it nor the verdict`, async ({
    page,
  }) => {
    const { lessons: panel, inspector } = new QuorumscopePage(page);
    await page.setViewportSize({ width, height });
    await page.goto('/?lesson=board&lang=en');
    await expect(panel.highlight('tab-observers')).toBeVisible();
    await expect(page.getByTestId('tab-observers')).toHaveAttribute('aria-selected', 'true');
    for (const step of [0, 1]) {
      await expect(panel.panel).toHaveAttribute('data-step', String(step));
      // The spot is re-read a few times a second; wait until the rings and the panel settle apart.
      await expect
        .poll(async () => {
          const box = await panel.box();
          const rings = await highlightBoxes(page);
          const verdict = await inspector.status.boundingBox();
          return (
            // Step 0 rings the Observers tab; n4 (step 1) is drawn only when racks are not summarised.
            (step === 1 || rings.length > 0) &&
            rings.every((r) => !overlaps(box, r)) &&
            verdict !== null &&
            !overlaps(box, verdict)
          );
        })
        .toBe(true);
      if (step === 0) await panel.press('next');
    }
  });

test('on a phone the lesson is a bottom sheet under half the screen that folds to its title', async ({
  page,
}) => {
  const { lessons: panel } = new QuorumscopePage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lesson=quorum&lang=ru');
  await panel.press('next');
  const open = await panel.box();
  expect(open.height).toBeLessThan(844 / 2);
  expect(open.y + open.height).toBeCloseTo(844, 0);
  // The nodes the step points at are scrolled into view above the sheet.
  const ring = page.getByTestId('lesson-highlight-node-2');
  await expect(ring).toBeInViewport();
  await expect.poll(async () => ((await ring.boundingBox())?.y ?? 999) + 40 <= open.y).toBe(true);
  await panel.fold.click();
  await expect(panel.actButton).toBeHidden();
  expect((await panel.box()).height).toBeLessThan(100);
  await panel.fold.click();
  await expect(panel.actButton).toBeVisible();
});

test('a finished lesson stays on its last state until the person leaves; leaving starts the free run over', async ({
  page,
}) => {
  const app = new QuorumscopePage(page);
  const { lessons: panel, timeline } = app;
  await page.goto('/?preset=mirror-3-dc&seed=7&lang=en');
  await timeline.play();
  await expect.poll(() => timeline.timeMs()).toBeGreaterThan(0);
  await panel.openMenu();
  await panel.start('replica-selection');
  await panel.press('next');
  await panel.answer(
    await page
      .locator('[data-testid^="lesson-answer-"]')
      .first()
      .getAttribute('data-testid')
      .then((id) => id!.slice('lesson-answer-'.length)),
  );
  await panel.act();
  await expect(panel.truth).toBeVisible();
  await panel.press('finish');
  await expect(panel.finished).toBeVisible();
  await expect(panel.panel).toHaveAttribute('data-finished', 'true');
  // Still the lesson's cluster, at the time its last step ran to.
  await expect(app.header.setupName('single-dc-8-racks · seed 1')).toBeVisible();
  await expect.poll(() => timeline.timeMs()).toBeGreaterThanOrEqual(1000);
  await panel.press('leave');
  await expect(panel.panel).toHaveCount(0);
  await expect(app.header.setupName('mirror-3-dc · seed 7')).toBeVisible();
  await expect(timeline.time).toHaveText(/^0(\.0+)? ms$/);
  // A new run: the scrubber's range is empty again (its end reads the least it shows, 1 µs).
  await expect(timeline.end).toHaveText('1 µs');
});
