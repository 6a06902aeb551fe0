/**
 * Page object and fixtures for the Quorumscope e2e suite. Locators come from data-testid only;
 * `window.__quorumscope` (app/runtime/testHandle.ts) is the typed test handle for reading the store.
 */
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export type ReplicaRow = { node: number; rack: string; dc: string; state: string };

/**
 * The part of the app's store the tests read through `window.__quorumscope`. Kept
 * structural here: e2e/ is type-checked without the DOM lib and must not pull app/ sources in.
 */
export interface StateView {
  readonly seed: number;
  readonly presetName: string;
  readonly topology: {
    readonly nodes: readonly { readonly id: number; readonly domain: string; readonly realm: string }[];
  };
  readonly nodeStatus: Readonly<Record<number, string>>;
  readonly timeUs: number;
  readonly runtime: { readonly kind: string; readonly host?: string; readonly workers?: number };
}

/** A command as the page's session takes it (structural: e2e/ does not import engine types). */
export type SimCommand = { readonly kind: string } & Record<string, unknown>;

/** The test handle (app/runtime/testHandle.ts), structurally. */
interface Handle {
  store: { getState(): StateView };
  controller: { commandAt(cmd: SimCommand, atUs: number): void; seek(us: number): Promise<void> };
  traceHash(): string | null;
  eventCount(): number;
  killWorkerOf(node: number): boolean;
}
type HandleHost = { __quorumscope?: Handle };

export class QuorumscopePage {
  constructor(readonly page: Page) {}

  /** Opens the app with the given query (e.g. `?preset=single-dc-8-racks`) and waits for the cluster. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await expect(this.page.getByTestId('cluster-svg')).toBeVisible();
    // Large presets fit zoomed out, where racks are summary tiles instead of nodes (semantic zoom).
    await expect(this.page.locator('[data-testid^="node-"], [data-summary]').first()).toBeVisible();
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

  /** Waits until the live simulation is attached (the header's runtime badge is in state live, in any language). */
  async waitLive(): Promise<void> {
    await expect(this.page.getByTestId('runtime')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  }

  /**
   * Waits until the run started in-process has been handed over to the Web Workers (the runtime
   * badge's data-handover; app/runtime/handover.ts).
   */
  async waitWorkers(): Promise<void> {
    const badge = this.page.getByTestId('runtime');
    await expect(badge).toHaveAttribute('data-handover', 'done', { timeout: 30_000 });
    await expect(badge).toHaveAttribute('data-host', 'workers');
  }

  /**
   * Schedules `steps` at their virtual times and runs the live simulation to `untilUs` (paused),
   * then returns the trace hash and event count from the test handle.
   */
  async runTo(
    steps: readonly { atUs: number; cmd: SimCommand }[],
    untilUs: number,
  ): Promise<{ hash: string | null; events: number; timeUs: number }> {
    return this.page.evaluate(
      async ([list, until]) => {
        const h = (globalThis as unknown as HandleHost).__quorumscope;
        if (!h) throw new Error('window.__quorumscope is missing');
        for (const { atUs, cmd } of list) h.controller.commandAt(cmd, atUs);
        await h.controller.seek(until);
        return { hash: h.traceHash(), events: h.eventCount(), timeUs: h.store.getState().timeUs };
      },
      [steps, untilUs] as const,
    );
  }

  /** Test hook: crashes the Web Worker running `node`; false when the page runs in-process. */
  async killWorkerOf(node: number): Promise<boolean> {
    return this.page.evaluate((n) => {
      const h = (globalThis as unknown as HandleHost).__quorumscope;
      if (!h) throw new Error('window.__quorumscope is missing');
      return h.killWorkerOf(n);
    }, node);
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
