/**
 * Every shipped scenario run to its end on the Web Worker host (one worker per node) gives its
 * golden trace hash (public/scenarios/golden/, taken in-process; the threads host:
 * scripts/golden-threads.slow.test.ts). The first of each half is opened from the address, the
 * others from the setup panel's library one after another in the same page, as a person trying
 * them would: nothing of one run may leak into the next.
 */
import { goldenPath, readGolden, shippedScenario, shippedScenarios } from '../scripts/golden.ts';
import { expect, test, type QuorumscopePage } from './fixtures.ts';

const NAMES = shippedScenarios();
const HALF = Math.ceil(NAMES.length / 2);

/** Runs the loaded scenario `name` to its end; its trace hash must be the golden one. */
async function runToEnd(app: QuorumscopePage, name: string): Promise<void> {
  await app.waitLive();
  expect(await app.state((s) => s.runtime.host), name).toBe('workers');
  const endUs = Math.round(shippedScenario(name).durationMs * 1000);
  const run = await app.runTo([], endUs);
  expect.soft([name, run.timeUs, run.hash]).toEqual([name, endUs, readGolden(goldenPath(name)).hash]);
}

for (const names of [NAMES.slice(0, HALF), NAMES.slice(HALF)]) {
  test(`${names[0]} … ${names.at(-1)}: each gives its golden trace hash on Web Workers`, async ({ app }) => {
    test.setTimeout(180_000);
    const [first, ...rest] = names as [string, ...string[]];
    await app.open(`?scenario=${first}&host=workers`);
    await runToEnd(app, first);
    await app.setup.open();
    for (const name of rest) {
      await app.setup.loadScenario(name);
      await expect(app.notices.scenario).toContainText(`"${name}" loaded`);
      await runToEnd(app, name);
    }
  });
}
