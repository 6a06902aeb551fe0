/** The lower tabs that are views rather than panels: space-time, load, rings and the story. */
import type { Locator, Page } from '@playwright/test';

export class SpaceTimeView {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-spacetime').click();
  }
  /** The diagram; `data-hot` names the lane under the pointer or the hovered node's. */
  get canvas(): Locator {
    return this.page.getByTestId('spacetime-canvas');
  }
  /** Says the diagram shows a time before now, with a button back to now. */
  get back(): Locator {
    return this.page.getByTestId('spacetime-back');
  }
  async backToNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Now', exact: true }).click();
  }
  /** One lane per rack instead of per node. */
  async collapse(): Promise<void> {
    await this.page.getByTestId('spacetime-collapse').click();
  }
}

export class LoadView {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-load').click();
  }
  /** A row per ring group. */
  get rows(): Locator {
    return this.page.getByTestId('load-table').locator('tbody tr');
  }
  /** Colours the cluster's replicas by their share of records. */
  get colourByLoad(): Locator {
    return this.page.getByTestId('load-toggle');
  }
}

export class RingView {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-rings').click();
  }
  /** A replica glyph in the ring view (`statestorage-0-1-2`). */
  replica(id: string): Locator {
    return this.page.getByTestId(`ringview-replica-${id}`);
  }
  /** The pile state a ring group shows in bridge mode. */
  pileState(pile: string): Locator {
    return this.page.getByTestId(`ringgroup-pile-state-${pile}`);
  }
}

export class StoryView {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId('tab-feed').click();
  }
  item(text: string | RegExp): Locator {
    return this.page.getByTestId('feed-item').filter({ hasText: text });
  }
}
