/**
 * The Record tab's maintenance part: "may I take this down now?" for a picked node, rack or DC, and
 * the rolling-restart plan (plan, run, progress).
 */
import { tabPart } from './part.ts';

export class InspectorMaintenance extends tabPart('record', {
  ids: {
    target: 'maintenance-target',
    /** The answer: `data-allowed` true or false. */
    answer: 'inspect-maintenance-answer',
    cms: 'inspect-maintenance-cms',
    /** Says the picked domain is down already. */
    down: 'inspect-maintenance-down',
    planButton: 'restart-plan-make',
    runButton: 'restart-plan-run',
    summary: 'restart-plan-summary',
    /** One per batch, in order: `data-nodes` lists its nodes. */
    batches: 'restart-batch',
    /** "batch k of n": `data-phase` waiting, running or done. */
    progress: 'restart-progress',
    /** The scrubber's tick per batch start. */
    ticks: 'scrub-restart',
  },
  keyed: { quorum: 'inspect-maintenance-quorum-' },
}) {
  /** Picks `kind:id` (e.g. `rack:dc1-r2`, `node:3`) in the Record tab. */
  async pick(target: string): Promise<void> {
    await this.open();
    await this.target.focus(); // a long list renders when a person reaches for the picker
    await this.target.selectOption(target);
  }
  async plan(): Promise<void> {
    await this.open();
    await this.planButton.click();
  }
}
