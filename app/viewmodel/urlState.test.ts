import { describe, expect, it } from 'vitest';
import { DEFAULT_PRESET } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import { buildShareUrl, DEFAULT_SEED, parseEmbedState, parseUrlState, QUOTED_VALUE_MAX } from './urlState.ts';

describe('parseUrlState', () => {
  it('takes good values as they are', () => {
    const r = parseUrlState('?preset=single-dc-8-racks&seed=42&scenario=rack-loss');
    expect(r).toEqual({
      state: { preset: 'single-dc-8-racks', seed: 42, scenario: 'rack-loss', spare: [] },
      problems: [],
    });
  });
  it('names each bad parameter and falls back for it alone', () => {
    const r = parseUrlState('?preset=nope&seed=-1&scenario=../etc');
    expect(r.state).toEqual({ preset: DEFAULT_PRESET, seed: DEFAULT_SEED, scenario: null, spare: [] });
    expect(r.problems).toHaveLength(3);
    expect(r.problems[0]).toContain('"preset=nope"');
    expect(r.problems[1]).toContain('"seed=-1"');
    expect(r.problems[2]).toContain('"scenario=../etc"');
  });
  it('says its notices in the page language', async () => {
    await i18n.changeLanguage('ru');
    try {
      const r = parseUrlState('?preset=nope&seed=abc&scenario=');
      expect(r.problems).toEqual([
        expect.stringMatching(
          /^Параметр адреса «preset=nope» неверен: неизвестный пресет; .* Вместо него: пресет по умолчанию/,
        ),
        'Параметр адреса «seed=abc» неверен: зерно должно быть целым неотрицательным числом не больше 9007199254740991 (MAX_SEED). Вместо него: зерно 1.',
        'Параметр адреса «scenario=» пуст. Вместо него: без сценария.',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
  it('round-trips through the share URL', () => {
    const state = { preset: 'large', seed: 9, scenario: null, spare: [] };
    const url = buildShareUrl('http://x.test/app/?junk=1', state);
    expect(parseUrlState(new URL(url).search)).toEqual({ state, problems: [] });
    expect(url.startsWith('http://x.test/app/?')).toBe(true);
    const spare = [
      { kind: 'rack', dc: 'dc1' },
      { kind: 'node', rack: 'dc1-r4' },
    ] as const;
    const grown = buildShareUrl('http://x.test/', { ...state, spare });
    expect(new URL(grown).searchParams.get('spare')).toBe('rack:dc1,node:dc1-r4');
    expect(parseUrlState(new URL(grown).search)).toEqual({ state: { ...state, spare }, problems: [] });
  });
  it('names a bad spare value and where, and keeps the rest of the link', () => {
    const form = parseUrlState('?preset=single-dc-8-racks&seed=3&spare=rack:dc1,pile:A');
    expect(form.state).toEqual({ preset: 'single-dc-8-racks', seed: 3, scenario: null, spare: [] });
    expect(form.problems).toEqual([
      expect.stringMatching(
        /^URL parameter "spare=rack:dc1,pile:A" is invalid: spare capacity is a comma-separated list/,
      ),
    ]);
    const place = parseUrlState('?preset=mirror-3-dc&spare=rack:dc1,node:dc4-r1');
    expect(place.state.spare).toEqual([]);
    expect(place.problems).toEqual([
      'URL parameter "spare=rack:dc1,node:dc4-r1" is invalid: node:dc4-r1 names no place in preset mirror-3-dc. Using no spare capacity.',
    ]);
  });
  it('an empty value is called empty; line breaks in a value are quoted escaped, on one line', () => {
    expect(parseUrlState('?seed=%20').problems).toEqual(['URL parameter "seed= " is empty. Using seed 1.']);
    const [p] = parseUrlState('?scenario=a%0Ab%E2%80%A8').problems;
    expect(p).toMatch(/^URL parameter "scenario=a\\u000ab\\u2028" is invalid: a scenario name is/);
  });
  it('quotes at most QUOTED_VALUE_MAX characters of a pasted blob', () => {
    const r = parseUrlState(`?preset=${'x'.repeat(3000)}`);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toContain('(3000 characters)');
    expect(r.problems[0]!.length).toBeLessThan(QUOTED_VALUE_MAX + 600);
  });
});

describe('parseEmbedState', () => {
  it('takes ?embed=1&lesson=NAME', () => {
    expect(parseEmbedState('?embed=1&lesson=quorum&lang=ru')).toEqual({
      embed: true,
      lesson: 'quorum',
      problems: [],
    });
    expect(parseEmbedState('?lesson=quorum')).toEqual({ embed: false, lesson: 'quorum', problems: [] });
  });
  it('says what is wrong: no lesson, a name that is no file name, another embed value', () => {
    expect(parseEmbedState('?embed=1').problems).toEqual([
      'embed=1 needs a lesson: add lesson=NAME (for example lesson=quorum).',
    ]);
    const bad = parseEmbedState('?embed=1&lesson=../etc');
    expect(bad.lesson).toBeNull();
    expect(bad.problems[0]).toContain('"lesson=../etc" is invalid: a lesson name is a file name');
    expect(parseEmbedState('?embed=yes&lesson=quorum').problems[0]).toContain('"embed=yes" is invalid');
  });
});
