import { describe, expect, it } from 'vitest';
import { formatMsFixed, formatNumber, formatTime } from './format.ts';
import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it('prefers ?lang=, then the remembered choice, then English', () => {
    expect(pickLanguage('?lang=ru', 'en')).toEqual({ language: 'ru', rejected: null });
    expect(pickLanguage('?lang=EN', 'ru')).toEqual({ language: 'en', rejected: null });
    expect(pickLanguage('', 'ru')).toEqual({ language: 'ru', rejected: null });
    expect(pickLanguage('', 'de')).toEqual({ language: 'en', rejected: null });
    expect(pickLanguage('', null)).toEqual({ language: 'en', rejected: null });
  });
  it('names a bad ?lang= value and keeps the remembered language', () => {
    expect(pickLanguage('?lang=fr', 'ru')).toEqual({ language: 'ru', rejected: 'fr' });
    expect(pickLanguage(`?lang=${'x'.repeat(40)}`, null).rejected).toBe(`${'x'.repeat(16)}…`);
  });
});

describe('format', () => {
  it('groups digits and writes units per language', () => {
    expect(formatNumber('en', 12345.6, 1)).toBe('12,345.6');
    expect(formatNumber('ru', 12345.6, 1)).toBe('12\u00a0345,6');
    expect(formatTime('en', 250)).toBe('250\u00a0ms');
    expect(formatTime('ru', 250.5)).toBe('250,5\u00a0мс');
    expect(formatTime('ru', 12_500)).toBe('12,5\u00a0с');
    expect(formatMsFixed('en', 12345.6789, 3)).toBe('12345.679 ms');
    expect(formatMsFixed('ru', 12345.6789, 3)).toBe('12345,679 мс');
  });
});
