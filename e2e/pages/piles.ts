/** The Piles tab (bridge mode): each pile's state, the cluster-state generation and the admin commands. */
import type { Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export class PilesPanel extends tabPart('bridge', {
  ids: { panel: 'bridge-panel', generation: 'bridge-generation', quorumLost: 'bridge-quorum-lost' },
  keyed: {
    /** The pile's public state (PRIMARY, SYNCHRONIZED, …). */
    state: 'bridge-state-',
    /** The pile's internal state (NOT_SYNCHRONIZED_1, …). */
    internalState: 'bridge-internal-',
    /** Why distconf refused the last command for this pile; `data-past="yes"` once a commit changed the state. */
    refusal: 'bridge-refusal-',
    /** A command sent for this pile that distconf has neither committed nor refused yet. */
    pending: 'bridge-pending-',
    /** The state diagram of the pile shown. */
    diagram: 'bridge-diagram-',
  },
}) {
  /** A transition of the state diagram; `data-allowed` says whether distconf would take it now. */
  edge(from: string, to: string): Locator {
    return this.page.getByTestId(`bridge-edge-${from}-${to}`);
  }

  /** The diagram's transition labels (failover, rejoin, auto, …). */
  get edgeLabels(): Locator {
    return this.page.getByTestId('bridge-edge-label');
  }
  /** The pile's command buttons (switchover, failover, takedown, rejoin). */
  commands(pile: string): Locator {
    return this.page.locator(
      ['switchover', 'failover', 'takedown', 'rejoin']
        .map((v) => `[data-testid="bridge-${v}-${pile}"]`)
        .join(', '),
    );
  }

  async failover(pile: string): Promise<void> {
    await this.page.getByTestId(`bridge-failover-${pile}`).click();
  }
  async rejoin(pile: string): Promise<void> {
    await this.page.getByTestId(`bridge-rejoin-${pile}`).click();
  }
}
