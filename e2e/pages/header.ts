/** The header: how-to, language, share, the runtime badge; and the Workers popover its host label opens. */
import type { Locator, Page } from '@playwright/test';

export class Header {
  constructor(readonly page: Page) {}

  get howto(): Locator {
    return this.page.getByTestId('howto');
  }
  language(lang: 'en' | 'ru'): Locator {
    return this.page.getByTestId(`lang-${lang}`);
  }
  async switchLanguage(lang: 'en' | 'ru'): Promise<void> {
    await this.language(lang).click();
  }
  get shareButton(): Locator {
    return this.page.getByTestId('share');
  }
  /** Writes the whole session into the address (and copies it). */
  async share(): Promise<void> {
    await this.shareButton.click();
  }
  /** The runtime badge: `data-state` (live), `data-host`, `data-handover`. */
  get runtime(): Locator {
    return this.page.getByTestId('runtime');
  }
  /** "preset · seed" as the header names the running setup. */
  setupName(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}

/** The Workers popover: which worker runs which nodes, with live figures. */
export class WorkersPopover {
  constructor(readonly page: Page) {}

  /** The timeline bar's host label that opens it. */
  get label(): Locator {
    return this.page.getByTestId('runtime-status');
  }
  async open(): Promise<void> {
    await this.label.click();
  }
  get popover(): Locator {
    return this.page.getByTestId('workers-popover');
  }
  get summary(): Locator {
    return this.popover.getByTestId('workers-summary');
  }
  get host(): Locator {
    return this.popover.getByTestId('workers-host');
  }
  get table(): Locator {
    return this.page.getByTestId('workers-table');
  }
  /** A row per worker: `data-nodes`, `data-requests`. */
  get rows(): Locator {
    return this.popover.getByTestId('worker-row');
  }
  /** A heap figure per row, or the one line saying Chrome does not report it. */
  get heap(): Locator {
    return this.popover.getByTestId('worker-heap').or(this.popover.getByTestId('workers-heap-none')).first();
  }
}
