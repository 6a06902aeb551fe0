import { describe, expect, it } from 'vitest';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import { HiveGenerations, suggestGenerations } from './hive-generations.ts';

const boot = (atUs: number, tabletId: string, node = 1): TimedCommand => ({
  atUs,
  command: { kind: 'tablet.boot', node, tabletId },
});

describe("Hive's KnownGeneration (hive/tx__start_tablet.cpp IncreaseGeneration)", () => {
  it('each boot of a tablet suggests the next generation, in time order; the plan order is kept', () => {
    const plan = [boot(900, 'a', 3), boot(100, 'a', 1), boot(500, 'b'), boot(500, 'a', 2)];
    const hive = new HiveGenerations();
    const out = suggestGenerations(plan, hive);
    expect(out.map((c) => [c.atUs, c.command])).toEqual([
      [900, { kind: 'tablet.boot', node: 3, tabletId: 'a', generation: 3 }],
      [100, { kind: 'tablet.boot', node: 1, tabletId: 'a', generation: 1 }],
      [500, { kind: 'tablet.boot', node: 1, tabletId: 'b', generation: 1 }],
      [500, { kind: 'tablet.boot', node: 2, tabletId: 'a', generation: 2 }],
    ]);
    // later starts (Hive's reboots after the heal) continue from there
    const after = new HiveGenerations(hive.snapshot());
    expect([after.start('a'), after.start('b'), after.start('c')]).toEqual([4, 2, 1]);
  });

  it('other commands pass unchanged', () => {
    const kill: TimedCommand = { atUs: 5, command: { kind: 'tablet.kill', node: 1, tabletId: 'a' } };
    expect(suggestGenerations([kill], new HiveGenerations())).toEqual([kill]);
  });
});
