import { describe, expect, it } from 'vitest';
import { runChaos } from '../../engine/chaos/index.ts';
import type { InvariantChecker } from '../../engine/invariants/types.ts';
import { CliError } from '../errors.ts';
import { chaosCommand, parseSeeds, summarizeChaos } from './chaos.ts';

describe('sim chaos', () => {
  it('runs one seed: faults, operations, messages, trace hash, exit 0', () => {
    const r = chaosCommand({ seed: '5', mode: 'within', preset: 'single-dc-8-racks' });
    expect(r.code).toBe(0);
    expect(r.text).toMatch(/^chaos within on single-dc-8-racks, seed 5: 1 run/);
    expect(r.text).toMatch(/trace hash [0-9a-f]{16}/);
    expect(r.text).toMatch(/statestorage\.tablet\.request/);
    expect(r.text).toMatch(/violations: none in 1 run/);
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
      'reproduce: npm run sim -- chaos --seed 1001 --mode beyond --preset single-dc-8-racks',
    );
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
    [{ seeds: '9..3' }, /empty range/],
    [{ seeds: '1..1000000' }, /at most 100000 runs/],
    [{ mode: 'sideways' }, /unknown mode 'sideways'/],
    [{ preset: 'nope' }, /unknown preset 'nope'/],
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
