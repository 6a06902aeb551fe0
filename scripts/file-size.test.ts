/**
 * Source files stay small and named by role: no non-test source file under engine/, app/,
 * workers/ or cli/ is over 300 lines. scripts/allowed-long-files.txt lists the files tolerated
 * over the limit for now (one path a line).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
const DIRS = ['engine', 'app', 'workers', 'cli'];
const SOURCE = /\.(ts|tsx|js|mjs|css)$/;
const TEST = /\.(test|spec)\.tsx?$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return SOURCE.test(e.name) && !TEST.test(e.name) ? [path] : [];
  });
}

const lineCount = (path: string): number => readFileSync(path, 'utf8').split('\n').length - 1;

const allowed = new Set(
  readFileSync('scripts/allowed-long-files.txt', 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#')),
);

describe('file sizes', () => {
  const files = DIRS.flatMap((d) => sources(d));

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it(`no source file is over ${MAX_LINES} lines`, () => {
    const long = files.filter((f) => lineCount(f) > MAX_LINES);
    const fresh = long.filter((f) => !allowed.has(f)).map((f) => `${f}: ${lineCount(f)} lines`);
    const fixed = [...allowed].filter((f) => !long.includes(f));
    if (fixed.length > 0)
      console.warn(
        `within ${MAX_LINES} lines now, remove from scripts/allowed-long-files.txt: ${fixed.join(', ')}`,
      );
    expect(fresh).toEqual([]);
  });
});
