/**
 * A share link made the way a person makes one: press Play, wait, act while it runs (fail a rack,
 * boot a tablet), pause or not, press "Share link" and open the link in a fresh browser. The
 * opened page must stand at the shared moment with the same trace hash, faults and tablets.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import lz from 'lz-string';
import type { QuorumscopePage } from './fixtures.ts';
import { expect, openSharedLink, test } from './fixtures.ts';
import { traceHash } from './pages/handle.ts';

// The run is made on the fixture's in-process host and the link opened on the app's own host (in-process,
// handed over to the workers: openSharedLink), so each link also crosses hosts with the same trace hash:
// one Web-Worker page a test instead of two. A run made on the workers, played and shared, is
// journeys/share.spec.ts; one reached by seeking, share.spec.ts.

const TABLET = '72075186224037888';
/**
 * The slowest speed, the default, real time and the fastest: every offered speed keeps virtual time
 * whole µs (app/runtime/player.test.ts checks each), so these four stand for the rest in the browser.
 */
const SPEED_INDICES = [0, 6, 12, 15] as const;

/** What the link's view says the time is (µs). */
function sharedTimeUs(url: string): number {
  const s = new URL(url).searchParams.get('s') ?? '';
  const state = JSON.parse(lz.decompressFromEncodedURIComponent(s)) as { view: { timeUs?: number } };
  return state.view.timeUs ?? 0;
}

/** What a person reads off the page: racks, nodes and the tablet's row in Observers. */
async function onScreen(app: QuorumscopePage, racks: readonly string[]) {
  const rackStates = [];
  for (const r of racks) rackStates.push(await app.cluster.rack(r).getAttribute('data-state'));
  await app.observers.open();
  const row = app.observers.tablet(TABLET);
  const tablet = (await row.count())
    ? {
        leader: await row.getAttribute('data-leader-node'),
        generation: await row.getAttribute('data-generation'),
        state: await row.getAttribute('data-state'),
      }
    : null;
  return { rackStates, tablet };
}

/** Runs until virtual time passes `us` (wall time depends on the speed; no timing is asserted). */
async function playsPast(app: QuorumscopePage, us: number): Promise<void> {
  await expect.poll(() => app.state((s) => s.timeUs), { timeout: 60_000 }).toBeGreaterThan(us);
}

/**
 * Presses Share, brings this page to the shared moment (it may have played on), then opens the
 * link in a fresh browser context and compares time, trace hash and what is on screen.
 */
async function shareAndOpen(app: QuorumscopePage, browser: Browser, racks: readonly string[]) {
  await app.header.share();
  const url = app.page.url();
  const timeUs = sharedTimeUs(url);
  expect(Number.isInteger(timeUs)).toBe(true);
  await app.timeline.pause();
  await app.runTo([], timeUs);
  const hash = await traceHash(app.page);
  const seen = await onScreen(app, racks);

  await openSharedLink(browser, url, { timeUs, hash }, async (other) => {
    expect(await onScreen(other, racks)).toEqual(seen);
  });
  return seen;
}

for (const i of SPEED_INDICES)
  test(`after Play at speed #${i}, failing a rack and booting a tablet, the link reproduces the run`, async ({
    app,
    browser,
  }) => {
    await app.open('?preset=mirror-3-dc&seed=2');
    await app.waitLive();
    await app.timeline.speed.selectOption({ index: i });
    await app.timeline.play();
    await playsPast(app, 0);
    await app.inspector.act('Boot tablet', 4);
    await app.cluster.toggleRack('dc1-r2');
    const acted = await app.state((s) => s.timeUs);
    await playsPast(app, acted);
    // Half the links are made while the run plays on.
    if (i % 2 === 0) await app.timeline.pause();
    const seen = await shareAndOpen(app, browser, ['dc1-r2', 'dc2-r1']);
    expect(seen.rackStates).toEqual(['down', 'up']);
    // At the slowest speeds the boot is still under way when the link is made (both pages agree).
    if (i >= 9) expect(seen.tablet).not.toBeNull();
  });

test('after a fork (acting in the past while a branch is kept), the link reproduces the run', async ({
  app,
  browser,
}) => {
  await app.open('?preset=mirror-3-dc');
  await app.waitLive();
  await app.timeline.setSpeed('1 s/s (×1)');
  await app.timeline.play();
  await app.cluster.toggleRack('dc1-r1');
  await playsPast(app, 60_000);
  await app.timeline.pause();
  await app.timeline.goTo(10);
  await expect.poll(() => app.state((s) => s.timeUs)).toBe(10_000);
  await app.cluster.toggleRack('dc3-r1');
  await expect(app.timeline.branches).toBeVisible();
  await app.timeline.play();
  await playsPast(app, 40_000);
  const seen = await shareAndOpen(app, browser, ['dc1-r1', 'dc3-r1']);
  expect(seen.rackStates[1]).toBe('down');
});

test('after a lesson, a run played and shared reproduces', async ({ app, browser }) => {
  await app.open('?preset=mirror-3-dc');
  await app.lessons.openMenu();
  await app.lessons.start('quorum');
  await expect(app.lessons.panel).toBeVisible();
  await app.lessons.press('leave');
  await expect(app.lessons.panel).toHaveCount(0);
  await app.waitLive();
  await app.timeline.setSpeed('100 ms/s (×0.1)');
  await app.timeline.play();
  await playsPast(app, 1_000);
  await app.inspector.act('Boot tablet', 1);
  await app.cluster.toggleRack('dc2-r2');
  await playsPast(app, 30_000);
  const seen = await shareAndOpen(app, browser, ['dc2-r2']);
  expect(seen.rackStates).toEqual(['down']);
});

test('with an imported YAML config ("Use this config"), a run played and shared reproduces', async ({
  app,
  browser,
}) => {
  await app.open();
  await app.setup.pasteConfig(
    readFileSync(new URL('../public/configs/block-4-2-8-racks.yaml', import.meta.url), 'utf8'),
  );
  await app.setup.applyConfig();
  await expect(app.cluster.rack('vla-8')).toBeVisible();
  await app.waitLive();
  await app.timeline.setSpeed('10 ms/s (×0.01)');
  await app.timeline.play();
  await playsPast(app, 500);
  await app.cluster.toggleRack('vla-3');
  await playsPast(app, 2_000);
  const seen = await shareAndOpen(app, browser, ['vla-3', 'vla-4']);
  expect(seen.rackStates).toEqual(['down', 'up']);
});
