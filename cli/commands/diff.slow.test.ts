import { describe, expect, it } from 'vitest';
import { diffCommand } from './diff.ts';

describe('sim diff (whole analyses)', () => {
  it('compares a plan step with its start: only the replaced node changes load', () => {
    const d = JSON.parse(
      diffCommand(['large', 'step:4'], { json: true, subsystem: 'board', replace: 'node:10=node:12' }),
    ) as { b: string; perSubsystem: { subsystem: string; load: { node: number; a: number; b: number }[] }[] };
    expect(d.b).toBe('large step:4');
    const board = d.perSubsystem.find((s) => s.subsystem === 'board')!;
    const moved = board.load.filter((l) => l.a !== l.b).map((l) => l.node);
    expect(moved).toEqual([10, 12]);
    // Other subsystems are untouched by a board-only plan.
    const ss = d.perSubsystem.find((s) => s.subsystem === 'statestorage')!;
    expect(ss.load.every((l) => l.a === l.b)).toBe(true);
  });

  it('prints tolerance, cuts and load as tables', () => {
    const text = diffCommand(['mirror-3-dc', 'single-dc-8-racks'], {});
    expect(text).toContain('statestorage  nodes 4 · racks 4 · DCs 1  nodes 2 · racks 2 · DCs 0  changed');
    expect(text).toMatch(/statestorage {2}dc {5}2 {6}\{dc1\} +\{dc1,dc2\} \{dc1,dc3\} \{dc2,dc3\}/);
  });
});
