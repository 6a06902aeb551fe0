import { describe, expect, it } from 'vitest';
import { MAX_GOTO_MS, parseGotoMs } from './gotoTime.ts';

describe('parseGotoMs', () => {
  it('reads plain and decimal milliseconds', () => {
    expect(parseGotoMs('12')).toEqual({ kind: 'ok', us: 12_000 });
    expect(parseGotoMs(' 0.5 ms')).toEqual({ kind: 'ok', us: 500 });
    expect(parseGotoMs('')).toEqual({ kind: 'empty' });
  });
  it('says what is wrong with text and negative times', () => {
    const abc = parseGotoMs('abc');
    expect(abc.kind).toBe('error');
    expect(abc.kind === 'error' && abc.message).toContain('not a number');
    const neg = parseGotoMs('-5');
    expect(neg.kind === 'error' && neg.message).toContain('negative');
    expect(parseGotoMs('0x10').kind).toBe('error');
  });
  it('refuses a time beyond the limit', () => {
    const far = parseGotoMs('99999999');
    expect(far.kind).toBe('error');
    expect(far.kind === 'error' && far.message).toContain('60,000');
    expect(parseGotoMs(String(MAX_GOTO_MS))).toEqual({ kind: 'ok', us: MAX_GOTO_MS * 1000 });
  });
});
