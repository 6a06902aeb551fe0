/**
 * Determinism in the real page: the same commands, seed and virtual time give the same
 * trace hash on the Web Worker host (one worker per node, `?host=workers`: live only once every
 * worker runs) and on the in-process host (`?host=inprocess`); another seed gives another hash, so
 * the comparison can fail.
 */
import type { Page } from '@playwright/test';
import { expect, QuorumscopePage, test, type SimCommand } from './fixtures.ts';

const MS = 1000;
/** Tablet election, Board publish, a rack failure mid-run, then SchemeShard and a schema change. */
const STEPS: readonly { atUs: number; cmd: SimCommand }[] = [
  { atUs: 1 * MS, cmd: { kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' } },
  {
    atUs: 5 * MS,
    cmd: { kind: 'board.publish', node: 4, path: 'gpc+/Root/db1', payload: 'n4:2135', publisher: 'pub-n4' },
  },
  { atUs: 8 * MS, cmd: { kind: 'board.subscribe', node: 20, path: 'gpc+/Root/db1', subscriber: 'sub-n20' } },
  { atUs: 200 * MS, cmd: { kind: 'rack.down', rack: 'dc1-r2' } },
  { atUs: 250 * MS, cmd: { kind: 'schemeshard.boot', node: 10, tabletId: '72057594046678944' } },
  { atUs: 260 * MS, cmd: { kind: 'schemeboard.subscribe', node: 25, path: '/Root/db1/t' } },
  {
    atUs: 600 * MS,
    cmd: {
      kind: 'schema.change',
      node: 2,
      op: 'create',
      path: '/Root/db1/t',
      object: { type: 'table', columns: [{ name: 'id', type: 'Uint64', key: true }] },
    },
  },
];
const UNTIL_US = 1500 * MS;

async function run(page: Page, query: string, host: 'workers' | 'in-process') {
  const app = new QuorumscopePage(page);
  await app.open(query);
  await app.waitLive();
  expect(await app.state((s) => s.runtime.host)).toBe(host);
  const r = await app.runTo(STEPS, UNTIL_US);
  expect(r.timeUs).toBe(UNTIL_US);
  return r;
}

test('the Web Worker and in-process hosts give the same trace hash; another seed differs', async ({
  app,
  page,
}) => {
  const workers = await run(page, '?seed=7&host=workers', 'workers');
  expect(await app.state((s) => s.runtime.workers)).toBe(27);
  const inProcess = await run(page, '?seed=7&host=inprocess', 'in-process');
  console.log(
    `[determinism] seed 7: workers ${workers.hash} (${workers.events} events), in-process ${inProcess.hash}`,
  );
  // Enough happened for the hash to mean something (elections, publishes, drops, schema notices).
  expect(workers.events).toBeGreaterThan(500);
  expect(inProcess).toEqual(workers);
  const other = await run(page, '?seed=8&host=inprocess', 'in-process');
  expect(other.hash).not.toBe(workers.hash);
});
