import { describe, expect, it } from 'vitest';
import { emptySelfHeal } from '../../../engine/index.ts';
import { i18n } from '../../i18n/index.ts';
import { dueLine, lastLine, runLine } from './selfHealText.ts';

const run = {
  path: 'one-node',
  from: 3,
  to: 9,
  subsystems: [],
  step: 1,
  total: 2,
  stepAtUs: 7e6,
  dueAtUs: 13e6,
} as const;

describe('SelfHeal card text', () => {
  it('describes the run, the time to the next step and the last result', () => {
    expect(runLine(run)).toBe('one-node swap n3 → n9: step 1 of 2');
    expect(runLine({ ...run, path: 'full', subsystems: ['statestorage', 'board'], total: 4 })).toBe(
      'full move of statestorage, board: step 1 of 4',
    );
    expect(dueLine(run, 10e6)).toBe('next step in 3.0 s');
    expect(dueLine({ ...run, step: 2 }, 20e6)).toBe('finishes in 0.0 s');
    expect(lastLine(emptySelfHeal())).toBeNull();
    expect(
      lastLine({ ...emptySelfHeal(), last: { ok: false, text: 'distconf root lost', atUs: 12e6 } }),
    ).toBe('distconf root lost (at 12.0 s)');
  });
  it('speaks Russian with Russian decimals', async () => {
    await i18n.changeLanguage('ru');
    try {
      expect(runLine(run)).toBe('замена одного узла n3 → n9: шаг 1 из 2');
      expect(dueLine(run, 10e6)).toBe('следующий шаг через 3,0 с');
      expect(lastLine({ ...emptySelfHeal(), last: { ok: true, text: 'done', atUs: 12e6 } })).toBe(
        'последний запуск успешен (в 12,0 с)',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
