/** The Configuration tab: distconf's four reconfiguration steps, run or rushed, and each node's version. */
import type { Locator, Page } from '@playwright/test';

export class ConfigurationPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-config').click();
  }

  get panel(): Locator {
    return this.page.getByTestId('config-panel');
  }
  get version(): Locator {
    return this.panel.getByTestId('config-version');
  }
  get step(): Locator {
    return this.panel.getByTestId('config-step');
  }
  get countdown(): Locator {
    return this.panel.getByTestId('config-countdown');
  }
  get rushWarning(): Locator {
    return this.panel.getByTestId('config-rush-warning');
  }
  get hazard(): Locator {
    return this.panel.getByTestId('config-hazard');
  }
  groups(subsystem: string): Locator {
    return this.panel.getByTestId(`config-groups-${subsystem}`);
  }
  /** A node's chip, carrying the configuration version it runs (`data-version`). */
  nodeChip(id: number): Locator {
    return this.panel.getByTestId(`config-node-${id}`);
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
  async start(): Promise<void> {
    await this.panel.getByTestId('config-start').click();
  }
  async next(): Promise<void> {
    await this.panel.getByTestId('config-next').click();
  }
}
