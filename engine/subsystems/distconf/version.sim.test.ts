/**
 * A reconfiguration and a bridge switchover committed close together in bridge mode. distconf's
 * root and the bridge keeper both run on node 1 here and mint through one per-node register
 * (version.ts), so they never take one number for two proposals. They still commit on two chains:
 * when the keeper's proposal, minted first, commits after a reconfiguration minted later, the node
 * already runs the higher number and takes the cluster state under it (actor.ts adopt), so that
 * number then names two configurations. YDB has one chain — a cluster-state switch is a distconf
 * proposition — which is what closes this case.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../cluster.ts';
import { loadPreset } from '../../presets.ts';
import type { TraceEvent } from '../unions.ts';

const S = 1_000_000;

/** Version → what it named on some node: `g<generation>` for a bridge state, `c<version>` for a commit. */
function namesByVersion(events: readonly TraceEvent[]): Record<number, string[]> {
  const out: Record<number, Set<string>> = {};
  const last = new Map<number, { t: number; g: number }>();
  for (const e of events) {
    if (e.kind === 'bridge.applied') last.set(e.node, { t: e.t, g: e.generation });
    else if (e.kind === 'config.applied') {
      const b = last.get(e.node);
      (out[e.version] ??= new Set()).add(b && b.t === e.t ? `g${b.g}` : `c${e.version}`);
    }
  }
  return Object.fromEntries(Object.entries(out).map(([v, s]) => [v, [...s].sort()]));
}

function race(gapUs: number) {
  const { topology, config } = loadPreset('bridge-2-piles');
  const sim = createClusterSimulation({ topology, config, seed: 1 });
  // the first replace wakes distconf up; the second races the switchover (generations 1 and 2)
  sim.schedule(0.2 * S, { kind: 'config.replace', node: 1, board: config.board });
  sim.schedule(1 * S, { kind: 'config.replace', node: 1, board: config.board });
  sim.schedule(1 * S + gapUs, { kind: 'bridge.switchover', node: 1, newPrimary: 'B' });
  sim.runUntilSync(8 * S);
  const ends = new Set(topology.nodes.map((n) => sim.configVersion(n.id)));
  return { named: namesByVersion(sim.trace.events as readonly TraceEvent[]), ends: [...ends] };
}

describe('a reconfiguration racing a bridge switchover', () => {
  it.each([
    [0, { 2: ['g1'], 3: ['g2'] }, [3]],
    [300_000, { 2: ['c2'], 3: ['c3'], 4: ['g1'], 5: ['g2'] }, [5]],
  ])('%d µs apart: one configuration per version, every node on the last', (gap, named, ends) => {
    expect(race(gap)).toEqual({ named, ends });
  });

  it('commits out of mint order name one version twice (two commit chains)', () => {
    // g1 is v2; the keeper mints v4 for g2 while the root mints v3, then v5 for the next replace;
    // g2 commits last and is taken under the running v5
    expect(race(100_000)).toEqual({
      named: { 2: ['g1'], 3: ['c3'], 5: ['c5', 'g2'] },
      ends: [5],
    });
  });
});
