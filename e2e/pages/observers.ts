/** The Observers tab: what every tablet, Board subscriber and scheme cache sees; the SelfHeal card. */
import { expect, type Locator, type Page } from '@playwright/test';

export class ObserversPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-observers').click();
    await expect(this.page.getByTestId('observers')).toBeVisible();
  }

  /** A tablet's row: `data-leader-node`, `data-generation`, `data-state`. */
  tablet(id: string): Locator {
    return this.page.getByTestId(`observer-tablet-${id}`);
  }
  /** A Board subscriber's row (`sub-n13@n13`): `data-payloads`, `data-removed`, `data-state`. */
  boardSubscriber(id: string): Locator {
    return this.page.getByTestId(`observer-board-sub-${id}`);
  }
  /** A scheme cache's row for `path` on `node`: `data-version`, `data-deleted`. */
  schemeCache(node: number, path: string): Locator {
    return this.page.getByTestId(`observer-schema-${node}-${path}`);
  }

  get selfHealCard(): Locator {
    return this.page.getByTestId('selfheal-card');
  }
  /** "on" or "off". */
  get selfHealEnabled(): Locator {
    return this.page.getByTestId('selfheal-enabled');
  }
  async turnOnSelfHeal(): Promise<void> {
    await this.page.getByTestId('selfheal-enable').click();
  }
  /** The Sentinel's view of a node: `data-health` GOOD … BAD. */
  selfHealNode(id: number): Locator {
    return this.page.getByTestId(`selfheal-node-${id}`);
  }
  /** distconf's last SelfHeal decision. */
  get selfHealLast(): Locator {
    return this.page.getByTestId('selfheal-last');
  }
}
