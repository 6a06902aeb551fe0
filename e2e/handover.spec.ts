/**
 * The page goes live in-process and hands the run over to the Web Workers once their replay gives
 * the same trace hash: commands given before the handover are replayed, virtual time does not
 * jump, and the whole run's hash equals a run that stayed in-process (`?host=inprocess`).
 */
import { expect, QuorumscopePage, test, type SimCommand } from './fixtures.ts';

// On the app's own host (in-process, handed over to the workers): the Web Worker host is the subject.
test.use({ host: 'app' });
// Alone (e2e/fixtures.ts): a Web Worker per node, and when the run moves to them is the subject.
test.use({ alone: true });

const MS = 1000;
/** Given while the run may still be in-process: a rack click's command and an election. */
const BEFORE: readonly { atUs: number; cmd: SimCommand }[] = [
  { atUs: 1 * MS, cmd: { kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' } },
  { atUs: 20 * MS, cmd: { kind: 'rack.down', rack: 'dc1-r2' } },
];
const BEFORE_US = 50 * MS;
/** Given after the handover, on the workers. */
const AFTER: readonly { atUs: number; cmd: SimCommand }[] = [
  {
    atUs: 60 * MS,
    cmd: { kind: 'board.publish', node: 4, path: 'gpc+/Root/db1', payload: 'n4:2135', publisher: 'pub-n4' },
  },
  { atUs: 70 * MS, cmd: { kind: 'board.subscribe', node: 20, path: 'gpc+/Root/db1', subscriber: 'sub-n20' } },
  { atUs: 300 * MS, cmd: { kind: 'rack.up', rack: 'dc1-r2' } },
];
const UNTIL_US = 800 * MS;

test('the in-process run hands over to the workers with the same trace hash', async ({ page }) => {
  const app = new QuorumscopePage(page);
  await app.open('?seed=7');
  await app.waitLive();
  const early = await app.runTo(BEFORE, BEFORE_US);
  await app.waitWorkers();
  const badge = app.header.runtime;
  await expect(badge).toContainText('27 workers');
  // The handover replays to where the page is: the same virtual time, events and hash.
  expect(await app.state((s) => s.timeUs)).toBe(BEFORE_US);
  const handedOver = await app.runTo([], BEFORE_US);
  expect(handedOver).toEqual(early);
  const workers = await app.runTo(AFTER, UNTIL_US);
  expect(await app.state((s) => s.runtime)).toEqual({
    kind: 'live',
    host: 'workers',
    workers: 27,
    handover: 'done',
  });

  await app.open('?seed=7&host=inprocess');
  await app.waitLive();
  await expect(badge).toHaveAttribute('data-host', 'in-process');
  await app.runTo(BEFORE, BEFORE_US);
  const inProcess = await app.runTo(AFTER, UNTIL_US);
  console.log(
    `[handover] seed 7: workers ${workers.hash} (${workers.events} events), in-process ${inProcess.hash}`,
  );
  expect(workers.events).toBeGreaterThan(200);
  expect(inProcess).toEqual(workers);
});
