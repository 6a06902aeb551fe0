/**
 * Every lesson clicked through to its end in both languages: acts done (by clicking the part of
 * the page the step points at when it has one), each question answered with the file's correct
 * answer, and the revealed truth — computed by the simulation in the page — must be that answer.
 * Prints how long each lesson takes to click through.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

interface LessonFile {
  readonly id: string;
  readonly title: { en: string; ru: string };
  readonly steps: readonly {
    readonly act?: { readonly target?: string };
    readonly ask?: { readonly correct: string };
  }[];
}
const index = JSON.parse(readFileSync('public/lessons/index.json', 'utf8')) as {
  lessons: { id: string; file: string }[];
};
const lessons = index.lessons.map(
  (e) => JSON.parse(readFileSync(`public/lessons/${e.file}`, 'utf8')) as LessonFile,
);

async function clickThrough(page: Page, lesson: LessonFile, lang: 'en' | 'ru'): Promise<void> {
  await page.goto(`/?lesson=${lesson.id}&lang=${lang}`);
  await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title[lang]);
  for (const [i, step] of lesson.steps.entries()) {
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-step', String(i));
    if (step.act) {
      const target = step.act.target ? page.getByTestId(step.act.target) : null;
      // The part of the page the step points at counts as doing it; else the panel's button.
      if (target && (await target.isVisible())) await target.click({ force: true });
      else await page.getByTestId('lesson-act').click();
      await expect(page.getByTestId('lesson-act')).toBeDisabled();
    }
    if (step.ask) {
      await page.getByTestId(`lesson-answer-${step.ask.correct}`).click();
      await page.getByTestId('lesson-reveal').click();
      const truth = page.getByTestId('lesson-truth');
      await expect(truth).toHaveAttribute('data-truth', step.ask.correct);
      await expect(truth).toHaveAttribute('data-picked', step.ask.correct);
    }
    const last = i === lesson.steps.length - 1;
    await page.getByTestId(last ? 'lesson-finish' : 'lesson-next').click();
  }
  await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
  await expect(page.getByTestId(`lesson-item-${lesson.id}`)).toHaveAttribute('data-done', 'true');
}

for (const lang of ['en', 'ru'] as const)
  for (const lesson of lessons)
    test(`lesson ${lesson.id} (${lang}) runs to its end and reveals what the simulation shows`, async ({
      page,
    }, info) => {
      const started = Date.now();
      await clickThrough(page, lesson, lang);
      const ms = Date.now() - started;
      info.annotations.push({ type: 'click-through', description: `${ms} ms` });
      console.log(`lesson ${lesson.id} (${lang}): ${ms} ms`);
    });

test('a step pointing at a card below the fold of its panel brings it into view', async ({ page }) => {
  await page.goto('/?lesson=selfheal&lang=en');
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-step', '0');
  await page.getByTestId('tab-observers').click();
  await expect(page.getByTestId('selfheal-card')).toBeInViewport();
  await expect(page.getByTestId('lesson-highlight-selfheal-card')).toBeVisible();
});

test('the menu lists every lesson in the index, none coming; leaving restores the free simulator', async ({
  page,
}) => {
  await page.goto('/?preset=mirror-3-dc&seed=7');
  await page.getByTestId('lessons-open').click();
  await expect(page.getByTestId('lessons-menu')).toBeVisible();
  for (const l of lessons) await expect(page.getByTestId(`lesson-start-${l.id}`)).toBeVisible();
  await expect(page.locator('[data-testid^="lesson-coming-"]')).toHaveCount(0);
  await page.getByTestId('lesson-start-quorum').click();
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  await expect(page).toHaveURL(/lesson=quorum/);
  await page.getByTestId('lesson-leave').click();
  await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
  await expect(page).not.toHaveURL(/lesson=/);
  await expect(page).toHaveURL(/preset=mirror-3-dc/);
  await expect(page).toHaveURL(/seed=7/);
});

test('an unknown ?lesson= opens the menu with a message naming it', async ({ page }) => {
  await page.goto('/?lesson=nope');
  await expect(page.getByTestId('lesson-problems')).toContainText('"nope"');
});

for (const lang of ['en', 'ru'] as const)
  for (const width of [1440, 390])
    test(`screenshot of a lesson step (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(`/?lesson=rings-racks&lang=${lang}`);
      await page.getByTestId('lesson-next').click();
      await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-step', '1');
      await page.getByTestId('lesson-act').click();
      await page.getByTestId('lesson-next').click();
      await page.getByTestId('lesson-act').click();
      await page.getByTestId('lesson-answer-all').click();
      await page.getByTestId('lesson-reveal').click();
      await expect(page.getByTestId('lesson-truth')).toBeVisible();
      await page.screenshot({ path: `test-results/lesson-${lang}-${width}.png` });
    });
