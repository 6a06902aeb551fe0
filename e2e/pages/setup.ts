/** The Setup tab: preset, seed and placement fields, the YDB config importer, the scenario library. */
import { expect, type Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export class SetupPanel extends tabPart('setup', {
  ids: {
    applyButton: 'setup-apply',
    seed: 'setup-seed',
    /** What the placement survives, in words. */
    tolerance: 'setup-tolerance',
    fieldErrors: 'setup-field-errors',
    /** The placement validator's problems and warnings. */
    problems: 'setup-problems',
    /** Says the chosen preset is not applied yet. */
    pending: 'setup-pending',
    /** Says the cluster came from an imported config. */
    imported: 'setup-imported',
    /** Says Apply would replace the running import with the chosen preset. */
    replacesImport: 'setup-replaces-import',
    preset: 'setup-preset',
    /** Spare capacity: the item to add (`rack:DC`, `node:RACK`), Add, Clear and the list. */
    spareSelect: 'spare-select',
    spareAdd: 'spare-add',
    spareClear: 'spare-clear',
    spareList: 'spare-list',
    // The YDB config importer.
    configText: 'config-text',
    configProblems: 'config-problems',
    configWarnings: 'config-warnings',
    configSummary: 'config-summary',
    /** The form asking a DC and rack for hosts the config leaves without a location. */
    placeholders: 'config-placeholders',
    configApplyButton: 'config-apply',
    /** Saves the session as a scenario file; its help line then says how to run it. */
    sessionSave: 'session-save',
    sessionFile: 'session-file',
    // "Compare with another config": A is the running cluster, B a preset or pasted YAML.
    compareOther: 'compare-other',
    compareYaml: 'compare-yaml',
    compareResult: 'compare-result',
    compareProblem: 'compare-problem',
    /** "Comparing…" while the worker compares; its Cancel button. */
    compareBusy: 'compare-busy',
    compareCancel: 'compare-cancel',
    compareLoad: 'compare-load',
  },
  keyed: {
    /** "What the cluster survives" per subsystem. */
    headroom: 'headroom-',
    /** Per subsystem: A's and B's tolerance (nodes · racks · DCs). */
    compareTolerance: 'compare-tolerance-',
    /** Per subsystem: failure combinations new in B and gone in B. */
    compareCuts: 'compare-cuts-',
  },
}) {
  override async open(): Promise<void> {
    await super.open();
    await expect(this.applyButton).toBeVisible();
  }

  async apply(): Promise<void> {
    await this.applyButton.click();
  }
  async choosePreset(name: string): Promise<void> {
    await this.page.getByTestId('setup-preset').selectOption(name);
  }
  /** A placement field, e.g. `field('statestorage', 'ntoSelect')`. */
  field(subsystem: string, name: string): Locator {
    return this.page.getByTestId(`setup-${subsystem}-${name}`);
  }

  /** Opens the tab and pastes a YDB config into the importer. */
  async pasteConfig(text: string): Promise<void> {
    await this.open();
    await this.configText.fill(text);
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

  /** Chooses B (a preset name, or '' for pasted YAML, then `yaml`) and presses Compare. */
  async compareWith(other: string, yaml?: string): Promise<void> {
    await this.open();
    await this.compareOther.selectOption(other);
    if (yaml !== undefined) await this.compareYaml.fill(yaml);
    await this.page.getByTestId('compare-run').click();
  }

  /** The pasted B's problems, listed by the importer's own list inside the compare form. */
  get compareProblems(): Locator {
    return this.page.getByTestId('compare').getByTestId('config-problems');
  }

  /** The scenario library's list, one option per scenario. */
  get scenarioSelect(): Locator {
    return this.page.getByTestId('scenario-select');
  }
  /** Loads a scenario from the library. */
  async loadScenario(name: string): Promise<void> {
    await this.page.getByTestId('scenario-select').selectOption(name);
    await this.page.getByTestId('scenario-load').click();
  }
}
