/** The header: how-to, language, share, the runtime badge; and the Workers popover its host label opens. */
import type { Locator } from '@playwright/test';
import { part } from './part.ts';

export class Header extends part({
  ids: {
    /** The hint: a "start here" list (`data-next` = play, boot or fail) until all three are done. */
    howto: 'howto',
    shareButton: 'share',
    /** The runtime badge: `data-state` (live), `data-host`, `data-handover`. */
    runtime: 'runtime',
  },
}) {
  /** A step of the "start here" hint (`data-done` true once the page shows it done). */
  startStep(step: 'play' | 'boot' | 'fail'): Locator {
    return this.page.getByTestId(`start-${step}`);
  }
  language(lang: 'en' | 'ru'): Locator {
    return this.page.getByTestId(`lang-${lang}`);
  }
  async switchLanguage(lang: 'en' | 'ru'): Promise<void> {
    await this.language(lang).click();
  }
  /** Writes the whole session into the address (and copies it). */
  async share(): Promise<void> {
    await this.shareButton.click();
  }
  /** "preset · seed" as the header names the running setup. */
  setupName(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}

/** The Workers popover: which worker runs which nodes, with live figures. */
export class WorkersPopover extends part({
  within: 'workers-popover',
  ids: {
    summary: 'workers-summary',
    host: 'workers-host',
    /** A row per worker: `data-nodes`, `data-requests`. */
    rows: 'worker-row',
  },
}) {
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
  get table(): Locator {
    return this.page.getByTestId('workers-table');
  }
  /** A heap figure per row, or the one line saying Chrome does not report it. */
  get heap(): Locator {
    return this.popover.getByTestId('worker-heap').or(this.popover.getByTestId('workers-heap-none')).first();
  }
}
