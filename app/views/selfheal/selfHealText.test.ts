import { describe, expect, it } from 'vitest';
import { emptySelfHeal } from '../../../engine/index.ts';
import { i18n } from '../../i18n/index.ts';
import { dueLine, lastLine, pileLines, runLine } from './selfHealText.ts';

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

  it('bridge mode: one line per pile with its nodes and the current step, in both languages', async () => {
    const full = {
      ...run,
      path: 'full',
      total: 4,
      step: 2,
      piles: [
        { pile: 'A', leave: [], join: [] },
        { pile: 'B', leave: [13], join: [14] },
      ],
    } as const;
    expect(pileLines({ ...full, step: 0 })).toEqual([]);
    expect(pileLines(run)).toEqual([]);
    expect(pileLines(full).map((l) => l.text)).toEqual([
      'pile A: same nodes, new group — step 2, its new group read-write next to the old one (MAKE_NEW_GROUP_READWRITE)',
      'pile B: leave n13; join n14 — step 2, its new group read-write next to the old one (MAKE_NEW_GROUP_READWRITE)',
    ]);
    await i18n.changeLanguage('ru');
    try {
      expect(pileLines({ ...full, step: 4 })[1]?.text).toBe(
        'pile B: уходят n13; приходят n14 — шаг 4, старая группа удалена (DELETE_PREVIOUS_GROUP)',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
