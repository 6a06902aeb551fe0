/** The Setup tab: preset, seed and placement fields, the YDB config importer, the scenario library. */
import { expect, type Locator, type Page } from '@playwright/test';

export class SetupPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-setup').click();
    await expect(this.applyButton).toBeVisible();
  }

  get applyButton(): Locator {
    return this.page.getByTestId('setup-apply');
  }
  async apply(): Promise<void> {
    await this.applyButton.click();
  }
  async choosePreset(name: string): Promise<void> {
    await this.page.getByTestId('setup-preset').selectOption(name);
  }
  get seed(): Locator {
    return this.page.getByTestId('setup-seed');
  }
  /** A placement field, e.g. `field('statestorage', 'ntoSelect')`. */
  field(subsystem: string, name: string): Locator {
    return this.page.getByTestId(`setup-${subsystem}-${name}`);
  }
  /** What the placement survives, in words. */
  get tolerance(): Locator {
    return this.page.getByTestId('setup-tolerance');
  }
  get fieldErrors(): Locator {
    return this.page.getByTestId('setup-field-errors');
  }
  /** The placement validator's problems and warnings. */
  get problems(): Locator {
    return this.page.getByTestId('setup-problems');
  }
  /** Says the chosen preset is not applied yet. */
  get pending(): Locator {
    return this.page.getByTestId('setup-pending');
  }
  /** Says the cluster came from an imported config. */
  get imported(): Locator {
    return this.page.getByTestId('setup-imported');
  }

  // The YDB config importer.
  get configText(): Locator {
    return this.page.getByTestId('config-text');
  }
  /** Opens the tab and pastes a YDB config into the importer. */
  async pasteConfig(text: string): Promise<void> {
    await this.open();
    await this.configText.fill(text);
  }
  get configProblems(): Locator {
    return this.page.getByTestId('config-problems');
  }
  get configWarnings(): Locator {
    return this.page.getByTestId('config-warnings');
  }
  get configSummary(): Locator {
    return this.page.getByTestId('config-summary');
  }
  /** The form asking a DC and rack for hosts the config leaves without a location. */
  get placeholders(): Locator {
    return this.page.getByTestId('config-placeholders');
  }
  get configApplyButton(): Locator {
    return this.page.getByTestId('config-apply');
  }
  async applyConfig(): Promise<void> {
    await this.configApplyButton.click();
  }
  async chooseSample(name: string): Promise<void> {
    await this.page.getByTestId('config-sample').selectOption(name);
  }
  async uploadConfig(path: string): Promise<void> {
    await this.page.getByTestId('config-file').setInputFiles(path);
  }
  /** Shows the running cluster as a YAML config. */
  async showConfig(): Promise<Locator> {
    await this.page.getByTestId('config-show').click();
    return this.page.getByTestId('config-export-text');
  }
  /** "What the cluster survives" per subsystem. */
  headroom(subsystem: string): Locator {
    return this.page.getByTestId(`headroom-${subsystem}`);
  }

  /** Loads a scenario from the library. */
  async loadScenario(name: string): Promise<void> {
    await this.page.getByTestId('scenario-select').selectOption(name);
    await this.page.getByTestId('scenario-load').click();
  }
}
