/**
 * A lesson from start to finish in each language, as a newcomer takes it: read, predict, act, see
 * the truth, go on. Every step is photographed and the readouts must agree at every step.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { Journey } from './journey.ts';

// On the app's own host (in-process, handed over to the workers): a first visit as a person makes it, on the host a person gets.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a first visit on the Web Workers, a worker per node.
test.use({ alone: true });

/** A lesson has a handful of steps; a walk longer than this is stuck. */
const MAX_STEPS = 12;

const visible = async (l: Locator) => (await l.count()) > 0 && (await l.first().isVisible());

for (const lang of ['en', 'ru'] as const)
  test(`the quorum lesson (${lang}), every step predicted, acted and revealed`, async ({
    app,
    page,
  }, info) => {
    // Every step pictured at three widths, predicted, acted and revealed: a long walk.
    test.slow();
    const j = new Journey(app, info);
    const { lessons: panel } = app;
    await page.goto(`/?lesson=quorum&lang=${lang}`);
    await expect(panel.panel).toBeVisible();
    await app.timeline.play();
    let step = 0;
    for (; step < MAX_STEPS; step++) {
      await expect(panel.panel).toHaveAttribute('data-step', String(step));
      const answers = page.locator('[data-testid^="lesson-answer-"]');
      if (await visible(answers)) {
        // Until an answer is chosen nothing reveals it: the act waits.
        if (await visible(panel.actButton)) await expect(panel.actButton).toBeDisabled();
        await j.step(`step${step}-question`);
        await answers.first().click();
      }
      if (await visible(panel.actButton)) await panel.act();
      else if (await visible(page.getByTestId('lesson-reveal'))) await panel.press('reveal');
      if (await visible(answers)) await expect(panel.truth).toBeVisible();
      await j.step(`step${step}-shown`);
      if (await visible(page.getByTestId('lesson-next'))) await panel.press('next');
      else break;
    }
    expect(step).toBeLessThan(MAX_STEPS);
    await panel.press('finish');
    await expect(panel.finished).toBeVisible();
    await j.step('finished');
    await panel.press('leave');
    await expect(panel.panel).toHaveCount(0);
    await expect.poll(() => app.timeline.timeMs()).toBe(0);
    await j.snap('left');
  });
