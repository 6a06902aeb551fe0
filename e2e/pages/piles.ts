/** The Piles tab (bridge mode): each pile's state, the cluster-state generation and the admin commands. */
import type { Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export class PilesPanel extends tabPart('bridge', {
  ids: {
    panel: 'bridge-panel',
    generation: 'bridge-generation',
    quorumLost: 'bridge-quorum-lost',
    /** distconf has no root yet (the nodes still connecting): a command now is refused. */
    noRoot: 'bridge-no-root',
    /** In the "no root yet" badge: runs on until distconf has its root. */
    skipToRoot: 'bridge-skip-to-root',
    /** Why a commit waits: the piles whose drives or static group lack disk quorum. */
    waitingDisks: 'bridge-waiting-disks',
    /** Why the server refuses takedown, shown with its refusal. */
    takedownWhy: 'bridge-takedown-why',
    /** Where YDB's docs and code differ (the code is modelled). */
    docsNotes: 'bridge-docs-notes',
    /** The refusal of the last `update --set`; `data-layer` names the layer that refused it. */
    updateRefusal: 'bridge-update-refusal',
  },
  keyed: {
    /** The pile's public state (PRIMARY, SYNCHRONIZED, …). */
    state: 'bridge-state-',
    /** The pile's internal state (NOT_SYNCHRONIZED_1, …). */
    internalState: 'bridge-internal-',
    /**
     * Why the last command for this pile was refused: the layer (`data-layer`: cli, server, distconf)
     * and YDB's text; `data-past="yes"` once a commit changed the state.
     */
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
  async takedown(pile: string): Promise<void> {
    await this.page.getByTestId(`bridge-takedown-${pile}`).click();
  }
  async switchover(pile: string): Promise<void> {
    await this.page.getByTestId(`bridge-switchover-${pile}`).click();
  }

  /** Sends `update --set PILE:STATE …` from the form; piles not named are not sent. */
  async update(states: Readonly<Record<string, string>>, quorumPile?: string): Promise<void> {
    for (const [pile, state] of Object.entries(states))
      await this.page.getByTestId(`bridge-update-state-${pile}`).selectOption(state);
    if (quorumPile) await this.page.getByTestId('bridge-update-quorum').selectOption(quorumPile);
    await this.page.getByTestId('bridge-update-send').click();
  }
}
