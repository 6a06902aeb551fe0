import { afterEach, describe, expect, it } from 'vitest';
import { describeExpectation, parseScenario, isDoStep, type Expectation } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { expectationLabel } from './expectationLabel.ts';

const SCENARIOS: Record<string, unknown> = import.meta.glob('../../public/scenarios/**/*.json', {
  eager: true,
  import: 'default',
});
const LESSONS: Record<string, unknown> = import.meta.glob('../../public/lessons/*.json', {
  eager: true,
  import: 'default',
});

interface LessonLike {
  readonly steps?: readonly {
    readonly ask?: { readonly answers: readonly { holdsWhen: Expectation[] }[] };
  }[];
  readonly checks?: readonly Expectation[];
}

/** Every expectation of the scenario library and the lessons. */
function everyExpectation(): Expectation[] {
  const fromScenarios = Object.values(SCENARIOS).flatMap((v) => {
    const r = parseScenario(v);
    return r.ok ? r.scenario.file.steps.filter((s): s is Expectation => !isDoStep(s)) : [];
  });
  const fromLessons = Object.values(LESSONS).flatMap((v) => {
    const l = v as LessonLike;
    return [
      ...(l.steps ?? []).flatMap((s) => s.ask?.answers.flatMap((a) => a.holdsWhen) ?? []),
      ...(l.checks ?? []),
    ];
  });
  return [...fromScenarios, ...fromLessons, ...VARIANTS];
}

const T = '72075186224037888';
/** The optional parts the files may not use, one way or the other. */
const VARIANTS = [
  { expect: 'record', subsystem: 'board', key: '/Root/db1' },
  { expect: 'record', subsystem: 'statestorage', key: T, read: false, write: true },
  { expect: 'availability' },
  { expect: 'availability', subsystem: 'board', minShare: 0.5, maxShare: 0.9 },
  { expect: 'leader', tabletId: T, exists: false },
  { expect: 'leader', tabletId: T, minGeneration: 2, node: 3 },
  { expect: 'demoted', tabletId: T },
  { expect: 'demoted', tabletId: T, node: 3, generation: 2 },
  { expect: 'resolve', tabletId: T, node: 4, ok: false, minGeneration: 2 },
  { expect: 'board', subscriber: 'd', node: 7 },
  { expect: 'board', subscriber: 'd', node: 7, payloads: ['a'], includes: ['b'], excludes: ['c'] },
  { expect: 'schema', node: 2, path: '/Root/t', minVersion: 2, deleted: true },
  { expect: 'node', node: 2, status: 'crashed' },
  { expect: 'bridge' },
  { expect: 'bridge', perPile: ['PRIMARY', 'DISCONNECTED'], primary: 'A', promoted: 'B', generation: 3 },
  { expect: 'config', version: 2 },
  { expect: 'config', version: 2, node: 5 },
  { expect: 'refused', reason: 'no quorum' },
  { expect: 'refused', reason: 'no quorum', command: 'ring.add' },
  { expect: 'violation', invariant: 'single-leader' },
  { expect: 'event', match: { kind: 'leader.elected' }, atLeast: 2, atMost: 3 },
  { expect: 'invariants' },
].map((x) => ({ at: 0, ...x }) as unknown as Expectation);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('expectationLabel', () => {
  const all = everyExpectation();

  it('the library and the lessons use every kind of expectation', () => {
    expect(new Set(all.map((x) => x.expect)).size).toBe(15);
  });

  it('in English says exactly what the CLI prints', () => {
    for (const x of all) expect(expectationLabel(x)).toBe(describeExpectation(x));
  });

  it('in Russian fills every value and says it in Russian', async () => {
    await i18n.changeLanguage('ru');
    for (const x of all) {
      const text = expectationLabel(x);
      expect(text).not.toContain('{{');
      expect(text).toMatch(/[а-яё]{3}/i);
    }
  });
});
