/** The notices above the cluster: what was wrong with the address, what a scenario did when it loaded. */
import type { Locator } from '@playwright/test';
import { part } from './part.ts';

export class Notices extends part({
  ids: {
    url: 'notice-url',
    scenario: 'notice-scenario',
    /** Says which of the link's preset and seed a scenario replaced with its own. */
    scenarioOverride: 'notice-scenario-override',
  },
}) {
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
