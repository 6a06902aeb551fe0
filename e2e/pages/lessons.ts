/** Guided lessons: the menu, and the lesson panel's narration, act, question, reveal and navigation. */
import type { Locator, Page } from '@playwright/test';

export class LessonPanel {
  constructor(readonly page: Page) {}

  /** Opens the lessons menu from the header. */
  async openMenu(): Promise<void> {
    await this.page.getByTestId('lessons-open').click();
  }
  get menu(): Locator {
    return this.page.getByTestId('lessons-menu');
  }
  /** The menu's button that starts lesson `id`. */
  startButton(id: string): Locator {
    return this.page.getByTestId(`lesson-start-${id}`);
  }
  async start(id: string): Promise<void> {
    await this.startButton(id).click();
  }
  /** Lessons the menu lists as coming, not runnable yet. */
  get coming(): Locator {
    return this.page.locator('[data-testid^="lesson-coming-"]');
  }
  /** A lesson's entry in the menu; `data-done` once finished. */
  item(id: string): Locator {
    return this.page.getByTestId(`lesson-item-${id}`);
  }
  get problems(): Locator {
    return this.page.getByTestId('lesson-problems');
  }

  /** The open lesson; `data-step` is the step shown. */
  get panel(): Locator {
    return this.page.getByTestId('lesson-panel');
  }
  get title(): Locator {
    return this.page.getByTestId('lesson-title');
  }
  get actButton(): Locator {
    return this.page.getByTestId('lesson-act');
  }
  /** The step's ring around a part of the page (`testId` is that part's data-testid). */
  highlight(testId: string): Locator {
    return this.page.getByTestId(`lesson-highlight-${testId}`);
  }
  /** The revealed truth: `data-truth` (what the simulation shows), `data-picked` (the answer chosen). */
  get truth(): Locator {
    return this.page.getByTestId('lesson-truth');
  }
  get evidence(): Locator {
    return this.page.getByTestId('lesson-evidence');
  }

  /** Does the step's act with the panel's button. */
  async act(): Promise<void> {
    await this.actButton.click();
  }
  async answer(id: string): Promise<void> {
    await this.page.getByTestId(`lesson-answer-${id}`).click();
  }
  async reveal(): Promise<void> {
    await this.page.getByTestId('lesson-reveal').click();
  }
  /** Unfolds what the simulation saw behind the revealed truth. */
  async showEvidence(): Promise<void> {
    await this.page.locator('.lesson-evidence summary').click();
  }
  async next(): Promise<void> {
    await this.page.getByTestId('lesson-next').click();
  }
  async finish(): Promise<void> {
    await this.page.getByTestId('lesson-finish').click();
  }
  async leave(): Promise<void> {
    await this.page.getByTestId('lesson-leave').click();
  }
}
