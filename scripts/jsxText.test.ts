import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findJsxText } from './jsxText.ts';

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(path);
    return e.name.endsWith('.tsx') && !/\.test\.tsx$/.test(e.name) ? [path] : [];
  });
}

describe('visible text comes from the i18n catalogues', () => {
  it('no JSX in app/ carries literal words', () => {
    const found = tsxFiles('app').flatMap((f) => findJsxText(f, readFileSync(f, 'utf8')));
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it('the checker finds text, attributes and both branches, and lets keys and symbols pass', () => {
    const src = `
      const A = () => (
        <div title="Close it" aria-label={t('x')} className="words here">
          Hello {ok ? 'Yes' : t('no')} {n}· <b>{'✕'}</b>{kind === 'live' && t('live')}
          {\`seed \${seed}\`}<i>StateStorage</i>
        </div>
      );`;
    expect(findJsxText('x.tsx', src).map((f) => f.text)).toEqual(['Close it', 'Hello', 'Yes', 'seed']);
  });
});
