import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { valueParts } from './valueText.ts';

/** The column's text as it reads: the parts, joined as the cell shows them. */
const valueText = (summary: string) => valueParts(summary).join(' · ');

describe('valueParts', () => {
  it('puts the generation first and shows the leader as its node', () => {
    expect(valueText('leader 1:a1.1 gen 2:0')).toBe('gen 2:0 · n1');
    expect(valueText('leader 14:a14.3 gen 3:7 locked')).toBe('gen 3:7 · n14 · locked');
    expect(valueText('leader 4:a4.1 gen 1:2 +2 followers')).toBe('gen 1:2 · n4 · +2 fol.');
  });
  it('keeps other summaries as the engine words them in English', () => {
    expect(valueText('erased')).toBe('erased');
    expect(valueText('n4:2135')).toBe('n4:2135');
    expect(valueText('1 pub: 4:a4.2="n4:2135"')).toBe('1 pub: 4:a4.2="n4:2135"');
  });
  it('gives a StateStorage entry in parts and any other summary as one sentence', () => {
    expect(valueParts('leader 14:a14.3 gen 3:7 locked')).toEqual(['gen 3:7', 'n14', 'locked']);
    expect(valueParts('1 pub: 4:a4.2="n4:2135"')).toHaveLength(1);
  });
  it('says the words in Russian', async () => {
    await i18n.changeLanguage('ru');
    try {
      expect(valueText('leader -:- gen 0:0')).toBe('пок. 0:0 · нет лидера');
      expect(valueText('leader 4:a4.1 gen 1:2 locked +2 followers')).toBe(
        'пок. 1:2 · n4 · заблок. · +2 фолл.',
      );
      expect(valueText('1 pub: 4:a4.2="n4:2135"')).toBe('1 публикация: 4:a4.2="n4:2135"');
      expect(valueText('table v3 g2 id 5')).toBe('table v3, поколение 2, id 5');
      expect(valueText('erased')).toBe('стёрто');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
