import { describe, expect, it } from 'vitest';
import { parseScenario, runScenarioSync, type TraceEvent } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { detailLine } from '../timeline/engineText.ts';
import { renderLogLine, type LogT } from '../timeline/logLine.ts';
import { buildFeed, explainReplicaName, shortKey } from './feedModel.ts';

const TABLET = '72075186224037888';

/** A real run: tablet …888 boots on n6, then a client on n9 resolves it. */
function events(): TraceEvent[] {
  const sc = parseScenario({
    name: 'feed',
    description: '',
    preset: 'single-dc-8-racks',
    durationMs: 1500,
    steps: [
      { at: 10, do: { kind: 'tablet.boot', node: 6, tabletId: TABLET } },
      { at: 1000, do: { kind: 'tablet.request', node: 9, tabletId: TABLET } },
    ],
  });
  if (!sc.ok) throw new Error(sc.errors.join('\n'));
  const out: TraceEvent[] = [];
  runScenarioSync(sc.scenario, { onTrace: (batch) => out.push(...batch) });
  return out;
}

describe('the plain-language feed', () => {
  const evs = events();
  const en = buildFeed(evs, i18n.getFixedT('en', 'feed'));
  const ru = buildFeed(evs, i18n.getFixedT('ru', 'feed'), (d) =>
    renderLogLine(detailLine(d), i18n.getFixedT('ru', 'log') as LogT, 'ru'),
  );

  it('tells the election in order: lookup, lock, update on 5 replicas, then the leader', () => {
    const texts = en.map((f) => f.text);
    const lookup = texts.indexOf(
      'n6 asked 5 StateStorage replicas (lookup) about …888; 5 answered; result: NODATA gen 0:0.',
    );
    const lock = texts.indexOf(
      'n6 asked 5 StateStorage replicas (lock) about …888; 5 answered; result: OK gen 1:0.',
    );
    const elected = texts.indexOf('Tablet …888: leader elected on n6 at generation 2.');
    expect(lookup).toBeGreaterThanOrEqual(0);
    expect(lock).toBeGreaterThan(lookup);
    expect(elected).toBeGreaterThan(lock);
    expect(texts).toContain('A client on n9 resolved tablet …888: leader on n6, generation 2.');
  });

  it('counts each operation’s messages and virtual time from the trace', () => {
    const lookup = en.find((f) => f.text.includes('(lookup)') && f.text.startsWith('n6'));
    const start = evs.find((e) => e.kind === 'op.started' && e.op === 'lookup' && e.node === 6);
    const end = lookup ? evs[lookup.index] : undefined;
    expect(start && end).toBeTruthy();
    const ms = (((end?.t ?? 0) - (start?.t ?? 0)) / 1000).toFixed(1);
    // 5 lookups out and 5 answers back (the result to the tablet is sent after the quorum)
    expect(lookup?.cost).toBe(`10 messages, ${ms} ms`);
    expect(lookup?.record).toBe(TABLET);
  });

  it('speaks Russian with the same facts', () => {
    expect(ru.map((f) => f.text)).toContain('Таблетка …888: лидер выбран на n6 с поколением 2.');
    // Outcomes keep YDB's status names; the engine's English around them is re-worded.
    expect(ru.some((f) => f.text.includes('NODATA, поколение 0:0'))).toBe(true);
    expect(ru.some((f) => f.text.includes('gen '))).toBe(false);
    expect(ru.length).toBe(en.length);
    expect(ru.map((f) => f.index)).toEqual(en.map((f) => f.index));
  });

  it('explains a replica name part by part and shortens long tablet ids', () => {
    expect(explainReplicaName('ssr:0:3:2', i18n.getFixedT('en', 'feed'))).toBe(
      'ssr:0:3:2: StateStorage replica · ring group 0 · ring 3 · replica 2 in the ring',
    );
    expect(explainReplicaName('ss-proxy', i18n.getFixedT('en', 'feed'))).toBeNull();
    expect(shortKey(TABLET)).toBe('…888');
    expect(shortKey('/Root/db1')).toBe('/Root/db1');
  });
});
