import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { foldEvents } from './fold.ts';
import { liveConfigFold, liveConfigOf, liveVersionOf, liveVersions } from './liveConfig.ts';

const world = loadPreset('single-dc-8-racks');
const next: ClusterConfig = {
  ...world.config,
  board: { ringGroups: [{ ...world.config.board.ringGroups[0]!, ntoSelect: 3 }] },
};
const committed = (t: number, version: number, config: ClusterConfig): TraceEvent => ({
  kind: 'config.committed',
  t,
  node: 1,
  version,
  command: 'config.replace',
  config,
});
const applied = (t: number, node: number, version: number): TraceEvent => ({
  kind: 'config.applied',
  t,
  node,
  version,
});

describe('liveConfigFold', () => {
  it('every node runs the run configuration until it applies a committed one', () => {
    const s = foldEvents(liveConfigFold, world, [committed(1, 2, next), applied(2, 3, 2)]);
    expect(liveConfigOf(s, 1)).toBe(world.config);
    expect(liveConfigOf(s, 3)).toBe(next);
    expect(liveVersions(s)).toEqual([1, 2]);
  });

  it('a version applied without a commit in the trace leaves the node on what it ran', () => {
    const s = foldEvents(liveConfigFold, world, [committed(1, 2, next), applied(2, 3, 2), applied(3, 3, 7)]);
    expect(liveVersionOf(s, 3)).toBe(2);
    expect(liveConfigOf(s, 3)).toBe(next);
  });
});
