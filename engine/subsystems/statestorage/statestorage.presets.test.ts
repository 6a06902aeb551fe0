/**
 * StateStorage on the shipped presets: mirror-3-dc (9 rings of 3 replicas, nto 9) survives a DC plus
 * a rack; bridge-2-piles elects with both piles' groups (PRIMARY + SYNCHRONIZED) and keeps working
 * when the SYNCHRONIZED pile's group is DISCONNECTED (not contacted).
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../cluster.ts';
import type { Command } from '../unions.ts';
import type { ClusterConfig } from '../../model/config/types.ts';
import type { Topology } from '../../model/topology/types.ts';
import { loadPreset } from '../../presets.ts';
import { statestorageCheckers } from './invariants/statestorage.ts';
import { tabletGroups } from './groups.ts';

const T = '72075186224037888';
const S = 1_000_000;

function run(topology: Topology, config: ClusterConfig, cmds: [number, Command][], untilUs: number) {
  const s = createClusterSimulation({ topology, config, seed: 9 });
  for (const [t, c] of cmds) s.schedule(t, c);
  s.runUntilSync(untilUs);
  const checkers = statestorageCheckers.map((f) => f({ topology, config, seed: 9 }));
  const events = s.trace.events;
  return { events, violations: events.flatMap((e) => checkers.flatMap((c) => c.observe(e))) };
}

describe('StateStorage on presets', () => {
  it('mirror-3-dc: re-election after a whole DC and one more rack are down', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const leaderNode = topology.nodes.find((n) => n.realm === 'dc1')!.id;
    const survivor = topology.nodes.find((n) => n.realm === 'dc3' && n.domain !== 'dc2-r1')!.id;
    const r = run(
      topology,
      config,
      [
        [0, { kind: 'tablet.boot', node: leaderNode, tabletId: T }],
        [S, { kind: 'dc.down', dc: 'dc1' }],
        [S, { kind: 'rack.down', rack: 'dc2-r1' }],
        [2 * S, { kind: 'tablet.boot', node: survivor, tabletId: T }],
        [4 * S, { kind: 'tablet.request', node: survivor, tabletId: T }],
      ],
      6 * S,
    );
    expect(r.events.filter((e) => e.kind === 'leader.elected').map((e) => e.generation)).toEqual([2, 3]);
    expect(r.events.some((e) => e.kind === 'op.quorum' && e.op === 'tablet.request')).toBe(true);
    expect(r.violations).toEqual([]);
  });

  it('bridge-2-piles: both piles take part; a DISCONNECTED pile group is left out', () => {
    const { topology, config } = loadPreset('bridge-2-piles');
    const groups = tabletGroups({ topology, config, seed: 0 }, T, 'request');
    expect(groups.map((g) => g.primary)).toEqual([true, false]);
    const nodeA = topology.nodes.find((n) => n.pile === 'A')!.id;
    const both = run(topology, config, [[0, { kind: 'tablet.boot', node: nodeA, tabletId: T }]], 2 * S);
    const pileB = new Set(topology.nodes.filter((n) => n.pile === 'B').map((n) => n.id));
    expect(both.events.some((e) => e.kind === 'replica.changed' && pileB.has(e.node))).toBe(true);
    const [ga, gb] = config.statestorage.ringGroups;
    const cut: ClusterConfig = {
      ...config,
      statestorage: { ringGroups: [ga!, { ...gb!, state: 'DISCONNECTED' }] },
    };
    const r = run(topology, cut, [[0, { kind: 'tablet.boot', node: nodeA, tabletId: T }]], 2 * S);
    expect(r.events.filter((e) => e.kind === 'leader.elected')).toHaveLength(1);
    expect(r.events.some((e) => e.kind === 'replica.changed' && pileB.has(e.node))).toBe(false);
  });
});
