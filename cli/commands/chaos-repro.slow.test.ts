/**
 * `chaos --plant-bug forgetful-blobstorage --shrink`: the failing seed's scenario file and its
 * shrunk file are written, the shrunk one a few commands long, and a page link is printed.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../engine/index.ts';
import { chaosCommand } from './chaos.ts';

describe('chaos: a failing seed becomes a scenario, shrunk, with a link', () => {
  it('--plant-bug … --shrink ends at a scenario of a few steps', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chaos-repro-'));
    const out = chaosCommand(
      {
        seed: '2',
        preset: 'single-dc-8-racks',
        'plant-bug': 'forgetful-blobstorage',
        shrink: true,
        'repro-dir': dir,
        'page-url': 'http://localhost:4185/',
      },
      {},
    );
    expect(out.code).toBe(1);
    const file = join(dir, 'chaos-single-dc-8-racks-within-seed-2.json');
    const shrunk = join(dir, 'chaos-single-dc-8-racks-within-seed-2.shrunk.json');
    expect(out.text).toContain(`npm run -s sim -- run ${file}`);
    expect(out.text).toMatch(/shrunk \(chaos\.schema-never-backwards still fails, \d+ replays\): 9 fault/);
    expect(out.text).toMatch(
      /open at 4\.\d{3} s \(the page's trace hash there: [0-9a-f]{16}\): http:\/\/localhost:4185\/\?s=/,
    );
    const p = parseScenario(JSON.parse(readFileSync(shrunk, 'utf8')));
    if (!p.ok) throw new Error(p.errors.join('\n'));
    expect(p.scenario.file.steps.length).toBeLessThanOrEqual(4);
    expect(parseScenario(JSON.parse(readFileSync(file, 'utf8'))).ok).toBe(true);
  }, 300_000);

  it('refuses an unknown planted bug and a page URL that is none', () => {
    expect(() => chaosCommand({ seed: '1', 'plant-bug': 'nope' }, {})).toThrow(/unknown bug 'nope'/);
    expect(() => chaosCommand({ seed: '1', 'page-url': 'not a url' }, {})).toThrow(/is not a URL/);
  });
});
