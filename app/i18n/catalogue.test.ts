import { describe, expect, it } from 'vitest';
import { compareCatalogues } from './catalogue.ts';
import { i18n } from './index.ts';
import { LANGUAGES } from './languages.ts';
import { NAMESPACES } from './resources.ts';

// Every catalogue file on disk, whether resources.ts bundles it or not.
const ON_DISK: Record<string, unknown> = import.meta.glob('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const files = (lang: string): string[] =>
  Object.keys(ON_DISK)
    .filter((p) => p.startsWith(`./locales/${lang}/`))
    .map((p) => p.slice(`./locales/${lang}/`.length).replace(/\.json$/, ''))
    .sort();
const read = (lang: string, ns: string): unknown => ON_DISK[`./locales/${lang}/${ns}.json`];

describe('catalogues', () => {
  it('every language has the same namespace files, all bundled by resources.ts', () => {
    for (const lang of LANGUAGES) expect(files(lang), lang).toEqual([...NAMESPACES].sort());
  });

  it('every key exists in every language, with its plural forms and the same {{variables}}', () => {
    const problems = LANGUAGES.filter((l) => l !== 'en').flatMap((lang) =>
      files('en').flatMap((ns) =>
        compareCatalogues(`${ns}.json`, 'en', read('en', ns), lang, read(lang, ns)),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the checker notices a missing key, a missing Russian plural form and a renamed variable', () => {
    const p = compareCatalogues(
      'x.json',
      'en',
      { a: 'A', n_one: '{{count}} x', n_other: '{{count}} xs', v: 'hi {{name}}' },
      'ru',
      { n_one: '{{count}} х', n_other: '{{count}} х', v: 'привет {{who}}', extra: 'лишний' },
    );
    expect(p).toEqual([
      'x.json: "a" is in en but missing in ru',
      'x.json: "n" lacks the ru plural form "_few"',
      'x.json: "n" lacks the ru plural form "_many"',
      'x.json: "v" uses {{name}} in en but {{who}} in ru',
      'x.json: "extra" is in ru but missing in en',
    ]);
  });

  it('the bundled instance is ready synchronously and speaks both languages', async () => {
    expect(i18n.isInitialized).toBe(true);
    await i18n.changeLanguage('ru');
    expect(i18n.t('common:count.replicas', { count: 5 })).toBe('5 реплик');
    expect(i18n.t('common:count.replicas', { count: 3 })).toBe('3 реплики');
    await i18n.changeLanguage('en');
    expect(i18n.t('common:count.replicas', { count: 1 })).toBe('1 replica');
  });
});
