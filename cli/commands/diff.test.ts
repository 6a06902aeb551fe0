import { describe, expect, it } from 'vitest';
import { CliError } from '../errors.ts';
import { diffCommand } from './diff.ts';

const refusal = (pos: string[], args = {}) => {
  try {
    diffCommand(pos, args);
  } catch (e) {
    expect(e).toBeInstanceOf(CliError);
    expect((e as CliError).code).toBe(2);
    return (e as Error).message;
  }
  throw new Error('not refused');
};

describe('sim diff', () => {
  it('refuses bad input with one line', () => {
    expect(refusal(['mirror-3-dc'])).toMatch(/needs two configs/);
    expect(refusal(['mirror-3-dc', 'nope'])).toMatch(/'nope' is neither a preset/);
    expect(refusal(['missing.yaml', 'mirror-3-dc'])).toMatch(/--config missing.yaml: cannot read it/);
    expect(refusal(['step:1', 'mirror-3-dc'])).toMatch(/put it second/);
    expect(refusal(['large', 'step:5'], { replace: 'node:10=node:12' })).toMatch(/steps 1\.\.4/);
    expect(refusal(['large', 'step:2'])).toMatch(/needs --replace/);
    expect(refusal(['large', 'mirror-3-dc'], { replace: 'node:10=node:12' })).toMatch(/only make sense/);
    for (const m of [refusal(['mirror-3-dc', 'nope'])]) expect(m).not.toContain('\n');
  });
});
