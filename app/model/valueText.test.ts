import { describe, expect, it } from 'vitest';
import { valueText } from './valueText.ts';

describe('valueText', () => {
  it('puts the generation first and shows the leader as its node', () => {
    expect(valueText('leader 1:a1.1 gen 2:0')).toBe('gen 2:0 · n1');
    expect(valueText('leader 14:a14.3 gen 3:7 locked')).toBe('gen 3:7 · n14 · locked');
    expect(valueText('leader 4:a4.1 gen 1:2 +2 followers')).toBe('gen 1:2 · n4 · +2 fol.');
  });
  it('passes other summaries through', () => {
    expect(valueText('erased')).toBe('erased');
    expect(valueText('n4:2135')).toBe('n4:2135');
  });
});
