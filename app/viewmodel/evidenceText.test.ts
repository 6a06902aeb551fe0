import { afterEach, describe, expect, it } from 'vitest';
import {
  emptyObservers,
  observersFold,
  EVIDENCE_CODES,
  createEvaluator,
  parseScenario,
  runScenarioSync,
  loadPreset,
  type NodeStatus,
  type EvidenceCode,
  type EvalContext,
  type Verdict,
  type Expectation,
  type TraceEvent,
} from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { evidenceText } from './evidenceText.ts';

const T = '72075186224037888';

type Raw = Record<string, unknown>;

/** Evaluates expectations on hand-fed observer state, as engine/scenario/expectations.test.ts does. */
function world(preset: string, down: readonly number[] = [], writeOnlyCopy = false) {
  const { config: base, topology } = loadPreset(preset);
  // A write-only copy of the StateStorage group: a group the record verdict does not count.
  const groups = base.statestorage.ringGroups;
  const config = writeOnlyCopy
    ? {
        ...base,
        statestorage: { ringGroups: [...groups, ...groups.map((g) => ({ ...g, writeOnly: true }))] },
      }
    : base;
  const state = emptyObservers();
  const ctx: EvalContext = {
    state,
    status: (n): NodeStatus => (down.includes(n) ? 'down' : 'up'),
    config,
    nodes: topology.nodes.map((n) => n.id),
  };
  const feed = (...events: Raw[]) => {
    for (const e of events) observersFold.step(state, { t: 0, node: 0, ...e } as unknown as TraceEvent);
  };
  const check = (x: Raw, events: Raw[] = []): Verdict => {
    const ev = createEvaluator({ at: 0, ...x } as unknown as Expectation, config, topology);
    for (const e of events) ev.observe({ t: 0, node: 0, ...e } as unknown as TraceEvent);
    return ev.check(ctx);
  };
  return { state, feed, check };
}

/** Verdicts that between them use every evidence code, lists and wrapped evidence included. */
function everyVerdict(): Verdict[] {
  const w = world('single-dc-8-racks', [2, 12, 14]);
  const v: Verdict[] = [];
  const record = { expect: 'record', subsystem: 'statestorage', key: T };
  v.push(
    w.check(record),
    world('single-dc-8-racks', [2], true).check(record),
    w.check({ expect: 'availability', samples: 200 }),
  );
  v.push(w.check({ expect: 'violation', invariant: 'x' }), w.check({ expect: 'invariants' }));
  w.state.violations.push({ invariant: 'x', message: 'two leaders', t: 1 });
  w.state.violations.push({ invariant: 'y', message: 'stale read', t: 2 });
  v.push(w.check({ expect: 'violation', invariant: 'x' }), w.check({ expect: 'invariants' }));
  v.push(w.check({ expect: 'leader', tabletId: T }), w.check({ expect: 'demoted', tabletId: T }));
  const actor = { node: 3, name: 'a1.1' };
  w.feed({ kind: 'leader.elected', tabletId: T, generation: 2, actor });
  v.push(w.check({ expect: 'leader', tabletId: T }));
  w.feed({ kind: 'leader.demoted', tabletId: T, generation: 2, actor, reason: 'newer generation' });
  v.push(w.check({ expect: 'demoted', tabletId: T }));
  const resolve = { expect: 'resolve', tabletId: T, node: 4 };
  v.push(w.check(resolve));
  w.feed({
    subsystem: 'statestorage',
    op: 'tablet.request',
    opId: 'a1.2',
    key: T,
    node: 4,
    kind: 'op.quorum',
    detail: 'OK gen 2',
  });
  v.push(w.check(resolve));
  const board = { expect: 'board', subscriber: 'd', node: 7 };
  v.push(w.check(board));
  w.feed({ kind: 'board.view', subscriber: 'd@n7', path: 'gpc+/Root/db1', payloads: ['a', 'b'], node: 7 });
  v.push(w.check(board));
  const schema = { expect: 'schema', node: 2, path: '/Root/t' };
  v.push(w.check(schema));
  const view = { kind: 'schema.view', node: 2, path: '/Root/t', generation: 2 };
  w.feed({ ...view, version: 2, deleted: false });
  v.push(w.check(schema));
  w.feed({ ...view, version: 3, deleted: true });
  v.push(w.check(schema));
  v.push(
    w.check({ expect: 'node', node: 2, status: 'up' }),
    w.check({ expect: 'node', node: 3, status: 'up' }),
  );
  v.push(w.check({ expect: 'config', version: 1 }));
  v.push(w.check({ expect: 'config', version: 2 }, [{ kind: 'config.applied', node: 5, version: 2 }]));
  const refused = { expect: 'refused', reason: 'no quorum' };
  v.push(w.check(refused));
  const refusal = { kind: 'config.refused', command: 'ring.add', subsystem: 'board', reason: 'no quorum' };
  v.push(w.check(refused, [refusal, { ...refusal, reason: 'busy' }]));
  const leader = { kind: 'leader.elected', tabletId: T, generation: 2, actor };
  for (const n of [0, 1, 2, 5])
    v.push(w.check({ expect: 'event', match: { kind: 'leader.elected' } }, Array(n).fill(leader)));
  v.push(world('bridge-2-piles').check({ expect: 'bridge', primary: 'A' }));
  const cms = { expect: 'cms', down: { racks: ['dc1-r3'] }, allowed: false };
  v.push(world('single-dc-8-racks', [1, 2, 3, 4]).check(cms), world('single-dc-8-racks').check(cms));
  return v;
}

/** A `by` window that closes unmet wraps the last evidence: only the runner says that. */
function missedDeadline() {
  const r = parseScenario({
    name: 'unit',
    description: 'evidence of a missed deadline',
    preset: 'single-dc-8-racks',
    durationMs: 600,
    steps: [{ at: 10, expect: 'leader', by: 500, tabletId: T }],
  });
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return runScenarioSync(r.scenario).expectations;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('evidenceText', () => {
  const verdicts = [...everyVerdict(), ...missedDeadline()];
  const codes = new Set<EvidenceCode>();
  const collect = (ev: Verdict['evidence']): void => {
    codes.add(ev.code);
    ev.list?.items.forEach(collect);
    if (ev.inner) collect(ev.inner);
  };
  verdicts.forEach((v) => collect(v.evidence));

  it('the fixtures reach every evidence code', () => {
    expect([...codes].sort()).toEqual([...EVIDENCE_CODES].sort());
  });

  it('in English says exactly what the CLI prints', () => {
    for (const v of verdicts) expect(evidenceText(v.evidence)).toBe(v.detail);
  });

  it('in Russian fills every value and says no English sentence of its own', async () => {
    await i18n.changeLanguage('ru');
    for (const v of verdicts) {
      const text = evidenceText(v.evidence);
      expect(text).not.toContain('{{');
      // An invariant's own message is the checker's text, passed through as it is.
      if (v.evidence.code !== 'violation-seen') {
        expect(text).toMatch(/[а-яё]{3}/);
        expect(text).not.toBe(v.detail);
      }
    }
  });

  it('in Russian words counts, yes/no and node states', async () => {
    await i18n.changeLanguage('ru');
    const w = world('single-dc-8-racks', [2]);
    const leader = { kind: 'leader.elected', tabletId: T, generation: 2, actor: { node: 1, name: 'a' } };
    const events = (n: number) =>
      evidenceText(
        w.check({ expect: 'event', match: { kind: 'leader.elected' } }, Array(n).fill(leader)).evidence,
      );
    expect([1, 2, 5, 21].map(events)).toEqual([
      '1 подходящее событие',
      '2 подходящих события',
      '5 подходящих событий',
      '21 подходящее событие',
    ]);
    expect(evidenceText(w.check({ expect: 'node', node: 2, status: 'up' }).evidence)).toBe(
      'узел n2 отключён',
    );
    const rec = evidenceText(w.check({ expect: 'record', subsystem: 'statestorage', key: T }).evidence);
    expect(rec).toMatch(/^чтение да, запись да \(группа колец 0: живы \d\/5, большинство 3/);
  });
});
