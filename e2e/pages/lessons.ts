/** Guided lessons: the menu, and the lesson panel's narration, act, question, reveal and navigation. */
import type { Locator } from '@playwright/test';
import { part } from './part.ts';

export class LessonPanel extends part({
  ids: {
    menu: 'lessons-menu',
    problems: 'lesson-problems',
    /** The open lesson; `data-step` is the step shown, `data-finished` once finished. */
    panel: 'lesson-panel',
    /** Says to choose an answer before the step's act (shown while the act waits). */
    pickFirst: 'lesson-pick-first',
    /** What a finished lesson's panel says, with leave and other lessons. */
    finished: 'lesson-finished',
    /** Folds the phone's bottom sheet to its title bar and back. */
    fold: 'lesson-fold',
    title: 'lesson-title',
    actButton: 'lesson-act',
    /** The revealed truth: `data-truth` (what the simulation shows), `data-picked` (the answer chosen). */
    truth: 'lesson-truth',
    evidence: 'lesson-evidence',
  },
  keyed: {
    /** The menu's button that starts lesson `id`. */
    startButton: 'lesson-start-',
    /** A lesson's entry in the menu; `data-done` once finished. */
    item: 'lesson-item-',
    /** The step's ring around a part of the page (the key is that part's data-testid). */
    highlight: 'lesson-highlight-',
  },
}) {
  /** Opens the lessons menu from the header. */
  async openMenu(): Promise<void> {
    await this.page.getByTestId('lessons-open').click();
  }
  async start(id: string): Promise<void> {
    await this.startButton(id).click();
  }
  /** Lessons the menu lists as coming, not runnable yet. */
  get coming(): Locator {
    return this.page.locator('[data-testid^="lesson-coming-"]');
  }

  /** The panel's box on screen. */
  async box(): Promise<{ x: number; y: number; width: number; height: number }> {
    const b = await this.panel.boundingBox();
    if (!b) throw new Error('the lesson panel is not on screen');
    return b;
  }
  /** Does the step's act with the panel's button (on a question step it also reveals). */
  async act(): Promise<void> {
    await this.actButton.click();
  }
  async answer(id: string): Promise<void> {
    await this.page.getByTestId(`lesson-answer-${id}`).click();
  }
  /** Unfolds what the simulation saw behind the revealed truth. */
  async showEvidence(): Promise<void> {
    await this.page.locator('.lesson-evidence summary').click();
  }
  /** Presses one of the panel's buttons: reveal (a question without an act), next, finish, leave, more. */
  async press(button: 'reveal' | 'next' | 'finish' | 'leave' | 'more'): Promise<void> {
    await this.page.getByTestId(`lesson-${button}`).click();
  }
}
