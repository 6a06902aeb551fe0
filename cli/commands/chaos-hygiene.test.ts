import { describe, expect, it } from 'vitest';
import { chaosTimingFor, runChaos } from '../../engine/index.ts';
import { CliError } from '../errors.ts';
import { parseDuration } from '../options.ts';
import { chaosCommand } from './chaos.ts';

describe('sim chaos --duration and peak RSS', () => {
  it('--duration takes whole virtual seconds within its bounds, naming them when not', () => {
    expect(parseDuration(undefined)).toBe(30);
    expect(parseDuration('45')).toBe(45);
    for (const bad of ['5', '1.5', 'x', '-30', '90000'])
      expect(() => parseDuration(bad)).toThrow(/^--duration .*: must be whole seconds from 20 to 86400$/);
    expect(() => chaosCommand({ seed: '1', duration: '5' }, {})).toThrow(CliError);
  });

  it('a longer run keeps the convergence time and its reproduce line carries --duration', () => {
    const t = chaosTimingFor(45);
    expect(t.endUs).toBe(45_000_000);
    expect(t.endUs - t.faultEndUs).toBe(16_000_000);
    const r = runChaos({ seed: 3, preset: 'mirror-3-dc', timing: t });
    expect(r.endUs).toBeGreaterThanOrEqual(45_000_000);
    expect(r.reproduce).toBe(
      'npm run -s sim -- chaos --seed 3 --mode within --preset mirror-3-dc --duration 45',
    );
    const j = JSON.parse(
      chaosCommand({ seed: '3', preset: 'mirror-3-dc', duration: '45', json: true }, {}).text,
    );
    expect(j.results[0].traceHash).toBe(r.traceHash);
    expect(r.traceHash).not.toBe(runChaos({ seed: 3, preset: 'mirror-3-dc' }).traceHash);
  });

  it('peak RSS is the process peak (getrusage), never below what the process has reached', () => {
    const before = process.resourceUsage().maxRSS * 1024;
    const j = JSON.parse(chaosCommand({ seed: '1', json: true }).text);
    expect(j.peakRssBytes).toBeGreaterThanOrEqual(before);
  });
});
