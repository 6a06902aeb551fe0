import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { clusterStatusFold, downNodes } from './clusterStatus.ts';
import { appliedVersionOf, liveConfigFold } from './liveConfig.ts';
import { runFolds, startFold, type Fold } from './fold.ts';
import { leaderOf, observersFold } from './observers.ts';

const world = loadPreset('mirror-3-dc');

describe('runFolds', () => {
  it('feeds each event once to every fold, then to the extra consumer', () => {
    const order: string[] = [];
    const spy = (name: string): Fold<string[]> => ({
      name,
      init: () => [],
      step: (s, e) => {
        s.push(e.kind);
        order.push(`${name}:${e.t}`);
      },
    });
    const a = startFold(spy('a'), world);
    const b = startFold(spy('b'), world);
    const events: TraceEvent[] = [
      { kind: 'node.down', target: 3, t: 1, node: 0 },
      { kind: 'note', text: 'x', t: 2, node: 0 },
    ];
    runFolds([a, b], events, (e) => order.push(`each:${e.t}`));
    expect(a.state).toEqual(['node.down', 'note']);
    expect(b.state).toEqual(a.state);
    expect(order).toEqual(['a:1', 'b:1', 'each:1', 'a:2', 'b:2', 'each:2']);
  });

  it('runs the engine folds side by side on one stream', () => {
    const status = startFold(clusterStatusFold, world);
    const observers = startFold(observersFold, world);
    const versions = startFold(liveConfigFold, world);
    const actor = { node: 4, name: 'a1.1' };
    runFolds(
      [status, observers, versions],
      [
        { kind: 'leader.elected', tabletId: '1', generation: 1, actor, t: 1, node: 4 },
        { kind: 'node.down', target: 4, t: 2, node: 0 },
      ],
    );
    expect(downNodes(status.state)).toEqual([4]);
    expect(leaderOf(observers.state, '1')).toBeNull();
    expect(appliedVersionOf(versions.state, 4)).toBe(1);
  });
});
