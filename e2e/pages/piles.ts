/** The Piles tab (bridge mode): each pile's state, the cluster-state generation and the admin commands. */
import type { Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export class PilesPanel extends tabPart('bridge', {
  ids: { generation: 'bridge-generation', quorumLost: 'bridge-quorum-lost' },
  keyed: {
    /** The pile's public state (PRIMARY, SYNCHRONIZED, …). */
    state: 'bridge-state-',
    /** The pile's internal state (NOT_SYNCHRONIZED_1, …). */
    internalState: 'bridge-internal-',
    /** Why distconf refused the last command for this pile. */
    refusal: 'bridge-refusal-',
  },
}) {
  /** A transition of the state diagram; `data-allowed` says whether distconf would take it now. */
  edge(from: string, to: string): Locator {
    return this.page.getByTestId(`bridge-edge-${from}-${to}`);
  }

  async failover(pile: string): Promise<void> {
    await this.page.getByTestId(`bridge-failover-${pile}`).click();
  }
  async rejoin(pile: string): Promise<void> {
    await this.page.getByTestId(`bridge-rejoin-${pile}`).click();
  }
}
