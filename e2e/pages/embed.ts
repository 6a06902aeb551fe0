/**
 * A lesson embedded in another site: `?embed=1&lesson=NAME` in an iframe of a plain host page
 * (docs/embedding.md). Locators are looked up inside the frame.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** The host page: one iframe, 800×600 as docs/embedding.md shows it unless given. */
export function hostPage(src: string, width = 800, height = 600): string {
  return `<!doctype html><html><head><title>Docs</title></head><body>
<h1>Quorum, hands-on</h1>
<iframe src="${src}" width="${width}" height="${height}" style="border:1px solid #ccc" title="Quorumscope lesson"></iframe>
</body></html>`;
}

export class EmbeddedLesson {
  readonly frame: FrameLocator;
  constructor(
    readonly page: Page,
    selector = 'iframe',
  ) {
    this.frame = page.frameLocator(selector);
  }
  /** The embed's root; `data-testid="embed"`. */
  get root(): Locator {
    return this.frame.getByTestId('embed');
  }
  get panel(): Locator {
    return this.frame.getByTestId('lesson-panel');
  }
  get title(): Locator {
    return this.frame.getByTestId('lesson-title');
  }
  get cluster(): Locator {
    return this.frame.getByTestId('cluster-svg');
  }
  /** Play/Pause: its text says what a press does, `data-playing` what the store says. */
  get play(): Locator {
    return this.frame.getByTestId('embed-play');
  }
  /** The virtual time; `data-us` in microseconds. */
  get time(): Locator {
    return this.frame.getByTestId('embed-time');
  }
  /** "Simulation: playing / paused". */
  get state(): Locator {
    return this.frame.getByTestId('embed-state');
  }
  async timeUs(): Promise<number> {
    return Number(await this.time.getAttribute('data-us'));
  }
  get actButton(): Locator {
    return this.frame.getByTestId('lesson-act');
  }
  /** The revealed truth: `data-truth`, `data-picked`. */
  get truth(): Locator {
    return this.frame.getByTestId('lesson-truth');
  }
  /** Notices about the address (a bad or unknown lesson). */
  get urlNotice(): Locator {
    return this.frame.getByTestId('notice-url');
  }
  /** Parts of the full page an embed leaves out. */
  get chrome(): Locator {
    return this.frame.locator('[data-testid="tab-setup"], [data-testid="lessons-open"], .timeline-mount');
  }
  async answer(id: string): Promise<void> {
    await this.frame.getByTestId(`lesson-answer-${id}`).click();
  }
}
