/** The notices above the cluster: what was wrong with the address, what a scenario did when it loaded. */
import type { Locator, Page } from '@playwright/test';

export class Notices {
  constructor(readonly page: Page) {}

  get url(): Locator {
    return this.page.getByTestId('notice-url');
  }
  get scenario(): Locator {
    return this.page.getByTestId('notice-scenario');
  }
  /** Says which of the link's preset and seed a scenario replaced with its own. */
  get scenarioOverride(): Locator {
    return this.page.getByTestId('notice-scenario-override');
  }
  get all(): Locator {
    return this.page.locator('[data-testid^="notice-"]');
  }
  dismissButton(notice: Locator): Locator {
    return notice.getByRole('button', { name: 'Dismiss' });
  }
  async dismiss(notice: Locator): Promise<void> {
    await this.dismissButton(notice).click();
  }
}
