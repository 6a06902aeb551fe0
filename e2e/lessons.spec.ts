/**
 * Every lesson clicked through to its end: each question answered first with the file's correct
 * answer, then the act done (by clicking the part of the page the step points at when it has one),
 * and the revealed truth — computed by the simulation in the page — must be that answer.
 * Each lesson runs in one language, alternating English and Russian down the index, and one lesson
 * switches language halfway: what a step reveals is the simulation's, the same in either language
 * (app/lessons/lessons.slow.test.ts proves every lesson true of the simulation), while the texts of
 * both languages are checked key for key by the i18n unit tests — a second language per lesson
 * here only repeated the same clicks.
 * Prints how long each lesson takes to click through.
 */
import { readFileSync } from 'node:fs';
import { expect, QuorumscopePage, test } from './fixtures.ts';

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

type Lang = 'en' | 'ru';

/** Clicks `lesson` through; with `switchTo`, the person switches the page to that language at step `atStep`. */
async function clickThrough(
  app: QuorumscopePage,
  lesson: LessonFile,
  lang: Lang,
  switchTo?: { readonly lang: Lang; readonly atStep: number },
): Promise<void> {
  const panel = app.lessons;
  await app.page.goto(`/?lesson=${lesson.id}&lang=${lang}`);
  await expect(panel.title).toHaveText(lesson.title[lang]);
  for (const [i, step] of lesson.steps.entries()) {
    await expect(panel.panel).toHaveAttribute('data-step', String(i));
    if (switchTo && i === switchTo.atStep) {
      await app.header.switchLanguage(switchTo.lang);
      // The lesson stays where it was; only its words change.
      await expect(panel.title).toHaveText(lesson.title[switchTo.lang]);
      await expect(panel.panel).toHaveAttribute('data-step', String(i));
    }
    if (step.ask) await panel.answer(step.ask.correct);
    if (step.act) {
      const target = step.act.target ? app.page.getByTestId(step.act.target) : null;
      // The part of the page the step points at counts as doing it; else the panel's button.
      // (Not when something lies over it: the click would land there.)
      const clear =
        target !== null &&
        (await target.isVisible()) &&
        (await target.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(el.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }));
      if (target && clear) await target.click({ force: true });
      else await panel.act();
      await expect(panel.actButton).toBeDisabled();
    }
    if (step.ask) {
      if (!step.act) await panel.press('reveal');
      await expect(panel.truth).toHaveAttribute('data-truth', step.ask.correct);
      await expect(panel.truth).toHaveAttribute('data-picked', step.ask.correct);
    }
    if (i === lesson.steps.length - 1) await panel.press('finish');
    else await panel.press('next');
  }
  await expect(panel.panel).toHaveAttribute('data-finished', 'true');
  await panel.press('more');
  await expect(panel.item(lesson.id)).toHaveAttribute('data-done', 'true');
}

for (const [i, lesson] of lessons.entries()) {
  const lang: Lang = i % 2 === 0 ? 'en' : 'ru';
  test(`lesson ${lesson.id} (${lang}) runs to its end and reveals what the simulation shows`, async ({
    page,
  }, info) => {
    const started = Date.now();
    await clickThrough(new QuorumscopePage(page), lesson, lang);
    const ms = Date.now() - started;
    info.annotations.push({ type: 'click-through', description: `${ms} ms` });
    console.log(`lesson ${lesson.id} (${lang}): ${ms} ms`);
  });
}

// The longest lesson again, starting in the language it did not run in above and switched back halfway.
const longest = lessons.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
const endLang: Lang = lessons.indexOf(longest) % 2 === 0 ? 'en' : 'ru';
const startLang: Lang = endLang === 'en' ? 'ru' : 'en';
test(`lesson ${longest.id} switched from ${startLang} to ${endLang} halfway runs to its end`, async ({
  page,
}) => {
  await clickThrough(new QuorumscopePage(page), longest, startLang, {
    lang: endLang,
    atStep: Math.floor(longest.steps.length / 2),
  });
});

test('a step pointing at a card below the fold of its panel brings it into view', async ({ page }) => {
  const app = new QuorumscopePage(page);
  await page.goto('/?lesson=selfheal&lang=en');
  await expect(app.lessons.panel).toHaveAttribute('data-step', '0');
  // The step opens the tab it rings, then brings the card into view.
  await expect(page.getByTestId('tab-observers')).toHaveAttribute('aria-selected', 'true');
  await expect(app.observers.selfHealCard).toBeInViewport();
  await expect(app.lessons.highlight('selfheal-card')).toBeVisible();
});

test('the menu lists every lesson in the index, none coming; leaving restores the free simulator', async ({
  page,
}) => {
  const { lessons: panel } = new QuorumscopePage(page);
  await page.goto('/?preset=mirror-3-dc&seed=7');
  await panel.openMenu();
  await expect(panel.menu).toBeVisible();
  for (const l of lessons) await expect(panel.startButton(l.id)).toBeVisible();
  await expect(panel.coming).toHaveCount(0);
  await panel.start('quorum');
  await expect(panel.panel).toBeVisible();
  await expect(page).toHaveURL(/lesson=quorum/);
  await panel.press('leave');
  await expect(panel.panel).toHaveCount(0);
  await expect(page).not.toHaveURL(/lesson=/);
  await expect(page).toHaveURL(/preset=mirror-3-dc/);
  await expect(page).toHaveURL(/seed=7/);
});

test('an unknown ?lesson= opens the menu with a message naming it', async ({ page }) => {
  const { lessons: panel } = new QuorumscopePage(page);
  await page.goto('/?lesson=nope');
  await expect(panel.problems).toContainText('"nope"');
});

for (const lang of ['en', 'ru'] as const)
  for (const width of [1440, 390])
    test(`screenshot of a lesson step (${lang}, ${width} px)`, async ({ page }) => {
      const { lessons: panel } = new QuorumscopePage(page);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(`/?lesson=rings-racks&lang=${lang}`);
      await panel.press('next');
      await expect(panel.panel).toHaveAttribute('data-step', '1');
      await panel.act();
      await panel.press('next');
      await panel.answer('all');
      await panel.act();
      await expect(panel.truth).toBeVisible();
      await page.screenshot({ path: `test-results/lesson-${lang}-${width}.png` });
    });
