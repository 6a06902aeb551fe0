import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import { cluster, flat, groups } from '../model/reconfig/testing.ts';
import { buildTopology } from '../model/topology/build.ts';
import { loadPreset } from '../presets.ts';
import { emptySelfHeal, foldSelfHeal, stuckBadNodes } from './selfHeal.ts';

const S = 1_000_000;

describe('SelfHeal fold', () => {
  it('follows a one-node run: Sentinel states, steps with their due time, the result', () => {
    const topology = buildTopology({ name: 'dc9', realms: 1, racksPerRealm: 9, nodesPerRack: 1 });
    const sim = createClusterSimulation({
      topology,
      config: cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5))),
      seed: 1,
    });
    sim.schedule(0, { kind: 'selfheal.enable', node: 2, waitMs: 3000 });
    sim.schedule(2 * S, { kind: 'node.down', node: 3 });
    sim.runUntilSync(5 * S);
    let v = foldSelfHeal(emptySelfHeal(), sim.trace.events);
    expect(v).toMatchObject({ enabled: true, root: 1, waitUs: 3 * S, run: null, last: null });
    expect(v.health).toEqual(new Map([[3, 'MAY_BE_BAD']]));
    sim.runUntilSync(9 * S);
    v = foldSelfHeal(emptySelfHeal(), sim.trace.events);
    expect(v.health).toEqual(new Map([[3, 'BAD']]));
    expect(v.run).toMatchObject({ path: 'one-node', from: 3, to: 9, step: 1, total: 2 });
    expect(v.run!.dueAtUs - v.run!.stepAtUs).toBe(3 * S);
    sim.runUntilSync(20 * S);
    const end = foldSelfHeal(
      v,
      sim.trace.events.filter((e) => e.t > 9 * S),
    );
    expect(end.run).toBeNull();
    expect(end.last).toMatchObject({ ok: true, text: 'done' });
    expect(foldSelfHeal(end, [])).toBe(end);
    expect(stuckBadNodes(end, topology, cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5))))).toEqual([]);
  });

  it('names a BAD node SelfHeal leaves in place when its rack has no spare node (mirror-3-dc)', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const sim = createClusterSimulation({ topology, config, seed: 1 });
    sim.schedule(0, { kind: 'selfheal.enable', node: 1 });
    sim.schedule(2 * S, { kind: 'node.down', node: 5 });
    sim.runUntilSync(12 * S);
    const v = foldSelfHeal(emptySelfHeal(), sim.trace.events);
    expect(v.health.get(5)).toBe('BAD');
    expect(v.last).toMatchObject({ idle: true, text: expect.stringContaining('Nothing to self-heal') });
    expect(stuckBadNodes(v, topology, config)).toEqual([{ node: 5, rack: 'dc1-r2' }]);
    // a spare node in the rack (n6 holding nothing) would have been the way out
    const noSix = (c: typeof config.board) => ({
      ringGroups: c.ringGroups.map((g) => ({
        ...g,
        rings: g.rings.map((r) => ({ replicas: r.replicas.filter((n) => n !== 6) })),
      })),
    });
    expect(
      stuckBadNodes(v, topology, {
        statestorage: noSix(config.statestorage),
        board: noSix(config.board),
        schemeboard: noSix(config.schemeboard),
      }),
    ).toEqual([]);
  });
});
