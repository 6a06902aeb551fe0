/**
 * The app as a person meets it, and the fixture every spec starts from. `QuorumscopePage` opens the
 * page and holds one page object per part of it (e2e/pages/): a spec reads as what a person does
 * there (`app.cluster.toggleRack('dc1-r2')`, `app.piles.failover('B')`). Locators come from
 * data-testid only. `window.__quorumscope` (app/runtime/testHandle.ts) is read for store state and
 * used to schedule commands at exact virtual times, which no click can do.
 */
import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClusterView } from './pages/cluster.ts';
import { ConfigurationPanel } from './pages/configuration.ts';
import { EventLog } from './pages/eventLog.ts';
import { traceHash, type HandleHost, type SimCommand, type StateView } from './pages/handle.ts';
import { Header, WorkersPopover } from './pages/header.ts';
import { RecordInspector } from './pages/inspector.ts';
import { LessonPanel } from './pages/lessons.ts';
import { NetworkPanel } from './pages/network.ts';
import { Notices } from './pages/notices.ts';
import { ObserversPanel } from './pages/observers.ts';
import { PilesPanel } from './pages/piles.ts';
import { StoragePanel } from './pages/storage.ts';
import { SetupPanel } from './pages/setup.ts';
import { Tabs } from './pages/tabs.ts';
import { Timeline } from './pages/timeline.ts';
import { LoadView, RingView, SpaceTimeView, StoryView } from './pages/views.ts';

export type { SimCommand, StateView } from './pages/handle.ts';

export class QuorumscopePage {
  readonly header: Header;
  readonly notices: Notices;
  readonly cluster: ClusterView;
  readonly inspector: RecordInspector;
  readonly setup: SetupPanel;
  readonly configuration: ConfigurationPanel;
  readonly piles: PilesPanel;
  readonly storage: StoragePanel;
  readonly network: NetworkPanel;
  readonly observers: ObserversPanel;
  readonly timeline: Timeline;
  readonly log: EventLog;
  readonly lessons: LessonPanel;
  readonly workers: WorkersPopover;
  readonly spaceTime: SpaceTimeView;
  readonly load: LoadView;
  readonly rings: RingView;
  readonly story: StoryView;
  readonly tabs: Tabs;

  /** `host`: which host the fixture put the page on (`app` for pages a spec opens itself). */
  constructor(
    readonly page: Page,
    readonly host: E2eHost = 'app',
  ) {
    this.header = new Header(page);
    this.notices = new Notices(page);
    this.cluster = new ClusterView(page);
    this.inspector = new RecordInspector(page);
    this.setup = new SetupPanel(page);
    this.configuration = new ConfigurationPanel(page);
    this.piles = new PilesPanel(page);
    this.storage = new StoragePanel(page);
    this.network = new NetworkPanel(page);
    this.observers = new ObserversPanel(page);
    this.timeline = new Timeline(page);
    this.log = new EventLog(page);
    this.lessons = new LessonPanel(page);
    this.workers = new WorkersPopover(page);
    this.spaceTime = new SpaceTimeView(page);
    this.load = new LoadView(page);
    this.tabs = new Tabs(page);
    this.rings = new RingView(page);
    this.story = new StoryView(page);
  }

  /** Opens the app with the given query (e.g. `?preset=single-dc-8-racks`) and waits for the cluster. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await expect(this.cluster.svg).toBeVisible();
    // Large presets fit zoomed out, where racks are summary tiles instead of nodes (semantic zoom).
    await expect(this.page.locator('[data-testid^="node-"], [data-summary]').first()).toBeVisible();
  }

  /** Reads the store in the page: `fn` runs in the browser and must be self-contained. */
  async state<T>(fn: (s: StateView) => T): Promise<T> {
    return this.page.evaluate(
      ([src]) => {
        const handle = (globalThis as unknown as HandleHost).__quorumscope;
        if (!handle) throw new Error('window.__quorumscope is missing');
        // Rebuilt from source: page.evaluate can only ship serialisable arguments.
        return (new Function('s', `return (${src})(s)`) as (s: StateView) => T)(handle.store.getState());
      },
      [fn.toString()] as const,
    );
  }

  /** Waits until the live simulation is attached (the header's runtime badge is in state live, in any language). */
  async waitLive(): Promise<void> {
    await expect(this.header.runtime).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  }

  /**
   * Waits until the run started in-process has been handed over to the Web Workers (the runtime
   * badge's data-handover; app/runtime/handover.ts).
   */
  async waitWorkers(): Promise<void> {
    if (this.host === 'inprocess')
      throw new Error(
        "this page runs in-process (the e2e default): test.use({ host: 'app' }) in a spec about the workers",
      );
    await expect(this.header.runtime).toHaveAttribute('data-handover', 'done', { timeout: 30_000 });
    await expect(this.header.runtime).toHaveAttribute('data-host', 'workers');
  }

  /**
   * Schedules `steps` at their virtual times and runs the live simulation to `untilUs` (paused),
   * then returns the trace hash and event count from the test handle.
   */
  async runTo(
    steps: readonly { atUs: number; cmd: SimCommand }[],
    untilUs: number,
  ): Promise<{ hash: string | null; events: number; timeUs: number }> {
    return this.page.evaluate(
      async ([list, until]) => {
        const h = (globalThis as unknown as HandleHost).__quorumscope;
        if (!h) throw new Error('window.__quorumscope is missing');
        for (const { atUs, cmd } of list) h.controller.commandAt(cmd, atUs);
        await h.controller.seek(until);
        return { hash: h.traceHash(), events: h.eventCount(), timeUs: h.store.getState().timeUs };
      },
      [steps, untilUs] as const,
    );
  }

  /** Test hook: crashes the Web Worker running `node`; false when the page runs in-process. */
  async killWorkerOf(node: number): Promise<boolean> {
    return this.page.evaluate((n) => {
      const h = (globalThis as unknown as HandleHost).__quorumscope;
      if (!h) throw new Error('window.__quorumscope is missing');
      return h.killWorkerOf(n);
    }, node);
  }

  /** How far the page is wider than the window (≤ 0: no sideways scroll). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => {
      // The page's own globals, seen from the node-side typecheck (no DOM lib there).
      const g = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } };
        innerWidth: number;
      };
      return g.document.documentElement.scrollWidth - g.innerWidth;
    });
  }

  /** Full-page screenshot into this test's output folder (test-results/…). */
  async screenshot(info: TestInfo, name: string): Promise<string> {
    const path = info.outputPath(`${name}.png`);
    await this.page.screenshot({ path });
    return path;
  }
}

/**
 * Opens a share link in a fresh browser context, as someone the link was sent to would: no notice
 * about the link, the shared time and trace hash; then `read` reads the opened page before it closes.
 */
export async function openSharedLink<T>(
  browser: Browser,
  url: string,
  shared: { readonly timeUs: number; readonly hash: string | null },
  read: (other: QuorumscopePage) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const other = new QuorumscopePage(await context.newPage());
    await other.page.goto(url);
    await other.waitLive();
    await expect(other.notices.url).toHaveCount(0);
    await expect.poll(() => other.state((s) => s.timeUs)).toBe(shared.timeUs);
    await expect.poll(() => traceHash(other.page)).toBe(shared.hash);
    return await read(other);
  } finally {
    await context.close();
  }
}

/**
 * Which simulation host the test's own page runs on. `inprocess` (the default) adds `?host=inprocess`
 * to every address the page opens that names no host: the run stays on the page's thread instead of
 * starting a Web Worker per node, which on two cores is most of a page's boot. Traces are the same on
 * both hosts by design (handover.spec.ts checks it), so a spec about anything else loses nothing.
 * `app` is the app's own default (in-process, handed over to the workers): specs about hosts,
 * handover, fallback, sharing and a set of person-flows use it (`test.use({ host: 'app' })`; the
 * list is in e2e/README.md). Pages from `browser.newContext()` (a shared link opened elsewhere) are
 * always on the app's default. `QS_E2E_HOST=app` runs every spec on the app's default.
 */
type E2eHost = 'inprocess' | 'app';

const envHost = (): E2eHost | null => {
  const v = process.env.QS_E2E_HOST;
  return v === 'app' || v === 'inprocess' ? v : null;
};

/**
 * Two Playwright workers share the machine (playwright.config.ts). A spec whose verdict depends on
 * the page keeping up with the wall clock, or whose page is heavy enough to starve another (a
 * thousand-node run, a Web Worker per node), says `test.use({ alone: true })` and its tests run
 * while the other worker waits; every other test runs beside any other but an alone one. The
 * workers agree through one file each in a folder of the run (`<pid>.alone` / `<pid>.shared`):
 * each writes its own, then reads the others' — a test goes ahead only if what it read allows it,
 * so of two that wrote at once at least one sees the other. An alone test keeps its file while it
 * waits (no new shared test starts meanwhile); of two alone tests the lower pid goes first.
 */
type Turn = 'alone' | 'shared';

/** How long a test may wait for its turn: the longest alone test's timeout, with room. */
const TURN_TIMEOUT_MS = 10 * 60_000;
const TURN_POLL_MS = 100;
/** The run's folder of turns: in the project's output folder, which each run clears; all of a
 * run's workers are children of its runner. */
const turnDir = (outputDir: string) => join(outputDir, `.turns-${process.ppid}`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The other workers' turns: what they hold or wait for (files of exited workers are removed). */
function otherTurns(dir: string): { pid: number; turn: Turn }[] {
  const turns: { pid: number; turn: Turn }[] = [];
  for (const name of readdirSync(dir)) {
    const m = /^(\d+)\.(alone|shared)$/.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid === process.pid) continue;
    if (!alive(pid)) rmSync(join(dir, name), { force: true });
    else turns.push({ pid, turn: m[2] as Turn });
  }
  return turns;
}

async function takeTurn(dir: string, turn: Turn): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  const mine = join(dir, `${process.pid}.${turn}`);
  for (;;) {
    writeFileSync(mine, '');
    const others = otherTurns(dir);
    const go = turn === 'shared' ? others.every((o) => o.turn !== 'alone') : others.length === 0;
    if (go) return () => rmSync(mine, { force: true });
    // A shared test steps back for an alone one; an alone one steps back only for a lower pid's.
    const yieldTo = turn === 'shared' || others.some((o) => o.turn === 'alone' && o.pid < process.pid);
    if (yieldTo) rmSync(mine, { force: true });
    await new Promise((r) => setTimeout(r, TURN_POLL_MS));
  }
}

export const test = base.extend<{ app: QuorumscopePage; host: E2eHost; alone: boolean; turn: void }>({
  host: ['inprocess', { option: true }],
  alone: [false, { option: true }],
  // Taken before the page opens, given back after it closes.
  turn: [
    async ({ alone }, use, info) => {
      const release = await takeTurn(turnDir(info.project.outputDir), alone ? 'alone' : 'shared');
      try {
        await use();
      } finally {
        release();
      }
    },
    { auto: true, timeout: TURN_TIMEOUT_MS },
  ],
  page: async ({ page, host, baseURL }, use) => {
    if ((envHost() ?? host) === 'inprocess')
      // Before any of the app's scripts: the app reads `?host=` once, at start, and later mirrors its
      // own parameters into the address (dropping this one), so a reload is given it again here.
      await page.addInitScript(
        (origin) => {
          // The page's own globals, seen from the node-side typecheck (no DOM lib there).
          const g = globalThis as unknown as {
            location: { href: string; origin: string };
            history: { state: unknown; replaceState: (s: unknown, t: string, u: URL) => void };
          };
          if (g.location.origin !== origin) return;
          const url = new URL(g.location.href);
          if (url.searchParams.has('host')) return;
          url.searchParams.set('host', 'inprocess');
          g.history.replaceState(g.history.state, '', url);
        },
        new URL(baseURL ?? 'http://localhost').origin,
      );
    await use(page);
  },
  app: async ({ page, host }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(new QuorumscopePage(page, envHost() ?? host));
    // No test may leave an uncaught page error behind, even if its own assertions passed.
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };
