/**
 * Every lesson in public/lessons runs headless here: its questions' `correct` answers must be the
 * only ones the simulation makes true, and its checks must hold — a lesson that stops being true
 * of the simulation fails this test.
 */
import { describe, expect, it } from 'vitest';
import { parseLesson, parseLessonIndex } from './load.ts';
import { lessonTruth } from './truth.ts';

const FILES: Record<string, unknown> = import.meta.glob('../../public/lessons/*.json', {
  eager: true,
  import: 'default',
});
const DIR = '../../public/lessons/';
const index = parseLessonIndex(FILES[`${DIR}index.json`]);
if (!index.ok) throw new Error(`public/lessons/index.json:\n${index.errors.join('\n')}`);
const entries = index.index.lessons;

describe('lesson files', () => {
  it('the index lists every lesson file, and every file it lists exists', () => {
    const onDisk = Object.keys(FILES)
      .map((p) => p.slice(DIR.length))
      .filter((f) => f !== 'index.json')
      .sort();
    expect(entries.map((e) => e.file).sort()).toEqual(onDisk);
  });

  it.each(entries.map((e) => [e.id, e.file] as const))(
    '%s: valid, and true of the simulation',
    (id, file) => {
      const parsed = parseLesson(FILES[`${DIR}${file}`]);
      if (!parsed.ok) throw new Error(`${file}:\n${parsed.errors.join('\n')}`);
      expect(parsed.value.lesson.id).toBe(id);
      expect(entries.find((e) => e.id === id)?.title).toEqual(parsed.value.lesson.title);
      const truth = lessonTruth(parsed.value);
      expect(truth.failedChecks).toEqual([]);
      parsed.value.lesson.steps.forEach((st, i) => {
        if (!st.ask) return;
        const q = truth.questions.get(i);
        const seen = q?.answers.filter((a) => a.holds).map((a) => a.answer);
        expect({ step: i, holds: seen }, JSON.stringify(q?.answers, null, 1)).toEqual({
          step: i,
          holds: [st.ask.correct],
        });
      });
    },
  );
});

describe('the lesson check can fail', () => {
  it('a lesson claiming the wrong answer disagrees with the simulation', () => {
    const parsed = parseLesson(FILES[`${DIR}quorum.json`]);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const truth = lessonTruth(parsed.value);
    const step = parsed.value.lesson.steps.findIndex((s) => s.ask !== undefined);
    const claimed = parsed.value.lesson.steps[step]?.ask?.correct;
    const other = parsed.value.lesson.steps[step]?.ask?.answers.find((a) => a.id !== claimed)?.id;
    expect(truth.questions.get(step)?.truth).toBe(claimed);
    expect(truth.questions.get(step)?.truth).not.toBe(other);
  });
});

describe('a violation is the point of a lesson only when the lesson names it', () => {
  const raw = FILES[`${DIR}ring-groups.json`];
  const violations = (holds: (x: { expect: string }) => boolean) => {
    const copy = structuredClone(raw) as {
      steps: { ask?: { answers: { holdsWhen: { expect: string }[] }[] } }[];
    };
    for (const st of copy.steps)
      for (const a of st.ask?.answers ?? [])
        a.holdsWhen = a.holdsWhen.map((x) => (holds(x) ? { ...x } : { at: 0, expect: 'invariants' }));
    const parsed = parseLesson(copy);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    return lessonTruth(parsed.value).failedChecks.filter((c) => c.includes('config-quorums-intersect'));
  };

  it('named by an answer: the rushed run is not a failed check', () => {
    expect(violations(() => true)).toEqual([]);
  });

  it('not named: the same run fails the lesson', () => {
    expect(violations((x) => x.expect !== 'violation')).toHaveLength(1);
  });
});
