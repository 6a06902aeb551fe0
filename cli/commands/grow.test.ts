/**
 * `sim grow`: the cluster option set shared with cms / restart-plan, exit 0 when the spare joins
 * and SelfHeal regrows without a violation, 1 when a join is refused, 2 with one line on bad input.
 */
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLUSTER_OPTIONS } from '../config-arg.ts';
import { refusal } from '../refusal.testing.ts';
import { GROW_OPTIONS, growCommand, type GrowArgs } from './grow.ts';

describe('grow', () => {
  it('takes the cluster through the shared option set', () => {
    for (const [k, v] of Object.entries(CLUSTER_OPTIONS))
      expect(GROW_OPTIONS[k as keyof typeof GROW_OPTIONS]).toBe(v);
    const args = ['--preset', 'single-dc-8-racks', '--spare', 'rack:dc1', '--json'];
    const { values } = parseArgs({ args, options: GROW_OPTIONS, strict: true });
    expect(values.spare).toEqual(['rack:dc1']);
  });

  it('a spare rack joins at 1 s and SelfHeal commits its four steps: exit 0 with the shapes', () => {
    const out = growCommand({ preset: 'single-dc-8-racks', spare: ['rack:dc1'], json: true });
    expect(out.code).toBe(0);
    const r = JSON.parse(out.text);
    expect(r.joined).toEqual([17, 18]);
    expect(r.before.statestorage).toEqual([{ rings: 8, replicas: [2], ntoSelect: 5 }]);
    // YDB's CalculateRingsParameters for 18 nodes in one DC: min(18, 8) rings of 1 + 18 / 1000.
    expect(r.after.statestorage).toEqual([{ rings: 8, replicas: [1], ntoSelect: 5 }]);
    expect(r.commitsMs).toHaveLength(4);
    expect(r.violations).toEqual([]);
    expect(r.refused).toEqual([]);
  });

  it('refuses bad input with one line and exit 2', () => {
    const cases: [GrowArgs, string][] = [
      [{ preset: 'mirror-3-dc' }, 'grow: give the spare capacity, e.g. --spare rack:dc1'],
      [
        { preset: 'mirror-3-dc', spare: ['dc:dc1'] },
        "bad --spare 'dc:dc1': expected rack:DATACENTER or node:RACK",
      ],
      [{ preset: 'mirror-3-dc', spare: ['rack:dc9'] }, "bad --spare: rack:dc9: no datacenter 'dc9'"],
      [{ preset: 'mirror-3-dc', spare: ['node:nope'] }, "bad --spare: node:nope: no rack 'nope'"],
      [{ preset: 'nope', spare: ['rack:dc1'] }, "unknown preset 'nope'"],
      [{ preset: 'mirror-3-dc', config: 'x.yaml', spare: ['rack:dc1'] }, 'use either --preset or --config'],
    ];
    for (const [args, line] of cases) {
      const r = refusal(() => growCommand(args));
      expect(r.code).toBe(2);
      expect(r.line.startsWith(line)).toBe(true);
      expect(r.line).not.toContain('\n');
    }
  });
});
