import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { prepareFaultModel } from '../analysis/model.ts';
import { parseScenario } from '../../scenario/load.ts';
import { runScenarioSync } from '../../scenario/runner.ts';
import { keepsQuorum } from './check.ts';
import { planScenario } from './plan-scenario.ts';
import { restartPlan } from './plan.ts';

function planFor(preset: string, down: number[] = []) {
  const { topology, config } = loadPreset(preset);
  const model = prepareFaultModel(topology, config);
  const plan = restartPlan(model, down);
  if (!plan.ok) throw new Error(`no plan: n${plan.blocking}`);
  return { topology, model, plan };
}

describe('rolling-restart planner', () => {
  it.each([
    // mirror-3-dc: 9 rings, nto_select 9 (majority 5): four racks may be down at once, so 9 racks
    // need ⌈9 / 4⌉ = 3 batches.
    ['mirror-3-dc', [], 3],
    // single-dc-8-racks: 8 rings, nto_select 5: any two racks, never three → 4 batches of two.
    ['single-dc-8-racks', [], 4],
    // n3 already down: its rack's other node goes alone or with a rack that keeps quorum.
    ['single-dc-8-racks', [3], 5],
  ] as const)('%s with %j down: %i batches, each safe by the exact analysis', (preset, down, n) => {
    const { topology, model, plan } = planFor(preset, [...down]);
    expect(plan.batches).toHaveLength(n);
    expect(plan.exhaustive).toBe(true);
    for (const b of plan.batches) expect(keepsQuorum(model, [...down, ...b.nodes])).toBe(true);
    const restarted = plan.batches.flatMap((b) => b.nodes).sort((a, b) => a - b);
    expect(restarted).toEqual(topology.nodes.map((x) => x.id).filter((id) => !down.includes(id as never)));
  });

  it('one batch fewer than planned is never safe for single-dc-8-racks (three racks lose quorum)', () => {
    const { model } = planFor('single-dc-8-racks');
    // Every set of three racks: some record loses quorum.
    for (let a = 0; a < 8; a++)
      for (let b = a + 1; b < 8; b++)
        for (let c = b + 1; c < 8; c++)
          expect(
            keepsQuorum(
              model,
              [a, b, c].flatMap((r) => [2 * r + 1, 2 * r + 2]),
            ),
          ).toBe(false);
  });

  it.each(['mirror-3-dc', 'single-dc-8-racks'])(
    '%s: the written scenario replays the plan, every record available',
    (preset) => {
      const { plan } = planFor(preset);
      const file = planScenario({
        name: 'plan',
        cluster: { preset },
        alreadyDown: [],
        batches: plan.batches,
      });
      const parsed = parseScenario(file);
      if (!parsed.ok) throw new Error(parsed.errors.join('; '));
      const r = runScenarioSync(parsed.scenario);
      expect(r.violations).toEqual([]);
      expect(r.expectations.filter((x) => !x.ok)).toEqual([]);
      expect(r.expectations.filter((x) => x.kind === 'availability')).toHaveLength(plan.batches.length + 1);
      expect(r.ok).toBe(true);
    },
  );

  it('refuses when a node cannot go down even alone', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const plan = restartPlan(prepareFaultModel(topology, config), [1, 3]);
    expect(plan).toMatchObject({ ok: false, blocking: 5 });
  });
});
