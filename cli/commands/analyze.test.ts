import { describe, expect, it } from 'vitest';
import { CliError } from '../errors.ts';
import {
  analyzeCommand,
  clusterFromArgs,
  parseFailure,
  type AnalyzeArgs,
  type AnalyzeIo,
} from './analyze.ts';

/** A fake stderr and clock: every reading of the clock advances it by `step` ms. */
function io(step = 0): AnalyzeIo & { lines: string[] } {
  const lines: string[] = [];
  let t = 0;
  return { lines, note: (l) => lines.push(l), now: () => (t += step) };
}

const quick: AnalyzeArgs = { samples: '2000', 'load-samples': '2000' };
const json = (args: AnalyzeArgs, out = io()) =>
  JSON.parse(analyzeCommand({ ...quick, ...args, json: true }, out));

describe('sim analyze', () => {
  it('keeps the availability and tolerance fields and adds headroom, cut sets, blast radius and load', () => {
    const j = json({ preset: 'mirror-3-dc', fail: ['dc:dc1'] });
    expect(j).toMatchObject({ preset: 'mirror-3-dc', failed: ['dc:dc1'], samples: 2000 });
    expect(j.downNodes).toHaveLength(9);
    expect(j.availability[0].readShare).toBe(1);
    expect(j.tolerance).toMatchObject({ racks: 4, realms: 1, racksAfterRealms: 1 });
    expect(j.headroom.read).toEqual({ nodes: 1, racks: 1, dcs: 0, piles: null });
    const dc = j.minimalCutSets.perSubsystem[0].read.find((l: { level: string }) => l.level === 'dc');
    expect(dc.cuts).toEqual([
      { domains: ['dc2'], share: 1 },
      { domains: ['dc3'], share: 1 },
    ]);
    expect(j.blastRadius.dc.map((b: { id: string }) => b.id)).toEqual(['dc1', 'dc2', 'dc3']);
    expect(j.load).toMatchObject({ samples: 2000, sampleLimit: 1_000_000 });
    expect(j.load.subsystems[0].groups[0].replicas).toHaveLength(27);
  });

  it('healthy single-dc-8-racks: 2 racks of headroom, every 3 racks a cut', () => {
    const j = json({ preset: 'single-dc-8-racks' });
    expect(j.headroom.read).toMatchObject({ racks: 2, dcs: 0 });
    const racks = j.minimalCutSets.perSubsystem[0].read.find((l: { level: string }) => l.level === 'rack');
    expect(racks).toMatchObject({ maxSize: 3, counts: [0, 0, 56], limitHit: false });
  });

  it('--max-cut, --list and --cut-limit shape the enumeration; a cap is named on stderr and in the table', () => {
    const j = json({ preset: 'mirror-3-dc', 'max-cut': '3', list: '1' });
    const dc = j.minimalCutSets.perSubsystem[0].read.find((l: { level: string }) => l.level === 'dc');
    expect(dc).toMatchObject({ maxSize: 3, counts: [0, 3, 0], found: 3 });
    expect(dc.cuts).toHaveLength(1);
    const out = io();
    const text = analyzeCommand({ ...quick, preset: 'single-dc-256', 'cut-limit': '50' }, out);
    expect(out.lines).toContain(
      'analyze: cut-set enumeration stopped at --cut-limit 50 subsets visited per level',
    );
    expect(text).toMatch(
      /hit its cap of 50 subsets visited per level: statestorage node \(complete up to k=2\)/,
    );
  });

  it('reports progress of long enumerations and timings on request', () => {
    const out = io(700);
    analyzeCommand({ ...quick, preset: 'single-dc-256', timings: true }, out);
    expect(
      out.lines.some((l) => /^analyze: cut sets statestorage read node k=3: \d+\/\d+ record classes/.test(l)),
    ).toBe(true);
    expect(
      out.lines.some((l) => /^analyze timings \(ms\): availability \d+, .*minimalCutSets \d+/.test(l)),
    ).toBe(true);
    const quiet = io(0);
    analyzeCommand({ ...quick, preset: 'single-dc-256' }, quiet);
    expect(quiet.lines).toEqual([]);
  });

  it('prints the tables', () => {
    const text = analyzeCommand({ ...quick, preset: 'bridge-2-piles' }, io());
    expect(text).toMatch(/^bridge-2-piles: 20 nodes; failed nothing/);
    expect(text).toMatch(/statestorage +read\/write +exact +2 +2 +0 +0 +0\.00%/);
    expect(text).toMatch(/statestorage +read\/write +pile +1 +2 +yes +\{A\} 100\.00%; \{B\} 100\.00%/);
    expect(text).toMatch(/load per replica \(2000 keys per subsystem\)/);
  });

  it.each([
    [{ preset: 'nope' }, /unknown preset 'nope'/],
    [{ fail: ['shelf:1'] }, /expected node:ID, rack:NAME/],
    [{ fail: ['rack:nope'] }, /unknown rack 'nope'/],
    [{ fail: ['node:x'] }, /node ids are positive integers/],
    [{ 'max-cut': '0' }, /--max-cut must be a positive integer/],
    [{ 'cut-limit': 'lots' }, /--cut-limit must be a positive integer/],
    [
      { 'cut-limit': '200000001' },
      /^--cut-limit 200000001 is beyond the 200 000 000 limit \(MAX_CUT_VISITS\)$/,
    ],
    [{ 'max-cut': '65' }, /^--max-cut 65 is beyond the 64 limit \(MAX_CUT_SIZE\)$/],
    [{ 'max-cut': '99999999999999999999' }, /--max-cut must be a positive integer/],
    [{ 'load-samples': '2000000' }, /--load-samples must be at most 1000000/],
  ] as [AnalyzeArgs, RegExp][])('bad input %j → CliError (exit 2)', (args, message) => {
    let err: unknown;
    try {
      analyzeCommand({ ...quick, ...args }, io());
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CliError);
    expect((err as CliError).code).toBe(2);
    expect((err as CliError).message).toMatch(message);
  });

  it('the cluster comes from one call; --fail specs parse to node sets', () => {
    expect(clusterFromArgs({}).name).toBe('mirror-3-dc');
    expect(clusterFromArgs({ preset: 'large' }).topology.nodes).toHaveLength(240);
    expect(parseFailure('pile:A')).toEqual({ piles: ['A'] });
    expect(parseFailure('node:7')).toEqual({ nodes: [7] });
  });
});
