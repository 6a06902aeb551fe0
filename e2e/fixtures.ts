/**
 * Page object and fixtures for the Quorumscope e2e suite. Locators come from data-testid only;
 * `window.__quorumscope` (app/main.tsx) is the typed test handle for reading the store.
 */
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export type ReplicaRow = { node: number; rack: string; dc: string; state: string };

/**
 * The part of the app's store the tests read through `window.__quorumscope` (app/main.tsx). Kept
 * structural here: e2e/ is type-checked without the DOM lib and must not pull app/ sources in.
 */
export interface StateView {
  readonly seed: number;
  readonly presetName: string;
  readonly topology: {
    readonly nodes: readonly { readonly id: number; readonly domain: string; readonly realm: string }[];
  };
  readonly nodeStatus: Readonly<Record<number, string>>;
}
type HandleHost = { __quorumscope?: { store: { getState(): StateView } } };

export class QuorumscopePage {
  constructor(readonly page: Page) {}

  /** Opens the app with the given query (e.g. `?preset=single-dc-8-racks`) and waits for the cluster. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await expect(this.page.getByTestId('cluster-svg')).toBeVisible();
    await expect(this.nodes().first()).toBeVisible();
  }

  /** Reads the store in the page: `fn` runs in the browser and must be self-contained. */
  async state<T>(fn: (s: StateView) => T): Promise<T> {
    return this.page.evaluate(
      ([src]) => {
        const handle = (globalThis as unknown as HandleHost).__quorumscope;
        if (!handle) throw new Error('window.__quorumscope is missing');
        // Rebuilt from source: page.evaluate can only ship serialisable arguments.
        return (new Function('s', `return (${src})(s)`) as (s: StateView) => T)(handle.store.getState());
      },
      [fn.toString()] as const,
    );
  }

  nodes(): Locator {
    return this.page.locator('[data-testid^="node-"]');
  }
  racks(): Locator {
    return this.page.locator('[data-testid^="rack-"]');
  }
  dcs(): Locator {
    return this.page.locator('[data-testid^="dc-"]');
  }
  node(id: number): Locator {
    return this.page.getByTestId(`node-${id}`);
  }
  rack(name: string): Locator {
    return this.page.getByTestId(`rack-${name}`);
  }
  dc(name: string): Locator {
    return this.page.getByTestId(`dc-${name}`);
  }
  recordStatus(): Locator {
    return this.page.getByTestId('record-status');
  }

  async inspect(text: string): Promise<void> {
    await this.page.getByTestId('tab-record').click();
    await this.page.getByTestId('record-input').fill(text);
    await this.page.getByTestId('record-go').click();
  }

  /** The inspected record's replicas as the inspector lists them. */
  async replicaRows(): Promise<ReplicaRow[]> {
    return this.page.getByTestId('inspector-replica').evaluateAll((rows) =>
      rows.map((r) => ({
        node: Number(r.getAttribute('data-node')),
        rack: r.getAttribute('data-rack') ?? '',
        dc: r.getAttribute('data-dc') ?? '',
        state: r.getAttribute('data-state') ?? '',
      })),
    );
  }

  async toggleRack(name: string): Promise<void> {
    await this.rack(name).click();
  }

  async openSetup(): Promise<void> {
    await this.page.getByTestId('tab-setup').click();
    await expect(this.page.getByTestId('setup-apply')).toBeVisible();
  }

  /** Full-page screenshot into this test's output folder (test-results/…). */
  async screenshot(info: TestInfo, name: string): Promise<string> {
    const path = info.outputPath(`${name}.png`);
    await this.page.screenshot({ path });
    return path;
  }
}

export const test = base.extend<{ app: QuorumscopePage }>({
  app: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(new QuorumscopePage(page));
    // No test may leave an uncaught page error behind, even if its own assertions passed.
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };
