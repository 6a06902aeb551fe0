import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import { clusterStatusFold, downDomains, downNodes, isCutNow, isQuiet, nodeHealth } from './clusterStatus.ts';
import { foldEvents } from './fold.ts';
import type { KernelEvent as TraceEvent } from '../kernel/trace.ts';

const world = loadPreset('mirror-3-dc');
const at = (t: number, e: object) => ({ t, node: 0, ...e }) as TraceEvent;

describe('clusterStatusFold', () => {
  it('tracks node health, whole racks and DCs', () => {
    const s = foldEvents(clusterStatusFold, world, [
      at(1, { kind: 'node.down', target: 1 }),
      at(2, { kind: 'node.down', target: 2 }),
      at(3, { kind: 'node.crashed', target: 3 }),
      at(4, { kind: 'node.down', target: 4 }),
      at(5, { kind: 'node.up', target: 4 }),
    ]);
    expect(downNodes(s)).toEqual([1, 2, 3]);
    expect(nodeHealth(s, 3)).toBe('crashed');
    expect(nodeHealth(s, 4)).toBe('up');
    expect(downDomains(s, world.topology)).toEqual({ racks: ['dc1-r1'], dcs: [], piles: [] });
    expect(s.lastFaultAt).toBe(5);
  });

  it('cuts both directions, heals pairs, and healAll ends loss and delays', () => {
    const s = clusterStatusFold.init(world);
    clusterStatusFold.step(s, at(1, { kind: 'link.cut', a: [1], b: [2, 3] }));
    clusterStatusFold.step(s, at(2, { kind: 'net.loss', probability: 0.1 }));
    clusterStatusFold.step(s, at(3, { kind: 'link.delay', a: [1], b: [5], extraUs: 100 }));
    expect(isCutNow(s, 3, 1)).toBe(true);
    clusterStatusFold.step(s, at(4, { kind: 'link.healed', a: [1], b: [2] }));
    expect(isCutNow(s, 1, 2)).toBe(false);
    expect(isCutNow(s, 1, 3)).toBe(true);
    expect(isQuiet(s, 10, 0)).toBe(false);
    const all = world.topology.nodes.map((n) => n.id);
    clusterStatusFold.step(s, at(5, { kind: 'link.healed', a: all, b: all }));
    expect(s.cuts.size + s.delays.size + s.loss).toBe(0);
    expect(isQuiet(s, 10, 5)).toBe(true);
    expect(isQuiet(s, 10, 6)).toBe(false);
  });
});
