import { afterEach, describe, expect, it } from 'vitest';
import { PRESETS } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { presetDescription, presetTitle } from './presetText.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('preset text', () => {
  it('in English is the engine’s own title and description, for every preset', () => {
    for (const [name, p] of PRESETS) {
      expect(presetTitle(name)).toBe(p.title);
      expect(presetDescription(name)).toBe(p.description);
    }
  });
  it('in Russian every preset has its own words', async () => {
    await i18n.changeLanguage('ru');
    for (const [name, p] of PRESETS) {
      expect(presetTitle(name)).toMatch(/[а-яё]/i);
      expect(presetDescription(name)).not.toBe(p.description);
      expect(presetDescription(name)).toMatch(/[а-яё]{3}/);
    }
  });
  it('an unknown preset falls back to its name', () => {
    expect(presetTitle('nope')).toBe('nope');
    expect(presetDescription('nope')).toBeUndefined();
  });
});
