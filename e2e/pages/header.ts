/** The header: how-to, language, share, the runtime badge; and the Workers popover its host label opens. */
import type { Locator, Page } from '@playwright/test';
import { part } from './part.ts';

export class Header extends part({
  ids: {
    /** The hint: a "start here" list (`data-next` = play, boot or fail) until all three are done. */
    howto: 'howto',
    shareButton: 'share',
    /** The runtime badge: `data-state` (live), `data-host`, `data-handover`. */
    runtime: 'runtime',
    /** The headroom sentences; up to the laptop width (1 200 px) folded to the worst one until the toggle opens them. */
    headroom: 'headroom',
    headroomToggle: 'headroom-toggle',
  },
}) {
  /** A step of the "start here" hint (`data-done` true once the page shows it done). */
  startStep(step: 'play' | 'boot' | 'fail'): Locator {
    return this.page.getByTestId(`start-${step}`);
  }
  /** The step's words as a button that takes the person to its control ("Boot tablet" only). */
  startShow(step: 'boot'): Locator {
    return this.page.getByTestId(`start-show-${step}`);
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
  /** The headroom sentence of a subsystem: `data-lost-read`, `data-lost-write` (shares already lost). */
  headroomRow(subsystem: string): Locator {
    return this.page.getByTestId(`headroom-${subsystem}`);
  }
  /** Opens the folded headroom (a phone, a small laptop) so every sentence shows; nothing when all show. */
  async showAllHeadroom(): Promise<void> {
    if (
      (await this.headroomToggle.isVisible()) &&
      (await this.headroomToggle.getAttribute('aria-expanded')) === 'false'
    )
      await this.headroomToggle.click();
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

/** The three quorum readouts as the page shows them (app/analysis/readouts.ts says when they disagree). */
export interface ScreenReadouts {
  /** Header: the share of the subsystem already lost, per operation (`data-lost-*`). */
  readonly header: { readonly read: number; readonly write: number } | null;
  /** Inspector: the record's verdict (`record-status`). */
  readonly inspector: { readonly read: boolean; readonly write: boolean } | null;
  /** Ring view: per ring group, counted and with quorum (`quorum-meter-*`). */
  readonly rings: readonly { readonly counted: boolean; readonly quorum: boolean }[] | null;
}

interface Tab {
  open(): Promise<void>;
}

/**
 * Reads the header's headroom for `subsystem`, the inspector's verdict and the ring view's meters,
 * opening the Record and Rings tabs as a person would.
 */
export async function readReadouts(
  page: Page,
  tabs: { readonly inspector: Tab; readonly rings: Tab },
  subsystem = 'statestorage',
): Promise<ScreenReadouts> {
  const row = page.getByTestId(`headroom-${subsystem}`);
  const header =
    (await row.count()) === 0
      ? null
      : {
          read: Number(await row.getAttribute('data-lost-read')),
          write: Number(await row.getAttribute('data-lost-write')),
        };
  await tabs.inspector.open();
  const status = page.getByTestId('record-status');
  const inspector =
    (await status.count()) === 0
      ? null
      : {
          read: (await status.getAttribute('data-read')) === 'ok',
          write: (await status.getAttribute('data-write')) === 'ok',
        };
  await tabs.rings.open();
  const meters = page.getByTestId('ring-view').locator('[data-testid^="quorum-meter-"]');
  const rings = await meters.evaluateAll((els) =>
    els.map((e) => ({
      counted: e.getAttribute('data-counted') === 'yes',
      quorum: e.getAttribute('data-quorum') === 'ok',
    })),
  );
  return { header, inspector, rings: rings.length === 0 ? null : rings };
}
