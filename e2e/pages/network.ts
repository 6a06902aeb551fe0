/** The Network tab: cut, delay or lose messages between two places, see what is in force, heal. */
import type { Page } from '@playwright/test';
import { tabPart } from './part.ts';

/** The flow layer's drop figures since the last reset: most drops one frame showed, most ✕ marks. */
export interface DropFigures {
  readonly peakDrops: number;
  readonly peakDropMarks: number;
}
type DropHost = { __flows?: { stats(): DropFigures; resetStats(): void } };

export function dropFigures(page: Page): Promise<DropFigures> {
  return page.evaluate(() => {
    const s = (globalThis as unknown as DropHost).__flows?.stats();
    return { peakDrops: s?.peakDrops ?? 0, peakDropMarks: s?.peakDropMarks ?? 0 };
  });
}
export function resetDropFigures(page: Page): Promise<void> {
  return page.evaluate(() => (globalThis as unknown as DropHost).__flows?.resetStats());
}

export class NetworkPanel extends tabPart('network', {
  ids: {
    cutButton: 'net-cut',
    error: 'net-error',
    inForce: 'net-in-force',
    /** The links drawn on the cluster while a fault is in force. */
    links: 'net-links',
  },
  keyed: { link: 'net-link-' },
}) {
  /** Picks the two places, e.g. `dc:dc1` and `rack:dc3-r2`. */
  async between(a: string, b?: string): Promise<void> {
    await this.page.getByTestId('net-a').selectOption(a);
    if (b !== undefined) await this.page.getByTestId('net-b').selectOption(b);
  }
  async direction(dir: 'one' | 'both'): Promise<void> {
    await this.page.getByTestId('net-direction').selectOption(dir);
  }
  async cut(): Promise<void> {
    await this.cutButton.click();
  }
  /** Types the extra delay (ms, as text so a typo can be tried) and sets it. */
  async delay(ms: string): Promise<void> {
    await this.setFigure('net-delay', ms);
  }
  /** Types the share of messages lost (%) and sets it. */
  async loss(percent: string): Promise<void> {
    await this.setFigure('net-loss', percent);
  }
  private async setFigure(testId: string, text: string): Promise<void> {
    await this.page.getByTestId(testId).fill(text);
    await this.page.getByTestId(`${testId}-set`).click();
  }
  async healAll(): Promise<void> {
    await this.page.getByTestId('net-heal-all').click();
  }
}
