import { describe, expect, it } from 'vitest';
import { parseLesson } from './load.ts';

describe('lesson errors name the lesson path', () => {
  const base = {
    id: 'x',
    title: { en: 'X', ru: 'Х' },
    summary: { en: 'X', ru: 'Х' },
    section: '#x',
    preset: 'single-dc-8-racks',
    steps: [
      {
        say: { en: 'x', ru: 'х' },
        act: { label: { en: 'x', ru: 'х' }, do: [{ at: 10, do: { kind: 'rack.down', rack: 'dc9-r1' } }] },
        ask: {
          question: { en: 'q', ru: 'в' },
          answers: [
            {
              id: 'a',
              text: { en: 'a', ru: 'а' },
              holdsWhen: [{ at: 20, expect: 'node', node: 1, status: 'up' }],
            },
            {
              id: 'b',
              text: { en: 'b', ru: 'б' },
              holdsWhen: [{ at: 20, expect: 'node', node: 99, status: 'up' }],
            },
          ],
          correct: 'a',
          why: { en: 'w', ru: 'п' },
        },
      },
    ],
  };
  it('unknown names inside acts and answers', () => {
    const r = parseLesson(base);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors;
    expect(errors.some((e) => e.startsWith('steps[0].act.do[0].do.rack:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('steps[0].ask.answers[1].holdsWhen[0].node:'))).toBe(true);
  });
  it('a correct answer that is not offered, a missing translation', () => {
    const step = base.steps[0] as (typeof base.steps)[number];
    const r = parseLesson({
      ...base,
      title: { en: 'X' },
      steps: [{ ...step, ask: { ...step.ask, correct: 'c' } }],
    });
    const errors = r.ok ? [] : r.errors;
    expect(errors.some((e) => e.startsWith('title.ru:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('steps[0].ask.correct:') && e.includes('"c"'))).toBe(true);
  });
});
