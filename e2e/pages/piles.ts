/** The Piles tab (bridge mode): each pile's state, the cluster-state generation and the admin commands. */
import type { Locator, Page } from '@playwright/test';

export class PilesPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-bridge').click();
  }

  /** The pile's public state (PRIMARY, SYNCHRONIZED, …). */
  state(pile: string): Locator {
    return this.page.getByTestId(`bridge-state-${pile}`);
  }
  /** The pile's internal state (NOT_SYNCHRONIZED_1, …). */
  internalState(pile: string): Locator {
    return this.page.getByTestId(`bridge-internal-${pile}`);
  }
  get generation(): Locator {
    return this.page.getByTestId('bridge-generation');
  }
  get quorumLost(): Locator {
    return this.page.getByTestId('bridge-quorum-lost');
  }
  /** Why distconf refused the last command for this pile. */
  refusal(pile: string): Locator {
    return this.page.getByTestId(`bridge-refusal-${pile}`);
  }
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
