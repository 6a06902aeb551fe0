/** The Network tab: cut, delay or lose messages between two places, see what is in force, heal. */
import type { Locator, Page } from '@playwright/test';

export class NetworkPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-network').click();
  }

  /** Picks the two places, e.g. `dc:dc1` and `rack:dc3-r2`. */
  async between(a: string, b?: string): Promise<void> {
    await this.page.getByTestId('net-a').selectOption(a);
    if (b !== undefined) await this.page.getByTestId('net-b').selectOption(b);
  }
  async direction(dir: 'one' | 'both'): Promise<void> {
    await this.page.getByTestId('net-direction').selectOption(dir);
  }
  get cutButton(): Locator {
    return this.page.getByTestId('net-cut');
  }
  async cut(): Promise<void> {
    await this.cutButton.click();
  }
  /** Types the extra delay (ms, as text so a typo can be tried) and sets it. */
  async delay(ms: string): Promise<void> {
    await this.page.getByTestId('net-delay').fill(ms);
    await this.page.getByTestId('net-delay-set').click();
  }
  /** Types the share of messages lost (%) and sets it. */
  async loss(percent: string): Promise<void> {
    await this.page.getByTestId('net-loss').fill(percent);
    await this.page.getByTestId('net-loss-set').click();
  }
  async healAll(): Promise<void> {
    await this.page.getByTestId('net-heal-all').click();
  }

  get error(): Locator {
    return this.page.getByTestId('net-error');
  }
  get inForce(): Locator {
    return this.page.getByTestId('net-in-force');
  }
  /** The links drawn on the cluster while a fault is in force. */
  get links(): Locator {
    return this.page.getByTestId('net-links');
  }
  link(id: string): Locator {
    return this.page.getByTestId(`net-link-${id}`);
  }
}
