/**
 * Every shipped scenario, opened from the address on the Web Worker host (one worker per node) and
 * run to its end, gives its golden trace hash (public/scenarios/golden/, taken in-process; the
 * threads host: scripts/golden-threads.slow.test.ts).
 */
import { readFileSync } from 'node:fs';
import { parseScenarioText } from '../engine/index.ts';
import { goldenPath, readGolden, shippedScenarios } from '../scripts/golden.ts';
import { expect, test } from './fixtures.ts';

for (const name of shippedScenarios()) {
  test(`${name} gives its golden trace hash on Web Workers`, async ({ app }) => {
    const parsed = parseScenarioText(readFileSync(`public/scenarios/${name}.json`, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    await app.open(`?scenario=${name}&host=workers`);
    await app.waitLive();
    expect(await app.state((s) => s.runtime.host)).toBe('workers');
    const endUs = Math.round(parsed.scenario.durationMs * 1000);
    const run = await app.runTo([], endUs);
    expect(run.timeUs).toBe(endUs);
    expect(run.hash).toBe(readGolden(goldenPath(name)).hash);
  });
}
