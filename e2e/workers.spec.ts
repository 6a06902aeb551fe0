/**
 * The Workers popover, opened from the timeline bar's host label: on the 1 008-node preset the
 * nodes are pooled onto a few workers, each node on exactly one, and the figures refresh while it
 * is open; the default preset has one worker per node; `?host=inprocess` says why there are none.
 * Escape and a click outside close it. At phone width neither the bar nor the popover cuts text.
 */
import { expect, test } from './fixtures.ts';

// On the app's own host (in-process, handed over to the workers): the Web Worker host is the subject.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a Web Worker per node, and when the run moves to them is the subject.
test.use({ alone: true });

const YDB_1000_NODES = 1008;
/** A 1 008-node handover replays the run on every worker: slower than the fixture's 30 s on a busy machine. */
const POOL_HANDOVER_MS = 120_000;

test('on ydb-1000 the popover shows the pool: its size, every node once, heap, live figures', async ({
  app,
  page,
}) => {
  test.setTimeout(POOL_HANDOVER_MS + 60_000);
  await app.open('?preset=ydb-1000');
  await app.waitLive();
  await expect(app.header.runtime).toHaveAttribute('data-handover', 'done', { timeout: POOL_HANDOVER_MS });
  const workers = await app.state((s) => s.runtime.workers ?? 0);
  expect(workers).toBeGreaterThan(1);
  expect(workers).toBeLessThan(YDB_1000_NODES);
  const popover = app.workers;
  const label = popover.label;
  await expect(label).toHaveText(`${workers} workers`);
  await expect(label).toHaveAttribute('aria-expanded', 'false');

  await popover.open();
  await expect(label).toHaveAttribute('aria-expanded', 'true');
  const pop = popover.popover;
  await expect(popover.summary).toContainText(`${workers} workers · pooled:`);
  await expect(popover.summary).toContainText('nodes each');
  await expect(popover.host).toHaveAttribute('data-state', 'done');
  const rows = popover.rows;
  await expect(rows).toHaveCount(workers);
  const nodes = await rows.evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('data-nodes'))));
  expect(nodes.reduce((a, b) => a + b, 0)).toBe(YDB_1000_NODES);
  await expect(rows.first()).toContainText('n1, ');
  await expect(rows.first()).toContainText('…');
  // Chrome may or may not give a worker its heap: a figure per row, or one line saying so.
  await expect(popover.heap).toHaveText(/\d MB|not reported/);

  // The figures follow the run while the popover is open: an election on n1 (worker 0) sends it rounds.
  const before = Number(await rows.first().getAttribute('data-requests'));
  await app.runTo(
    [{ atUs: 1_000, cmd: { kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' } }],
    50_000,
  );
  await expect
    .poll(async () => Number(await rows.first().getAttribute('data-requests')), { timeout: 10_000 })
    .toBeGreaterThan(before);

  await page.keyboard.press('Escape');
  await expect(pop).toBeHidden();
  await expect(label).toBeFocused();
  await expect(label).toHaveAttribute('aria-expanded', 'false');
  expect(await app.state((s) => (s as unknown as { workerStats: unknown }).workerStats)).toBeNull();
});

test('the default preset runs one worker per node; a click outside closes the popover', async ({ app }) => {
  const popover = app.workers;
  await app.open();
  await app.waitWorkers();
  await popover.open();
  const pop = popover.popover;
  await expect(popover.summary).toHaveText('27 workers · dedicated (one per node)');
  const rows = popover.rows;
  await expect(rows).toHaveCount(27);
  expect(await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-nodes')))).toEqual(
    Array.from({ length: 27 }, () => '1'),
  );
  await expect(rows.nth(4)).toContainText('n5');
  await app.header.howto.click();
  await expect(pop).toBeHidden();
  await expect(popover.label).toHaveAttribute('aria-expanded', 'false');
});

test('?host=inprocess: the popover says the run is in the page and why', async ({ app, page }) => {
  const popover = app.workers;
  await app.open('?host=inprocess');
  await app.waitLive();
  await expect(popover.label).toHaveText('in-process');
  await popover.open();
  await expect(popover.summary).toContainText('No workers');
  await expect(popover.host).toHaveAttribute('data-state', 'forced');
  await expect(popover.host).toContainText('?host=inprocess');
  await expect(popover.rows).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popover.popover).toBeHidden();
  await expect(popover.label).toBeFocused();
});

test('at 390 px the speed select shows its whole text and the popover table fits', async ({ app, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open();
  await app.waitWorkers();
  // A select narrower than its own text cuts it: compare with the width it takes unconstrained.
  const cut = await app.timeline.speed.evaluate((el) => {
    const s = el as unknown as { style: Record<string, string>; getBoundingClientRect(): { width: number } };
    const shown = s.getBoundingClientRect().width;
    s.style.maxWidth = 'none';
    s.style.width = 'auto';
    const whole = s.getBoundingClientRect().width;
    s.style.maxWidth = '';
    s.style.width = '';
    return whole - shown;
  });
  expect(cut).toBeLessThanOrEqual(0.5);
  await app.workers.open();
  const table = app.workers.table;
  await expect(table.getByTestId('worker-row')).toHaveCount(27);
  const overflow = await table.evaluate((el) => {
    const box = el.parentElement as unknown as { scrollWidth: number; clientWidth: number };
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});
