/** The Observers tab: what every tablet, Board subscriber and scheme cache sees; the SelfHeal card. */
import { expect, type Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export class ObserversPanel extends tabPart('observers', {
  ids: {
    selfHealCard: 'selfheal-card',
    /** "on" or "off". */
    selfHealEnabled: 'selfheal-enabled',
    /** distconf's last SelfHeal decision. */
    selfHealLast: 'selfheal-last',
    /** Why a BAD node stays where it is: no spare node in its rack. */
    selfHealWhy: 'selfheal-why',
  },
  keyed: {
    /** A tablet's row: `data-leader-node`, `data-generation`, `data-state`. */
    tablet: 'observer-tablet-',
    /** The pile a tablet's leader runs in (bridge presets): `pile A`. */
    tabletPile: 'observer-tablet-pile-',
    /** A Board subscriber's row (`sub-n13@n13`): `data-payloads`, `data-removed`, `data-state`. */
    boardSubscriber: 'observer-board-sub-',
    /** The Sentinel's view of a node: `data-health` GOOD … BAD. */
    selfHealNode: 'selfheal-node-',
    /** Bridge mode, full run: a pile's nodes leaving and joining, and the current step. */
    selfHealPile: 'selfheal-pile-',
  },
}) {
  override async open(): Promise<void> {
    await super.open();
    await expect(this.page.getByTestId('observers')).toBeVisible();
  }
  /** A scheme cache's row for `path` on `node`: `data-version`, `data-deleted`. */
  schemeCache(node: number, path: string): Locator {
    return this.page.getByTestId(`observer-schema-${node}-${path}`);
  }
  async turnOnSelfHeal(): Promise<void> {
    await this.page.getByTestId('selfheal-enable').click();
  }
}
