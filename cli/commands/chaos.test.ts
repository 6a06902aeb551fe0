import { describe, expect, it } from 'vitest';
import { reproduceCommand, runChaos, type InvariantChecker } from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { seedOption } from '../options.ts';
import { parseSeeds } from './chaos-args.ts';
import { chaosCommand, summarizeChaos } from './chaos.ts';
import { progress } from './chaos-tally.ts';

describe('sim chaos', () => {
  it('runs one seed: faults, operations, messages, trace hash, exit 0', () => {
    const r = chaosCommand({ seed: '5', mode: 'within', preset: 'single-dc-8-racks' });
    expect(r.code).toBe(0);
    expect(r.text).toMatch(/^chaos within on single-dc-8-racks, seed 5: 1 run/);
    expect(r.text).toMatch(/trace hash [0-9a-f]{16}/);
    expect(r.text).toMatch(/statestorage\.tablet\.request/);
    expect(r.text).toMatch(/violations: none in 1 run/);
    expect(r.text).toMatch(/^stale resolves: \d+, lookups that returned a leader older than one elected/m);
    // one seed rules everything: the same hash again
    const hash = /trace hash (\w+)/.exec(r.text)?.[1];
    expect(chaosCommand({ seed: '5', preset: 'single-dc-8-racks' }).text).toContain(`trace hash ${hash}`);
  });

  it('--json over a range of seeds', () => {
    const j = JSON.parse(chaosCommand({ seeds: '3..4', mode: 'beyond', json: true }).text);
    expect(j.runs).toBe(2);
    expect(j.results.map((r: { seed: number }) => r.seed)).toEqual([3, 4]);
    expect(j.results.every((r: { peakWithinTolerance: boolean }) => !r.peakWithinTolerance)).toBe(true);
    expect(j.violations).toEqual([]);
  });

  it('a violation exits 1 and prints the seed and how to reproduce it', () => {
    const strict = (): InvariantChecker => ({
      name: 'test.no-failures',
      observe: (e) => (e.kind === 'op.failed' ? ['failed'] : []),
    });
    const r = runChaos({ seed: 1001, mode: 'beyond', preset: 'single-dc-8-racks', checkers: [strict] });
    const out = summarizeChaos([r], { mode: 'beyond', preset: 'single-dc-8-racks', wallMs: 1, json: false });
    expect(out.code).toBe(1);
    expect(out.text).toMatch(/seed 1001 test\.no-failures at \d+\.\d{3} s: failed/);
    expect(out.text).toContain(
      'reproduce: npm run -s sim -- chaos --seed 1001 --mode beyond --preset single-dc-8-racks',
    );
  });

  it('sweeps presets × modes: a table, progress on stderr, one reproduce line per failure', () => {
    const err: string[] = [];
    const io = { stderr: { write: (x: string) => err.push(x) }, rss: () => 300 * 2 ** 20 };
    const args = { seed: '7', preset: 'single-dc-8-racks,mirror-3-dc', mode: 'within,beyond' };
    const r = chaosCommand({ ...args, late: true, 'extra-faults': true }, io);
    expect(r.text).toMatch(/^chaos sweep, seed 7: 4 run\(s\)/);
    expect(r.text).toMatch(
      /preset\s+mode\s+seeds\s+failed\s+violations\s+stale resolves\s+s\/seed\s+peak RSS/,
    );
    expect(r.text).toMatch(/^stale resolves = lookups that returned a leader older/m);
    for (const row of ['single-dc-8-racks  within', 'single-dc-8-racks  beyond', 'mirror-3-dc        within'])
      expect(r.text).toContain(row);
    expect(r.text).toContain('300 MB');
    expect(err.at(-1)).toMatch(/^chaos: 4\/4 mirror-3-dc beyond seed 7 · rss 300 MB · \d+ failed/);
    const j = JSON.parse(chaosCommand({ ...args, json: true }, {}).text);
    expect(j.cells.map((c: { preset: string; mode: string }) => `${c.preset}/${c.mode}`)).toEqual([
      'single-dc-8-racks/within',
      'single-dc-8-racks/beyond',
      'mirror-3-dc/within',
      'mirror-3-dc/beyond',
    ]);
    expect(j.cells.every((c: { results: unknown[] }) => c.results.length === 1)).toBe(true);
  });

  it('the reproduce line carries --extra-faults and --late', () => {
    const r = runChaos({ seed: 3, preset: 'mirror-3-dc', late: true, extraFaults: true });
    expect(r.reproduce).toBe(
      'npm run -s sim -- chaos --seed 3 --mode within --preset mirror-3-dc --extra-faults --late',
    );
  });

  it('--bridge needs a preset with piles; its reproduce line carries --bridge', () => {
    expect(() => chaosCommand({ seed: '1', preset: 'mirror-3-dc', bridge: true })).toThrow(
      /--bridge: preset 'mirror-3-dc' has no piles/,
    );
    expect(reproduceCommand({ seed: 4, preset: 'bridge-2-piles', bridge: true })).toBe(
      'npm run -s sim -- chaos --seed 4 --mode within --preset bridge-2-piles --bridge',
    );
  });

  it('progress: a redrawn bar on a terminal, periodic lines otherwise', () => {
    let t = 0;
    const tty: string[] = [];
    const bar = progress({ write: (x) => tty.push(x), isTTY: true }, 4, () => t);
    bar(1, 'a', 0);
    bar(4, 'b', 1);
    expect(tty[0]).toMatch(/^\r\[#{8}\.{22}\] 1\/4 a · 0 failed/);
    expect(tty[1]).toMatch(/^\r\[#{30}\] 4\/4 b · 1 failed.*\n$/);
    const log: string[] = [];
    const lines = progress({ write: (x) => log.push(x) }, 100, () => t, 1000);
    for (let i = 1; i <= 100; i++) {
      t += 50;
      lines(i, `s${i}`, 0);
    }
    // every 1000 ms of 50 ms runs, and the last
    expect(log).toHaveLength(5);
    expect(log.at(-1)).toMatch(/^chaos: 100\/100 s100/);
  });

  it('--seed follows the rule of run --seed (cli/options.ts seedOption)', () => {
    for (const bad of ['abc', '1.5', '-3', '1e3', '99999999999999999999']) {
      let theirs = '';
      try {
        seedOption(bad);
      } catch (e) {
        theirs = (e as Error).message;
      }
      expect(theirs).not.toBe('');
      expect(() => parseSeeds({ seed: bad })).toThrow(theirs);
    }
  });

  it('parses --seed and --seeds', () => {
    expect(parseSeeds({})).toEqual([1]);
    expect(parseSeeds({ seed: '42' })).toEqual([42]);
    expect(parseSeeds({ seeds: '3' })).toEqual([1, 2, 3]);
    expect(parseSeeds({ seeds: '7..9' })).toEqual([7, 8, 9]);
  });

  it.each([
    [{ seed: '1', seeds: '2' }, /--seed or --seeds, not both/],
    [{ seed: '-1' }, /--seed must be a non-negative integer/],
    [{ seed: '99999999999999999999' }, /--seed must be a non-negative integer up to \d+ \(MAX_SEED\)/],
    [
      { seeds: '1..x' },
      /--seeds must be a non-negative integer up to \d+ \(MAX_SEED\), got '1\.\.x'|--seeds must be a non-negative/,
    ],
    [{ seeds: '5..99999999999999999999' }, /--seeds must be a non-negative integer up to \d+ \(MAX_SEED\)/],
    [{ seeds: '9..3' }, /empty range/],
    [{ seeds: '1..1000000' }, /at most 100000 runs/],
    [{ mode: 'sideways' }, /unknown mode 'sideways'/],
    [{ preset: 'nope' }, /unknown preset 'nope'/],
    [{ preset: 'mirror-3-dc,nope' }, /unknown preset 'nope'/],
    [{ mode: 'within,sideways' }, /unknown mode 'sideways'/],
    [{ seeds: '1..60000', mode: 'within,beyond' }, /120000 runs: at most 100000/],
  ])('bad input %j → CliError, exit 2', (args, message) => {
    const run = () => chaosCommand(args);
    expect(run).toThrow(CliError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (e) {
      expect((e as CliError).code).toBe(2);
    }
  });
});
