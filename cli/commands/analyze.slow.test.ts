import { describe, expect, it } from 'vitest';
import { simAsync } from '../simProcess.ts';

const sim = (...args: string[]) => simAsync(['analyze', ...args], 120_000);

const quick = ['--samples', '2000', '--load-samples', '2000'];

describe('sim analyze (subprocess)', () => {
  it.concurrent('--json prints the whole analysis on stdout; the cap goes to stderr', async () => {
    const r = await sim('--preset', 'single-dc-256', '--cut-limit', '40', '--json', ...quick);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual(
      expect.arrayContaining([
        'tolerance',
        'headroom',
        'minimalCutSets',
        'load',
        'availability',
        'blastRadius',
      ]),
    );
    expect(j.minimalCutSets).toMatchObject({ limitHit: true, visitLimit: 40 });
    expect(r.err).toMatch(/stopped at --cut-limit 40/);
  });

  it.concurrent.each([
    [['--fail', 'dc:nope'], /^error: bad --fail 'dc:nope': unknown datacenter 'nope'/],
    [['--max-cut=-1'], /^error: --max-cut must be a positive integer, got '-1'/],
    [['--load-samples', '5000000'], /^error: --load-samples must be at most 1000000/],
    [['--bogus'], /^error: analyze: Unknown option '--bogus'/],
  ])('bad input %j → one line on stderr, exit 2', async (args, message) => {
    const r = await sim(...quick, ...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });
});
