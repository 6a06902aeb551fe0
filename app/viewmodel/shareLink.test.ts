import { describe, expect, it } from 'vitest';
import { shareLink } from '../../cli/share-link.ts';
import type { ScenarioFile } from '../../engine/index.ts';
import { decodeShareState, SHARE_PARAM } from './shareState.ts';

describe("the CLI's share link (cli/share-link.ts)", () => {
  it('opens in the page: the same scenario, at the given time', () => {
    const scenario: ScenarioFile = {
      name: 'chaos-seed-2',
      description: 'a failing seed',
      preset: 'single-dc-8-racks',
      seed: 2,
      host: 'inprocess',
      durationMs: 4526,
      latency: { jitterFraction: 0 },
      steps: [{ at: 300, do: { kind: 'schemeshard.boot', node: 11, tabletId: '72057594046678944' } }],
    };
    const url = new URL(shareLink('http://localhost:4185/', scenario, { timeUs: 4_525_889 }));
    const open = decodeShareState(url.searchParams.get(SHARE_PARAM) ?? '');
    expect(open.problems).toEqual([]);
    expect(open.view).toEqual({ timeUs: 4_525_889 });
    expect(open.scenario?.file).toEqual(scenario);
  });
});
