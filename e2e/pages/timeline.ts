/** The timeline bar: play, pause, step, speed, "go to ms", the scrubber with its fault marks and branches. */
import { expect, type Locator } from '@playwright/test';
import { part } from './part.ts';

export class Timeline extends part({
  ids: {
    bar: 'timeline',
    playButton: 'play',
    pauseButton: 'pause',
    speed: 'speed',
    /** The speed's label: its title and `data-achieved` give the speed play reaches while playing. */
    speedControl: 'speed-control',
    /** The virtual time shown, e.g. "12.345 ms". */
    time: 'time',
    seekInput: 'seek-input',
    seekError: 'seek-error',
    scrubber: 'scrubber',
    /** The band drawn while a fault is in force. */
    faultBands: 'scrub-band',
    branches: 'branches',
    branchShown: 'branch-shown',
    /** The host label (in-process, N workers) that opens the Workers popover. */
    hostLabel: 'runtime-status',
  },
  keyed: {
    /** Where branch `id` parts from the shown one, on the scrubber. */
    scrubBranch: 'scrub-branch-',
    branch: 'branch-',
  },
}) {
  /** The shown virtual time in ms (NaN when it does not parse). */
  async timeMs(): Promise<number> {
    return parseFloat((await this.time.textContent()) ?? 'NaN');
  }

  /** The speed play reaches (virtual per wall time) as the page measures it; null until measured. */
  async achievedSpeed(): Promise<number | null> {
    const v = await this.speedControl.getAttribute('data-achieved');
    return v === null ? null : Number(v);
  }

  async play(): Promise<void> {
    await this.playButton.click();
  }
  async pause(): Promise<void> {
    await this.pauseButton.click();
  }
  async step(): Promise<void> {
    await this.page.getByTestId('step').click();
  }
  /** Picks a speed by its label, e.g. "100 ms/s (×0.1)". */
  async setSpeed(label: string): Promise<void> {
    await this.speed.selectOption({ label });
  }
  async setFastest(): Promise<void> {
    await this.speed.selectOption({ index: (await this.speed.locator('option').count()) - 1 });
  }
  /** Sets a speed by its label and presses Play; the run is then playing. */
  async playAt(label: string): Promise<void> {
    await this.setSpeed(label);
    await this.play();
    await expect(this.pauseButton).toHaveAttribute('aria-pressed', 'false');
  }
  /** Plays at the fastest speed (distconf's steps are seconds of virtual time apart). */
  async playFastest(): Promise<void> {
    await this.setFastest();
    await this.play();
  }

  /** Types into "go to ms" and presses Enter. */
  async goTo(ms: number | string): Promise<void> {
    await this.seekInput.fill(String(ms));
    await this.seekInput.press('Enter');
  }

  /** The fault ticks at virtual time `us`. */
  marksAt(us: number): Locator {
    return this.page.locator(`[data-testid="scrub-mark"][data-t="${us}"]`);
  }
  /** The end label of the scrubber (the run's length, with its unit). */
  get end(): Locator {
    return this.page.locator('.scrub-end').last();
  }

  /** Waits until the run can be played (the host label no longer says starting or static). */
  async waitPlayable(): Promise<void> {
    await expect(this.hostLabel).not.toHaveText(/starting|static/);
    await expect(this.playButton).toBeEnabled();
  }
}
