/**
 * The link `chaos … --shrink` prints for a failing seed (cli/commands/chaos-repro.ts): opened by
 * someone it was sent to, the page shows the shrunk run at the violation's time, and Play goes on
 * from there. The scenario is the shrunk planted-bug run of cli/commands/chaos-repro.slow.test.ts.
 */
import { shareLink } from '../cli/share-link.ts';
import type { ScenarioFile } from '../engine/index.ts';
import { expect, test } from './fixtures.ts';

const SCHEMESHARD = '72057594046678944';
const SHRUNK: ScenarioFile = {
  name: 'chaos-single-dc-8-racks-within-seed-2',
  description: 'chaos.schema-never-backwards at 4.526 s: /Root: gen 3 committed v1 after gen 2 committed v2',
  preset: 'single-dc-8-racks',
  seed: 2,
  host: 'inprocess',
  durationMs: 4526,
  latency: { jitterFraction: 0 },
  steps: [
    { at: 300, do: { kind: 'schemeshard.boot', node: 11, tabletId: SCHEMESHARD } },
    {
      at: 903,
      do: { kind: 'schema.change', op: 'create', path: '/Root/db1', object: { type: 'dir' }, node: 6 },
    },
    { at: 4517.639, do: { kind: 'schemeshard.boot', node: 3, tabletId: SCHEMESHARD } },
  ],
};
const VIOLATION_US = 4_525_889;

test("the printed link opens the shrunk run at the violation's time, and Play goes on", async ({ app }) => {
  const link = new URL(shareLink('http://localhost/', SHRUNK, { timeUs: VIOLATION_US }));
  await app.open(link.search);
  await app.waitLive();
  await expect(app.notices.url).toHaveCount(0);
  await expect(app.timeline.time).toContainText('525.889');
  await app.timeline.play();
  await expect.poll(() => app.timeline.timeMs().then((ms) => ms > 0 && !Number.isNaN(ms))).toBe(true);
  await expect.poll(() => app.state((s) => s.timeUs), { timeout: 60_000 }).toBeGreaterThan(VIOLATION_US);
});
