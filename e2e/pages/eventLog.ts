/** The event log under the cluster: a row per event, filters, and rows that take the timeline there. */
import { expect, type Locator } from '@playwright/test';
import { part } from './part.ts';

export class EventLog extends part({
  ids: {
    log: 'event-log',
    rows: 'log-row',
    count: 'log-count',
    /** The tag on the row of a violation a chaos link reported. */
    violation: 'log-violation',
    /** Alarms older than the first row on screen, pinned above the list. */
    alarmStrip: 'log-alarms',
    pinnedAlarms: 'log-alarm-pin',
  },
}) {
  /** The row carrying the violation's tag. */
  get violationRow(): Locator {
    return this.rows.filter({ has: this.violation });
  }
  rowsAt(us: number): Locator {
    return this.page.locator(`[data-testid="log-row"][data-t="${us}"]`);
  }
  /** The rows' sentences. */
  get texts(): Locator {
    return this.log.locator('.log-text');
  }
  /** The number the count line starts with. */
  async countValue(): Promise<number> {
    return Number(((await this.count.textContent()) ?? '').split(' ')[0]);
  }

  /** Presses the log button (the log starts closed, giving the cluster view the room). */
  async toggle(): Promise<void> {
    await this.page.getByTestId('log-toggle').click();
  }
  /** Opens the log if it is closed. */
  async open(): Promise<void> {
    if ((await this.log.count()) === 0) await this.toggle();
    await expect(this.log).toBeVisible();
  }
  /** Lists messages too, not only state changes. */
  async showMessages(): Promise<void> {
    await this.page.getByTestId('log-messages').check();
  }
  /** Lists state changes only. */
  async hideMessages(): Promise<void> {
    await this.page.getByTestId('log-messages').uncheck();
  }
  async filterNode(node: number): Promise<void> {
    await this.page.getByTestId('log-node').selectOption(String(node));
  }
  async filterSubsystem(subsystem: string): Promise<void> {
    await this.page.getByTestId('log-subsystem').selectOption(subsystem);
  }
}
