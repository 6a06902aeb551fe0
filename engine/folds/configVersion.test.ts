/**
 * One configuration per version number. distconf's root and the bridge keeper take their versions
 * from one minting rule (distconf/version.ts) and the version travels with what is committed: a node
 * that was down while cluster states were committed applies the newest one under the number its
 * peers run, not its own running version + 1.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import { loadPreset } from '../presets.ts';

const S = 1_000_000;

describe('configuration versions in bridge mode', () => {
  it('a node that was down applies the latest cluster state under the version the others run', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const sim = createClusterSimulation({ topology, config, seed: 1 });
    sim.schedule(0.5 * S, { kind: 'node.down', node: 20 });
    sim.schedule(1 * S, { kind: 'bridge.switchover', node: 1, newPrimary: 'B' }); // generations 1, 2
    sim.schedule(2 * S, { kind: 'node.up', node: 20 });
    sim.runUntilSync(4 * S);
    // The bridge actor emits `bridge.applied`, then applies the configuration (`config.applied`).
    const generation = new Map<number, number>();
    const byVersion = new Map<number, Set<number>>();
    for (const e of sim.trace.events) {
      if (e.kind === 'bridge.applied') generation.set(e.node, e.generation);
      else if (e.kind === 'config.applied') {
        const g = generation.get(e.node);
        if (g !== undefined)
          (byVersion.get(e.version) ?? byVersion.set(e.version, new Set()).get(e.version)!).add(g);
      }
    }
    expect(sim.configVersion(1)).toBe(3);
    expect(sim.configVersion(20)).toBe(3);
    expect([...byVersion.entries()].sort(([a], [b]) => a - b)).toEqual([
      [2, new Set([1])],
      [3, new Set([2])],
    ]);
  });
});
