/** The lower tabs that are views rather than panels: space-time, load, rings and the story. */
import type { Locator } from '@playwright/test';
import { tabPart } from './part.ts';

export class SpaceTimeView extends tabPart('spacetime', {
  ids: {
    /** The diagram; `data-hot` names the lane under the pointer or the hovered node's. */
    canvas: 'spacetime-canvas',
    /** Says the diagram shows a time before now, with a button back to now. */
    back: 'spacetime-back',
  },
}) {
  async backToNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Now', exact: true }).click();
  }
  /** One lane per rack instead of per node. */
  async collapse(): Promise<void> {
    await this.page.getByTestId('spacetime-collapse').click();
  }
}

export class LoadView extends tabPart('load', {
  ids: {
    /** Colours the cluster's replicas by their share of records. */
    colourByLoad: 'load-toggle',
  },
}) {
  /** A row per ring group. */
  get rows(): Locator {
    return this.page.getByTestId('load-table').locator('tbody tr');
  }
}

export class RingView extends tabPart('rings', {
  keyed: {
    /** A replica glyph in the ring view (`statestorage-0-1-2`). */
    replica: 'ringview-replica-',
    /** The pile state a ring group shows in bridge mode. */
    pileState: 'ringgroup-pile-state-',
  },
}) {}

export class StoryView extends tabPart('feed', {
  ids: {
    /** The violation a chaos link reported, at the top of the story. */
    violation: 'feed-violation',
    violationText: 'feed-violation-text',
    /** This run's trace hash now (`data-hash`), shown with a reported violation. */
    traceHash: 'trace-hash',
  },
}) {
  item(text: string | RegExp): Locator {
    return this.page.getByTestId('feed-item').filter({ hasText: text });
  }
}
