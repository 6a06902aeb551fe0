/** A share link carries the whole session: opening it replays to the same trace and view. */
import type { Page } from '@playwright/test';
import { expect, QuorumscopePage, test } from './fixtures.ts';

// On the app's own host (in-process, handed over to the workers): a shared run reopened on the host a person gets.
test.use({ host: 'app' });

test('a share link with failed racks, placement overrides and time opens the same run', async ({
  app,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.open('?preset=mirror-3-dc&seed=3');
  await app.waitLive();
  await app.setup.open();
  await app.setup.field('statestorage', 'ntoSelect').fill('5');
  await app.setup.apply();
  await app.waitLive();
  // The address names the customised setup, not the plain preset.
  await expect.poll(() => new URL(page.url()).searchParams.get('s')).toBeTruthy();
  await app.cluster.toggleRack('dc1-r2');
  await expect(app.cluster.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  await app.runTo([], 80_000);
  await app.cluster.toggleNode(14);
  await expect.poll(() => app.state((s) => s.nodeStatus[14])).toBe('down');
  const before = await app.runTo([], 230_500);
  await app.inspector.inspect('/Root/db1');
  await app.header.share();
  const url = page.url();
  expect(new URL(url).searchParams.get('s')).toBeTruthy();

  const other = new QuorumscopePage(await context.newPage());
  const errors: string[] = [];
  other.page.on('pageerror', (e) => errors.push(e.message));
  await other.page.goto(url);
  await other.waitLive();
  await expect.poll(() => other.state((s) => s.timeUs)).toBe(230_500);
  const after = await other.page.evaluate(() => {
    const h = (
      globalThis as unknown as {
        __quorumscope: {
          traceHash(): string | null;
          eventCount(): number;
          store: {
            getState(): { presetName: string; seed: number; recordInput: string; nodeStatus: object };
          };
        };
      }
    ).__quorumscope;
    const s = h.store.getState();
    return {
      hash: h.traceHash(),
      events: h.eventCount(),
      preset: s.presetName,
      seed: s.seed,
      record: s.recordInput,
    };
  });
  expect(after).toEqual({
    hash: before.hash,
    events: before.events,
    preset: 'mirror-3-dc',
    seed: 3,
    record: '/Root/db1',
  });
  await expect(other.cluster.rack('dc1-r2')).toHaveAttribute('data-state', 'down');
  await expect(other.cluster.node(14)).toHaveAttribute('data-state', 'down');
  expect(errors).toEqual([]);
});

test('a cut-short share link says so and still opens the simulator', async ({ app, page }) => {
  await app.open('?preset=single-dc-8-racks');
  await app.header.share();
  const url = new URL(page.url());
  const s = url.searchParams.get('s') ?? '';
  url.searchParams.set('s', s.slice(0, Math.floor(s.length / 2)));
  await page.goto(url.toString());
  await expect(app.notices.url).toContainText('damaged');
  await expect(app.cluster.nodes().first()).toBeVisible();
});

/** Drops `text` as a file named `name` on the page, the way a person drags one in. */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
  const dt = await page.evaluateHandle(
    ([n, t]) => {
      const g = globalThis as unknown as {
        DataTransfer: new () => { items: { add(f: unknown): void } };
        File: new (parts: string[], name: string, o: { type: string }) => unknown;
      };
      const d = new g.DataTransfer();
      d.items.add(new g.File([t], n, { type: 'application/json' }));
      return d;
    },
    [name, text] as const,
  );
  await page.dispatchEvent('body', 'dragover', { dataTransfer: dt });
  await page.dispatchEvent('body', 'drop', { dataTransfer: dt });
}

test('a dropped scenario file opens, and a bad one is refused with its problems named', async ({
  app,
  page,
}) => {
  await app.open();
  await app.waitLive();
  await dropFile(
    page,
    'bad.json',
    JSON.stringify({ name: 'x', description: 'y', preset: 'nope', steps: [] }),
  );
  await expect(app.notices.scenario).toContainText('bad.json');
  await expect(app.notices.scenario).toContainText('preset');
  const good = {
    name: 'dropped',
    description: 'a rack fails',
    preset: 'bridge-2-piles',
    seed: 4,
    steps: [{ at: 1, do: { kind: 'rack.down', rack: 'dc1-r1' } }],
  };
  await dropFile(page, 'good.json', JSON.stringify(good));
  await expect(app.notices.scenario).toContainText('opened');
  await expect(app.cluster.nodes()).toHaveCount(20);
  expect(await app.state((s) => [s.presetName, s.seed])).toEqual(['bridge-2-piles', 4]);
});
