/** The record inspector (Record tab): which replicas hold a record, its quorum, and "Try it live". */
import type { Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export type ReplicaRow = { node: number; rack: string; dc: string; state: string };

export class RecordInspector extends tabPart('record', {
  ids: {
    input: 'record-input',
    /** Reads / writes verdict: `data-read`, `data-write` are ok or unavailable. */
    status: 'record-status',
    label: 'record-label',
    error: 'record-error',
    replicas: 'inspector-replica',
    /** "Try it live": the action buttons and the note saying what was sent. */
    actions: 'record-actions',
    actionsNote: 'actions-note',
  },
  keyed: { group: 'inspector-group-', quorumMeter: 'quorum-meter-' },
}) {
  /** Types a TabletId or path into the record box and goes to it. */
  async inspect(record: string): Promise<void> {
    await this.open();
    await this.input.fill(record);
    await this.page.getByTestId('record-go').click();
  }

  /** The value column of every replica row (what the live run says each replica holds). */
  get values(): Locator {
    return this.replicas.locator('td.value');
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

  action(label: string): Locator {
    return this.actions.getByRole('button', { name: label, exact: true });
  }
  /** The "on node" picker, reached first (a long list renders when a person reaches for it). */
  async pickNode(node: number): Promise<void> {
    const picker = this.page.getByTestId('action-node');
    await picker.focus();
    await picker.selectOption(String(node));
  }
  /** Picks `node` in "Try it live" (when given) and presses the button called `label`. */
  async act(label: string, node?: number): Promise<void> {
    if (node !== undefined) await this.pickNode(node);
    await this.action(label).click();
  }
}
