/** The reconfiguration expectation kinds, on the shipped reconfig-rushed scenario. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenarioSync } from '../engine/index.ts';

const file = JSON.parse(readFileSync('public/scenarios/reconfig-rushed.json', 'utf8')) as {
  steps: Record<string, unknown>[];
};

function run(steps: Record<string, unknown>[]) {
  const p = parseScenario({ ...file, steps });
  if (!p.ok) throw new Error(p.errors.join('\n'));
  return runScenarioSync(p.scenario);
}

describe('reconfiguration expectations', () => {
  it('an expected violation passes the run; without the expectation the same violation fails it', () => {
    expect(run(file.steps).ok).toBe(true);
    const without = run(file.steps.filter((s) => s.expect !== 'violation'));
    expect(without.ok).toBe(false);
    expect(without.expectations.every((e) => e.ok)).toBe(true);
  });

  it('a violation expectation naming another invariant fails, and does not excuse the real one', () => {
    const steps = file.steps.map((s) =>
      s.expect === 'violation' ? { ...s, invariant: 'single-leader-per-generation' } : s,
    );
    const r = run(steps);
    expect(r.ok).toBe(false);
    expect(r.expectations.find((e) => e.kind === 'violation')?.ok).toBe(false);
  });

  it('config and refused report what they saw when unmet', () => {
    const r = run([
      ...file.steps,
      { at: 5000, expect: 'config', node: 13, version: 5 },
      { at: 5000, expect: 'refused', reason: 'anything' },
    ]);
    const byKind = (k: string) => r.expectations.find((e) => e.kind === k && !e.ok);
    expect(byKind('config')?.detail).toBe('n13 v1');
    expect(byKind('refused')?.detail).toBe('nothing refused');
  });
});
