import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import { buildFeed } from '../feed/feedModel.ts';
import { i18n } from '../i18n/index.ts';
import { markerKind } from '../timeline/marks.ts';

const refused = {
  kind: 'bridge.put',
  ok: false,
  ppGeneration: 1,
  mode: 'B:SYNCHRONIZED',
  group: 'A',
  by: 5,
  groupPPGeneration: 2,
  reason: 'stale-generation',
  t: 3_600_900,
  node: 3,
} as TraceEvent;
const acked = {
  kind: 'bridge.put',
  ok: true,
  ppGeneration: 2,
  mode: 'B:DISCONNECTED',
  t: 4_500_900,
  node: 3,
} as TraceEvent;

describe('a refused dsproxy-proxy write', () => {
  it('is an alarm sentence in the story, in both languages; an acknowledged one is not', () => {
    for (const lang of ['en', 'ru'] as const) {
      const feed = buildFeed([refused, acked], i18n.getFixedT(lang, 'feed'));
      expect(feed.map((f) => f.alarm ?? false)).toEqual([true, false]);
      expect(feed[0]?.text).toContain('PPGeneration 1');
      expect(feed[0]?.text).toContain('PPGeneration 2');
    }
    expect(buildFeed([refused], i18n.getFixedT('en', 'feed'))[0]?.text).toMatch(/^Refused: n3's/);
    expect(buildFeed([refused], i18n.getFixedT('ru', 'feed'))[0]?.text).toMatch(
      /^Отказ: dsproxy-proxy узла n3/,
    );
  });

  it('reads as a mismatch, not staleness, when the modes differ', () => {
    const other = { ...refused, reason: 'mode-mismatch', groupPPGeneration: 1 } as TraceEvent;
    expect(buildFeed([other], i18n.getFixedT('en', 'feed'))[0]?.text).toContain('with other modes');
  });

  it('is a refusal tick on the scrubber', () => {
    expect(markerKind(refused)).toBe('refusal');
    expect(markerKind(acked)).toBeNull();
  });
});
