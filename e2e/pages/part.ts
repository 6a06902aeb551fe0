/**
 * The base of the page objects: a part's plain locators come from a table of data-testids rather
 * than a getter each. Playwright locators are lazy (nothing is looked up until a locator is used),
 * so making them once, when the page object is made, finds the same elements a getter would.
 */
import type { Locator, Page } from '@playwright/test';

type Ids = Readonly<Record<string, string>>;
type None = Readonly<Record<never, string>>;

export interface PartSpec<F extends Ids, K extends Ids> {
  /** The data-testid of the element the ids are looked up in; the whole page when absent. */
  readonly within?: string;
  /** Name → data-testid: `part.name` is that element. */
  readonly ids?: F;
  /** Name → data-testid prefix: `part.name(key)` is the element whose test id is prefix + key. */
  readonly keyed?: K;
}

type Found<F extends Ids, K extends Ids> = { readonly [P in keyof F]: Locator } & {
  readonly [P in keyof K]: (key: string | number) => Locator;
};

/** A page object class holding `page` and a locator (or locator maker) per entry of `spec`. */
export function part<F extends Ids = None, K extends Ids = None>(
  spec: PartSpec<F, K>,
): new (page: Page) => { readonly page: Page } & Found<F, K> {
  return class {
    constructor(readonly page: Page) {
      const root = spec.within === undefined ? page : page.getByTestId(spec.within);
      for (const [name, id] of Object.entries(spec.ids ?? {}))
        Object.defineProperty(this, name, { value: root.getByTestId(id), enumerable: true });
      for (const [name, prefix] of Object.entries(spec.keyed ?? {})) {
        const make = (key: string | number): Locator => root.getByTestId(`${prefix}${key}`);
        Object.defineProperty(this, name, { value: make, enumerable: true });
      }
    }
  } as new (page: Page) => { readonly page: Page } & Found<F, K>;
}

type Tabbed<F extends Ids, K extends Ids> = new (page: Page) => {
  readonly page: Page;
  open(): Promise<void>;
} & Found<F, K>;

/** A part the lower panel shows behind a tab: `open()` presses `tab-<tab>`. */
export function tabPart<F extends Ids = None, K extends Ids = None>(
  tab: string,
  spec: PartSpec<F, K> = {},
): Tabbed<F, K> {
  // The mapped members are the base's own; the class adds only `open`.
  const Base: new (page: Page) => { readonly page: Page } = part(spec);
  return class extends Base {
    async open(): Promise<void> {
      await this.page.getByTestId(`tab-${tab}`).click();
    }
  } as Tabbed<F, K>;
}
