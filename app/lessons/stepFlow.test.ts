/**
 * Every lesson's every step is reachable by what the panel lets a person do, in both languages:
 * a question step takes the prediction before its act, the act (or "run and show") reveals, and
 * only then Next / Finish opens. Nothing a step asks can be seen before it is chosen: the view
 * never runs past a question step's act before the answer.
 */
import { describe, expect, it } from 'vitest';
import { parseLesson, parseLessonIndex } from './load.ts';
import type { Lesson } from './schema.ts';
import { actReveals, openMs, outcomeMs, stepFlow, type StepDone } from './stepFlow.ts';

const FILES: Record<string, unknown> = import.meta.glob('../../public/lessons/*.json', {
  eager: true,
  import: 'default',
});
const DIR = '../../public/lessons/';
const index = parseLessonIndex(FILES[`${DIR}index.json`]);
if (!index.ok) throw new Error(index.errors.join('\n'));
const lessons: Lesson[] = index.index.lessons.map((e) => {
  const r = parseLesson(FILES[`${DIR}${e.file}`]);
  if (!r.ok) throw new Error(`${e.file}: ${r.errors.join('\n')}`);
  return r.value.lesson;
});

/** Walks a lesson as a person does; returns the texts shown, step by step. */
function walk(lesson: Lesson, lang: 'en' | 'ru'): string[][] {
  const shown: string[][] = [];
  let i = 0;
  while (i < lesson.steps.length) {
    const st = lesson.steps[i]!;
    let d: StepDone = { acted: false, picked: undefined, revealed: false };
    const texts = [st.say[lang]];
    if (st.ask) {
      texts.push(st.ask.question[lang], ...st.ask.answers.map((a) => a.text[lang]));
      expect(stepFlow(st, d).canPick).toBe(true);
      if (st.act) expect(stepFlow(st, d)).toMatchObject({ canAct: false, actWaitsForPick: true });
      expect(stepFlow(st, d).canGoOn).toBe(false);
      d = { ...d, picked: st.ask.correct };
    }
    if (st.act) {
      texts.push(st.act.label[lang]);
      expect(stepFlow(st, d).canAct).toBe(true);
      d = { ...d, acted: true, revealed: actReveals(st) };
    }
    if (st.ask && !d.revealed) {
      expect(stepFlow(st, d).canReveal).toBe(true);
      d = { ...d, revealed: true };
    }
    expect(stepFlow(st, d)).toMatchObject({ canGoOn: true, canAct: false, canPick: false });
    shown.push(texts);
    i += 1;
  }
  return shown;
}

describe('every lesson step is reachable and shown', () => {
  for (const lang of ['en', 'ru'] as const)
    it.each(lessons.map((l) => [l.id, l] as const))(`%s (${lang})`, (_id, lesson) => {
      const shown = walk(lesson, lang);
      expect(shown).toHaveLength(lesson.steps.length);
      for (const texts of shown) for (const t of texts) expect(t.trim()).not.toBe('');
    });

  it('the ring-groups lesson reaches its last step, and its act can be done', () => {
    const rg = lessons.find((l) => l.id === 'ring-groups')!;
    expect(walk(rg, 'en').at(-1)?.[0]).toBe(rg.steps.at(-1)!.say.en);
  });
});

describe('predict, then reveal', () => {
  it('a question step neither runs the view at its opening nor lets its act go before the pick', () => {
    for (const l of lessons)
      for (const st of l.steps) {
        if (!st.ask) continue;
        expect(openMs(st)).toBeUndefined();
        if (st.act) expect(actReveals(st)).toBe(true);
      }
  });

  it("before a question step's act the view is never past it (its outcome cannot show early)", () => {
    for (const l of lessons) {
      let viewMs = 0;
      l.steps.forEach((st, i) => {
        viewMs = Math.max(viewMs, openMs(st) ?? 0);
        if (st.ask && st.act) {
          const first = Math.min(...st.act.do.map((s) => s.at));
          expect({ lesson: l.id, step: i, viewMs: Math.min(viewMs, first) }).toEqual({
            lesson: l.id,
            step: i,
            viewMs,
          });
        }
        viewMs = Math.max(viewMs, outcomeMs(st, 400));
      });
    }
  });

  it('a step showing a time opens there unless it asks; its act then shows at least that far', () => {
    const st = {
      say: { en: 'x', ru: 'х' },
      highlight: [],
      showMs: 900,
      act: { label: { en: 'a', ru: 'а' }, do: [{ at: 100, do: { kind: 'node.down', node: 1 } }] },
    } as unknown as Lesson['steps'][number];
    expect(openMs(st)).toBe(900);
    expect(outcomeMs(st, 400)).toBe(900);
    expect(outcomeMs({ ...st, showMs: undefined } as typeof st, 400)).toBe(500);
    const asked = { ...st, ask: lessons[2]!.steps[1]!.ask } as typeof st;
    expect(openMs(asked)).toBeUndefined();
    expect(stepFlow(asked, { acted: false, picked: undefined, revealed: false }).canAct).toBe(false);
    expect(stepFlow(asked, { acted: false, picked: 'yes', revealed: false }).canAct).toBe(true);
  });
});
