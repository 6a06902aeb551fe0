/**
 * A chaos run's scenario file carries the time chaos.available-after-heal judges from (the trace
 * does not say when the sweep's faults healed), and its replay applies the oracle: a tablet whose
 * node never comes back fails a request made after that time.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/load.ts';
import type { ScenarioFile } from '../scenario/schema.ts';
import { replayChaos } from './repro.ts';
import { unhealedScenario as unhealed } from './unhealed.testing.ts';

const T = '72075186224037888';

describe('chaos replay: the checkers of the sweep', () => {
  it('a file carrying the heal time fails chaos.available-after-heal; without it nothing judges it', () => {
    const file = JSON.parse(JSON.stringify(unhealed({ availableAfterMs: 2000 }))) as ScenarioFile;
    const after = replayChaos(file).violations.filter((v) => v.invariant === 'chaos.available-after-heal');
    expect(after).toHaveLength(1);
    expect(after[0]!.message).toMatch(
      new RegExp(`^n5 request to tablet ${T} started at 3\\.000 s, after the heal, failed: `),
    );
    expect(after[0]!.nodes).toEqual([5]);
    expect(replayChaos(unhealed()).violations.map((v) => v.invariant)).not.toContain(
      'chaos.available-after-heal',
    );
    // a heal after the request: the request is not held to it
    expect(
      replayChaos(unhealed({ availableAfterMs: 3500 })).violations.map((v) => v.invariant),
    ).not.toContain('chaos.available-after-heal');
  });

  it('the schema refuses a heal time that is no time, naming the field', () => {
    const errors = (chaos: unknown) => {
      const r = parseScenario({ ...unhealed(), chaos });
      return r.ok ? [] : r.errors;
    };
    expect(errors({ availableAfterMs: 2000 })).toEqual([]);
    expect(errors({ availableAfterMs: -1 }).join('\n')).toMatch(/chaos\.availableAfterMs/);
    expect(errors({ availableAfterMs: 2000, healedMs: 1 }).join('\n')).toMatch(/unknown field 'healedMs'/);
    expect(errors({ availableAfterMs: 'soon' })).toEqual([
      'chaos.availableAfterMs: expected number, got string "soon"',
    ]);
    // past the end is allowed: a shrunk run may end before its heal
    expect(errors({ availableAfterMs: 7000 })).toEqual([]);
  });
});
