/**
 * PPGeneration comes with the committed state (model/bridge/dsproxy.ts `withProxyConfig`): a node cut
 * off while several states are committed takes, on its return, the config of the state it adopts,
 * so its proxy and its VDisk hold the PPGeneration its peers hold and neither side refuses the other.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { loadPreset } from '../../../presets.ts';

const MS = 1000;
const cut = (kind: 'link.cut' | 'link.heal') => ({ kind, a: { nodes: [3] }, b: { dcs: ['dc1', 'dc2'] } });

function run(steps: [number, object][], untilMs: number) {
  const { topology, config } = loadPreset('bridge-2-piles');
  const sim = createClusterSimulation({ topology, config, seed: 1 });
  for (const [at, c] of steps) sim.schedule(at * MS, c as Parameters<typeof sim.schedule>[1]);
  sim.runUntilSync(untilMs * MS);
  return sim.trace.events;
}

describe('PPGeneration derived from the committed state', () => {
  it('node 3, cut off through failover, rejoin and sync, holds the PPGeneration of node 1 after it heals', () => {
    const events = run(
      [
        [1000, { kind: 'dc.down', dc: 'dc2' }],
        [1100, cut('link.cut')],
        [1500, { kind: 'bridge.failover', node: 1, pile: 'B' }],
        [2500, { kind: 'dc.up', dc: 'dc2' }],
        [3500, { kind: 'bridge.rejoin', node: 1, pile: 'B' }],
        [14_000, cut('link.heal')],
        // B's nodes take node 3's sessions back about two seconds after the heal.
        [16_500, { kind: 'dsproxy.put', node: 3 }],
        [16_500, { kind: 'dsproxy.put', node: 1 }],
      ],
      18_000,
    );
    const committed = events.flatMap((e) =>
      e.kind === 'bridge.committed' ? [[e.generation, e.perPile[1]]] : [],
    );
    // Four states go by while node 3 hears none: B DISCONNECTED, NOT_SYNCHRONIZED_1, _2, SYNCHRONIZED.
    expect(committed).toEqual([
      [1, 'DISCONNECTED'],
      [2, 'NOT_SYNCHRONIZED_1'],
      [3, 'NOT_SYNCHRONIZED_2'],
      [4, 'SYNCHRONIZED'],
    ]);
    const applied3 = events.flatMap((e) =>
      e.kind === 'bridge.applied' && e.node === 3 ? [e.generation] : [],
    );
    expect(applied3).toEqual([4]);
    const puts = events.flatMap((e) =>
      e.kind === 'bridge.put' ? [[e.node, e.ok, e.ppGeneration, e.mode, e.reason ?? '']] : [],
    );
    // Each of the four changed a mode: PPGeneration 1 → 5 on every node, node 3 included.
    expect(puts.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, true, 5, 'B:SYNCHRONIZED', ''],
      [3, true, 5, 'B:SYNCHRONIZED', ''],
    ]);
    // Every VDisk the two puts reach reports its execution, under the committed config.
    const sent = events.filter((e) => e.kind === 'msg.sent' && e.msg === 'bridge.put').length;
    const executed = events.flatMap((e) =>
      e.kind === 'bridge.vdiskOp' && e.op === 'put'
        ? [`${e.group} ${e.ppGeneration} ${e.committedPPGeneration} ${e.asCommitted}`]
        : [],
    );
    expect(sent).toBeGreaterThan(0);
    expect(executed).toHaveLength(sent);
    expect(new Set(executed)).toEqual(new Set(['A 5 5 true', 'B 5 5 true']));
  });
});
