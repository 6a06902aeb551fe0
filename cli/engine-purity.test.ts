import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** engine/ must stay pure: the lint config bans these, and no engine source may contain them. */
const FORBIDDEN: readonly [string, string][] = [
  ['Math.random()', 'Math.random'],
  ['Date.now()', 'Date'],
  ['new Date()', 'Date'],
  ['performance.now()', 'performance'],
  ['setTimeout(() => {}, 1)', 'setTimeout'],
  ['document.body', 'document'],
  ['window.location', 'window'],
  ['new Worker("x")', 'Worker'],
  ['postMessage(1)', 'postMessage'],
];

function engineSources(dir = 'engine'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return engineSources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('engine purity', () => {
  const eslint = new ESLint();

  it.each(FORBIDDEN)('lint rejects `%s` in engine/', async (code) => {
    const [res] = await eslint.lintText(`export const x = () => ${code};\n`, {
      filePath: 'engine/kernel/probe.ts',
    });
    expect(res!.messages.map((m) => m.message).join('\n')).toMatch(/engine\/ is pure/);
  });

  it('lint rejects Node built-ins and app imports in engine/', async () => {
    const [res] = await eslint.lintText(
      `import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n`,
      { filePath: 'engine/kernel/probe.ts' },
    );
    expect(res!.messages.some((m) => m.ruleId === 'no-restricted-imports')).toBe(true);
  });

  it('the same code is fine outside engine/', async () => {
    const [res] = await eslint.lintText('export const x = () => Math.random() + Date.now();\n', {
      filePath: 'app/probe.ts',
    });
    expect(res!.messages).toEqual([]);
  });

  it('no engine source uses wall time, randomness, timers or the DOM', () => {
    const pattern =
      /Math\.random|Date\.now|new Date\(|performance\.now|setTimeout|setInterval|\bdocument\.|\bwindow\./;
    const hits = engineSources().filter((f) =>
      pattern.test(readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')),
    );
    expect(hits).toEqual([]);
  });
});
