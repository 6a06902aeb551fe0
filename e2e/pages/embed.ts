/**
 * A lesson embedded in another site: `?embed=1&lesson=NAME` in an iframe of a plain host page
 * (docs/embedding.md). Locators are looked up inside the frame.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** The host page: one 800×600 iframe, as docs/embedding.md shows it. */
export function hostPage(src: string): string {
  return `<!doctype html><html><head><title>Docs</title></head><body>
<h1>Quorum, hands-on</h1>
<iframe src="${src}" width="800" height="600" style="border:1px solid #ccc" title="Quorumscope lesson"></iframe>
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
