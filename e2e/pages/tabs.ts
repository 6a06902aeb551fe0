/** The tab strips: the lower panel's tabs (Rings, Space-time, …) and the side's Record / Setup. */
import type { Locator, Page } from '@playwright/test';

export class Tabs {
  constructor(readonly page: Page) {}
  /** Every tab button on the page, lower and side. */
  get all(): Locator {
    return this.page.getByRole('tab').filter({ visible: true });
  }
  /** The lower panel (its tab strip and the open tab's content). */
  get lowerPanel(): Locator {
    return this.page.getByTestId('lower-panel');
  }
}
