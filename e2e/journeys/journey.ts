/**
 * A first visit, scripted: each journey walks the page as a newcomer would and, at every step,
 * checks that the readouts agree; with QS_JOURNEY_SHOTS=1 it first saves what the screen shows at
 * 1440, 1024 and 390 px into the test's output folder (test-results/e2e/…) for a person to look at.
 * The pictures assert nothing; the readouts are checked either way.
 */
import type { TestInfo } from '@playwright/test';
import { readoutDisagreements } from '../../app/analysis/readouts.ts';
import { expect, type QuorumscopePage } from '../fixtures.ts';
import { readReadouts } from '../pages/header.ts';

/** The widths a journey is looked at: desktop, a small laptop or tablet, a phone. */
const JOURNEY_WIDTHS = [1440, 1024, 390] as const;
const HEIGHT = { 1440: 900, 1024: 768, 390: 844 } as const;

export class Journey {
  private shots = 0;

  constructor(
    private readonly app: QuorumscopePage,
    private readonly info: TestInfo,
  ) {}

  /** Saves the page at each journey width (with QS_JOURNEY_SHOTS=1), then returns to the width the journey runs at. */
  async snap(step: string): Promise<void> {
    if (!process.env.QS_JOURNEY_SHOTS) return;
    const { page } = this.app;
    const before = page.viewportSize() ?? { width: 1440, height: 900 };
    const n = String(++this.shots).padStart(2, '0');
    for (const width of JOURNEY_WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      // One frame for the layout to follow the new width before the picture is taken.
      await page.evaluate(
        () =>
          new Promise((r) =>
            (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame(
              () => r(null),
            ),
          ),
      );
      const path = this.info.outputPath(`${n}-${step}-${width}.png`);
      await page.screenshot({ path });
    }
    await page.setViewportSize(before);
  }

  /**
   * The header's headroom, the inspector's verdict and the ring view's meters tell one story
   * (app/analysis/readouts.ts). Reading them opens the Record and Rings tabs, as a person would;
   * while the run moves the three may be a frame apart, so a contradiction must last to fail.
   */
  async agree(subsystem = 'statestorage'): Promise<void> {
    await expect
      .poll(async () => readoutDisagreements(await readReadouts(this.app.page, this.app, subsystem)), {
        timeout: 20_000,
      })
      .toEqual([]);
  }

  /** Saves the step's pictures (when asked for), then checks that the readouts agree. */
  async step(name: string): Promise<void> {
    await this.snap(name);
    await this.agree();
  }
}
