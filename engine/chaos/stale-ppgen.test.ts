import { describe, expect, it } from 'vitest';
import type { World } from '../kernel/actor.ts';
import staleScenario from '../../public/scenarios/bridge-stale-dsproxy.json';
import { loadPreset } from '../presets.ts';
import { parseScenario } from '../scenario/load.ts';
import { runScenarioSync } from '../scenario/runner.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { stalePPGenerationOracle } from './stale-ppgen.ts';

const run = () => {
  const p = parseScenario(staleScenario);
  if (!p.ok) throw new Error(p.errors.join('\n'));
  const r = runScenarioSync(p.scenario);
  return { world: { topology: p.scenario.topology } as World, events: r.sim.trace.events };
};
const violations = (world: World, events: readonly TraceEvent[]) => {
  const o = stalePPGenerationOracle(world);
  return events.flatMap((e) => o.observe(e));
};

describe('no operation from a stale PPGeneration is executed', () => {
  const { world, events } = run();
  const refused = events.find((e) => e.kind === 'bridge.put' && !e.ok);

  it('holds on the stale-dsproxy scenario: the stale write is refused, the next one acknowledged', () => {
    expect(refused).toBeDefined();
    expect(events.some((e) => e.kind === 'bridge.put' && e.ok && e.ppGeneration === 2)).toBe(true);
    expect(violations(world, events)).toEqual([]);
  });

  it('flags the same trace when the stale write is acknowledged instead (a group that did not check)', () => {
    const forged = events.map((e) => (e === refused ? ({ ...e, ok: true } as TraceEvent) : e));
    const found = violations(world, forged);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/n3's write with PPGeneration 1 .* group A already held another config/);
  });

  it('ignores writes outside bridge mode', () => {
    const plain = { topology: loadPreset('single-dc-8-racks').topology } as World;
    const forged = events.map((e) => (e === refused ? ({ ...e, ok: true } as TraceEvent) : e));
    expect(violations(plain, forged)).toEqual([]);
  });
});
