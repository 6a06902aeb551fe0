/**
 * The link `chaos … --shrink` prints for a failing seed (cli/commands/chaos-repro.ts): opened by
 * someone it was sent to, the page runs the shrunk run as chaos ran it (no latency jitter: the
 * trace hash on screen is the one the CLI printed), at the violation's time, with the violation
 * marked in the event log and named in the Story; Play goes on from there. The scenario is the
 * shrunk planted-bug run of cli/commands/chaos-repro.slow.test.ts.
 */
import { shareLink } from '../cli/share-link.ts';
import { traceHashAt, type ScenarioFile } from '../engine/index.ts';
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
const VIOLATION = {
  invariant: 'chaos.schema-never-backwards',
  tUs: VIOLATION_US,
  message: '/Root: gen 3 committed v1 after gen 2 committed v2',
  nodes: [3],
};
// What `chaos` prints beside the link: the page's trace hash at the link's time.
const CLI_HASH = traceHashAt(SHRUNK, VIOLATION_US);

const CASES = [
  {
    lang: 'en',
    story: /committed schema version never goes backwards.*at 4\.526 s on n3: \/Root: gen 3 committed v1/,
    reported: 'reported by chaos',
  },
  {
    lang: 'ru',
    story: /версия схемы никогда не откатывается назад.*в момент 4,526 с на узлах n3: \/Root: gen 3/,
    reported: 'по отчёту хаос-прогона',
  },
] as const;

for (const c of CASES)
  test(`[${c.lang}] the printed link opens the shrunk run at the violation, marked, and Play goes on`, async ({
    app,
  }) => {
    const link = new URL(
      shareLink('http://localhost/', SHRUNK, { timeUs: VIOLATION_US, violation: VIOLATION }),
    );
    link.searchParams.set('lang', c.lang);
    await app.open(link.search);
    await app.waitLive();
    await expect(app.notices.url).toHaveCount(0);
    await expect(app.timeline.time).toContainText(c.lang === 'en' ? '525.889' : '525,889');
    await app.story.open();
    await expect(app.story.violationText).toContainText(c.story);
    await expect(app.story.violation).toContainText(c.reported);
    await expect(app.story.traceHash).toHaveAttribute('data-hash', CLI_HASH);
    await expect(app.story.traceHash).toContainText(CLI_HASH);
    await app.log.open();
    await expect(app.log.violationRow).toHaveCount(1);
    await expect(app.log.violationRow).toBeInViewport();
    await expect(app.log.violationRow).toHaveAttribute('data-t', /^\d+$/);
    const rowT = Number(await app.log.violationRow.getAttribute('data-t'));
    expect(rowT).toBeLessThanOrEqual(VIOLATION_US);
    await expect(app.log.violation).toContainText(c.reported);
    await app.timeline.play();
    await expect.poll(() => app.state((s) => s.timeUs), { timeout: 60_000 }).toBeGreaterThan(VIOLATION_US);
    await expect(app.story.traceHash).not.toHaveAttribute('data-hash', CLI_HASH);
  });
