/** The Configuration tab: distconf's four reconfiguration steps, run or rushed, and each node's version. */
import type { Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export class ConfigurationPanel extends tabPart('config', {
  within: 'config-panel',
  ids: {
    version: 'config-version',
    step: 'config-step',
    countdown: 'config-countdown',
    rushWarning: 'config-rush-warning',
    hazard: 'config-hazard',
    /** What the move waits for now, or why it cannot proceed (`data-kind` names the cause). */
    wait: 'config-wait',
    startButton: 'config-start',
    nextButton: 'config-next',
    /** The four steps in plain words (`data-state`: done, next, todo). */
    steps: 'config-steps',
  },
  keyed: {
    groups: 'config-groups-',
    /** A node's chip, carrying the configuration version it runs (`data-version`). */
    nodeChip: 'config-node-',
  },
}) {
  get panel(): Locator {
    return this.page.getByTestId('config-panel');
  }
  /** Every node chip that says which version its node runs. */
  get nodeChips(): Locator {
    return this.panel.locator('[data-testid^="config-node-"][data-version]');
  }
  nodesOnVersion(version: number): Locator {
    return this.panel.locator(`[data-version="${version}"]`);
  }

  /** Unticks "automatic": each step then waits for Next. */
  async stepByStep(): Promise<void> {
    await this.panel.getByRole('checkbox').uncheck();
  }
  /** Types the automatic pause between steps, in ms of virtual time. */
  async setPause(ms: number): Promise<void> {
    await this.panel.getByTestId('config-pause').fill(String(ms));
  }
  async start(): Promise<void> {
    await this.panel.getByTestId('config-start').click();
  }
  async next(): Promise<void> {
    await this.panel.getByTestId('config-next').click();
  }
}
