/**
 * Hostile input on screen: a share link that unpacks to hundreds of megabytes, one that repeats a
 * key, and a YDB config with a tag YDB does not read. Each is refused with a sentence that says
 * why, and the simulator stays usable.
 */
import lz from 'lz-string';
import { lzRunLink } from '../app/viewmodel/lzRuns.ts';
import { expect, test, type QuorumscopePage } from './fixtures.ts';

/**
 * Opens `/?s=<state>` the way a pasted link does. The static server refuses request lines past
 * 16 KB, so the page itself is served for this address and the long state stays in the browser.
 */
async function openLink(app: QuorumscopePage, state: string): Promise<void> {
  await app.page.route(
    (url) => url.searchParams.has('s'),
    async (route) =>
      route.fulfill({ response: await route.fetch({ url: new URL('/', route.request().url()).href }) }),
  );
  await app.open(`?s=${state}`);
}

/** Presses Play and waits for virtual time to move: the page still simulates. */
async function stillRuns(app: QuorumscopePage): Promise<void> {
  await app.waitLive();
  await app.timeline.play();
  await expect.poll(() => app.state((s) => s.timeUs)).toBeGreaterThan(0);
  await expect(app.cluster.nodes().first()).toBeVisible();
}

test('a share link that unpacks to 450 M characters is refused at once and the page still runs', async ({
  app,
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const bomb = lzRunLink('a', 30_000);
  expect(bomb.length).toBeLessThan(80_000);
  await openLink(app, bomb);
  await expect(app.notices.url).toContainText(
    'The shared link is refused: its state unpacks to more than 8 388 608 characters (MAX_SHARE_JSON_CHARS)',
  );
  await stillRuns(app);
  expect(errors).toEqual([]);
});

test('a share link that gives a key twice names it with its line and column; Play still works', async ({
  app,
}) => {
  const text = JSON.stringify({
    v: 1,
    scenario: { name: 'x', description: 'd', preset: 'single-dc-8-racks', seed: 7, steps: [] },
    view: {},
  }).replace('"seed":7', '"seed":7,"seed":8');
  await openLink(app, lz.compressToEncodedURIComponent(text));
  await expect(app.notices.url).toContainText(
    'The shared link is damaged: scenario.seed gives the key "seed" twice (line 1, column',
  );
  await stillRuns(app);
});

test('a YDB config with a !!js/function tag, pasted while the run plays, is refused at its line and column', async ({
  app,
}) => {
  await app.open('?preset=single-dc-8-racks');
  await stillRuns(app);
  await app.setup.pasteConfig(
    [
      'hosts:',
      '- {host: a, node_id: 1, location: {data_center: d, rack: r}}',
      'actor_system_config: !!js/function "function () { return 1 }"',
      'domains_config:',
      '  state_storage:',
      '  - ring: {nto_select: 1, node: [1]}',
    ].join('\n'),
  );
  await expect(app.setup.configProblems).toContainText('(line 3:22)');
  await expect(app.setup.configProblems).toContainText('unknown tag !!js/function');
  await expect(app.setup.configApplyButton).toBeDisabled();
  const t = await app.state((s) => s.timeUs);
  await expect.poll(() => app.state((s) => s.timeUs)).toBeGreaterThan(t);
});
