import { describe, expect, it } from 'vitest';
import { simSync } from './simProcess.ts';

const sim = (...args: string[]) => simSync(args);

describe('sim CLI', () => {
  it('select prints the replicas per ring group; --json is machine-readable', () => {
    const boardSelect = [
      'select',
      '--preset',
      'single-dc-8-racks',
      '--subsystem',
      'board',
      '--key',
      'gpc+/Root/db',
    ];
    const text = sim(...boardSelect);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/hash32 2017347012/);
    const json = JSON.parse(sim(...boardSelect, '--json').out);
    // docs/model.md "Worked examples": Board gpc+/Root/db on 8 rings, nto 5 → rings [6,3,0,5,2].
    expect(json.groups[0].replicas.map((r: { ring: number }) => r.ring)).toEqual([6, 3, 0, 5, 2]);
  });

  it('analyze prints the availability table for a failure set', () => {
    const r = sim(
      'analyze',
      '--preset',
      'single-dc-8-racks',
      '--fail',
      'rack:dc1-r1',
      '--fail',
      'rack:dc1-r2',
      '--fail',
      'rack:dc1-r3',
      '--samples',
      '5000',
      '--json',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.downNodes).toEqual([1, 2, 3, 4, 5, 6]);
    expect(j.availability[0].readShare).toBeLessThan(1);
    expect(j.tolerance.racks).toBe(2);
  });

  it.each([
    [['select', '--preset', 'nope', '--key', '1'], /unknown preset 'nope'/],
    [['select', '--key', '12x'], /invalid tablet id "12x"/],
    [['select', '--subsystem', 'foo', '--key', '1'], /unknown subsystem 'foo'/],
    [['select', '--bogus'], /Unknown option '--bogus'/],
    [['analyze', '--fail', 'rack:nope'], /unknown rack 'nope'/],
    [['analyze', '--fail', 'shelf:1'], /expected node:ID, rack:NAME/],
    [['frobnicate'], /unknown command 'frobnicate'/],
  ])('bad input %j → one clear line and exit 2', (args, message) => {
    const r = sim(...args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toMatch(message);
  });
});
