/** The record inspector (Record tab): which replicas hold a record, its quorum, and "Try it live". */
import type { Locator, Page } from '@playwright/test';

export type ReplicaRow = { node: number; rack: string; dc: string; state: string };

export class RecordInspector {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-record').click();
  }

  /** Types a TabletId or path into the record box and goes to it. */
  async inspect(record: string): Promise<void> {
    await this.open();
    await this.page.getByTestId('record-input').fill(record);
    await this.page.getByTestId('record-go').click();
  }

  get input(): Locator {
    return this.page.getByTestId('record-input');
  }
  /** Reads / writes verdict: `data-read`, `data-write` are ok or unavailable. */
  get status(): Locator {
    return this.page.getByTestId('record-status');
  }
  get label(): Locator {
    return this.page.getByTestId('record-label');
  }
  get error(): Locator {
    return this.page.getByTestId('record-error');
  }
  get replicas(): Locator {
    return this.page.getByTestId('inspector-replica');
  }
  /** The value column of every replica row (what the live run says each replica holds). */
  get values(): Locator {
    return this.replicas.locator('td.value');
  }
  group(index: number): Locator {
    return this.page.getByTestId(`inspector-group-${index}`);
  }
  quorumMeter(index: number): Locator {
    return this.page.getByTestId(`quorum-meter-${index}`);
  }

  /** The inspected record's replicas as the inspector lists them. */
  async replicaRows(): Promise<ReplicaRow[]> {
    return this.replicas.evaluateAll((rows) =>
      rows.map((r) => ({
        node: Number(r.getAttribute('data-node')),
        rack: r.getAttribute('data-rack') ?? '',
        dc: r.getAttribute('data-dc') ?? '',
        state: r.getAttribute('data-state') ?? '',
      })),
    );
  }

  /** "Try it live": the action buttons and the note saying what was sent. */
  get actions(): Locator {
    return this.page.getByTestId('record-actions');
  }
  get actionsNote(): Locator {
    return this.page.getByTestId('actions-note');
  }
  action(label: string): Locator {
    return this.actions.getByRole('button', { name: label, exact: true });
  }
  async pickNode(node: number): Promise<void> {
    await this.page.getByTestId('action-node').selectOption(String(node));
  }
  /** Picks `node` in "Try it live" (when given) and presses the button called `label`. */
  async act(label: string, node?: number): Promise<void> {
    if (node !== undefined) await this.pickNode(node);
    await this.action(label).click();
  }
}
