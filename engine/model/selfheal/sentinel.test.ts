import { describe, expect, it } from 'vitest';
import {
  initialNodeStatus,
  reportedValue,
  sample,
  sentinelLimitsProblem,
  type NodeStatus,
} from './sentinel.ts';

function run(start: NodeStatus, samples: boolean[]) {
  let s = start;
  return samples.map((good) => {
    const r = sample(s, good);
    s = r.state;
    return [r.state.health, r.changed] as const;
  });
}

describe('TNodeStatusComputer (limits 5/5/3)', () => {
  it('the unit test sequence: 5 good samples from UNKNOWN, then 5 bad', () => {
    const trace = run(initialNodeStatus('UNKNOWN'), [
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(trace).toEqual([
      ['MAY_BE_GOOD', false],
      ['MAY_BE_GOOD', false],
      ['PRETTY_GOOD', false],
      ['PRETTY_GOOD', false],
      ['GOOD', true],
      ['MAY_BE_BAD', false],
      ['MAY_BE_BAD', false],
      ['MAY_BE_BAD', false],
      ['MAY_BE_BAD', false],
      ['BAD', true],
    ]);
  });

  it('S1: a GOOD node needs 5 consecutive bad samples; a good one in between restarts the count', () => {
    const four = run(initialNodeStatus(), [false, false, false, false]);
    expect(four.at(-1)).toEqual(['MAY_BE_BAD', false]);
    const broken = run(initialNodeStatus(), [false, false, false, false, true, false, false, false, false]);
    expect(broken.map((x) => x[1])).not.toContain(true);
    expect(broken[4]).toEqual(['GOOD', false]);
    expect(run(initialNodeStatus(), [false, false, false, false, false]).at(-1)).toEqual(['BAD', true]);
  });

  it('S2: a recovering node is PRETTY_GOOD on its 3rd–4th good sample, reported as GOOD, no trigger', () => {
    let s = initialNodeStatus();
    for (let i = 0; i < 5; i++) s = sample(s, false).state;
    const trace = run(s, [true, true, true, true, true]);
    expect(trace.slice(2, 4)).toEqual([
      ['PRETTY_GOOD', false],
      ['PRETTY_GOOD', false],
    ]);
    expect(reportedValue('PRETTY_GOOD')).toBe(0);
    expect(reportedValue('MAY_BE_GOOD')).toBe(2);
    expect(trace[4]).toEqual(['GOOD', true]);
  });

  it('BAD stays BAD without re-triggering', () => {
    const trace = run(
      initialNodeStatus(),
      Array.from({ length: 8 }, () => false),
    );
    expect(trace.filter((x) => x[1])).toHaveLength(1);
    expect(trace.at(-1)).toEqual(['BAD', false]);
  });

  it('validates limits', () => {
    expect(sentinelLimitsProblem({ bad: 5, good: 5, prettyGood: 3 }, 100)).toBeUndefined();
    expect(sentinelLimitsProblem({ bad: 0, good: 5, prettyGood: 3 }, 100)).toContain('bad');
    expect(sentinelLimitsProblem({ bad: 5, good: 2, prettyGood: 3 }, 100)).toContain('prettyGood');
  });
});
