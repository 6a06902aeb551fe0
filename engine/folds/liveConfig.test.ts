import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { foldEvents } from './fold.ts';
import {
  appliedVersionOf,
  copyLiveConfig,
  latestConfig,
  liveConfigFold,
  liveConfigOf,
  liveVersionOf,
  liveVersions,
} from './liveConfig.ts';

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

  it('keeps the version a node names even when its configuration never reached the trace', () => {
    const s = foldEvents(liveConfigFold, world, [applied(1, 4, 3), applied(2, 5, 2)]);
    expect(appliedVersionOf(s, 4)).toBe(3);
    expect(liveVersionOf(s, 4)).toBe(1);
    expect(appliedVersionOf(s, 9)).toBe(1);
  });

  it('knows the newest commit, the last refusal, the stepper and replicas a change started', () => {
    const s = foldEvents(liveConfigFold, world, [
      committed(1, 2, next),
      { kind: 'config.refused', t: 2, node: 1, command: 'reconfig.start', subsystem: null, reason: 'busy' },
      { kind: 'reconfig.step', t: 3, node: 1, step: 1, name: 'add', version: 2, pauseUs: 100 },
      { kind: 'reconfig.rushed', t: 4, node: 1, step: 2, remainingUs: 50 },
      {
        kind: 'replica.lifecycle',
        t: 5,
        node: 3,
        subsystem: 'board',
        replica: 'r1',
        change: 'started',
        version: 2,
      },
    ]);
    expect(s.latest).toBe(2);
    expect(latestConfig(s)).toBe(next);
    expect(s.refusal?.reason).toBe('busy');
    expect(s.stepper).toMatchObject({ step: 1, stepName: 'add', dueAtUs: 103, rushed: 1, done: false });
    expect(s.started.get(3)).toEqual(['r1']);
    const mark = copyLiveConfig(s);
    liveConfigFold.step(s, {
      kind: 'replica.lifecycle',
      t: 6,
      node: 3,
      subsystem: 'board',
      replica: 'r1',
      change: 'poisoned',
      version: 3,
    });
    liveConfigFold.step(s, { kind: 'reconfig.done', t: 7, node: 1, ok: false, reason: 'lost' });
    expect(s.started.has(3)).toBe(false);
    expect(s.stepper).toMatchObject({ done: true, failure: 'lost', dueAtUs: null });
    expect(mark.started.get(3)).toEqual(['r1']);
  });
});
