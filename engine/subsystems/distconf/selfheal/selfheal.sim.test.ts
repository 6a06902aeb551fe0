/**
 * SelfHeal end to end: one-node racks, every subsystem on nodes 1..8 (n5), spares after them. The
 * Sentinel notices a dead node after its limit, the decision runs the one-node swap or the full
 * procedure through distconf commits, w apart; a run is aborted when the root is lost. (Fewer than
 * 10 racks keep the rack names' string order equal to the numeric one, as YDB compares rack ids.)
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { cluster, flat, groups } from '../../../model/reconfig/testing.ts';
import { buildTopology } from '../../../model/topology/build.ts';
import { eventsOf, smallCluster } from '../testing.ts';

const S = 1_000_000;

function enabled(racks: number, extra: Record<string, unknown> = {}) {
  const topology = buildTopology({ name: `dc${racks}`, realms: 1, racksPerRealm: racks, nodesPerRack: 1 });
  const config = cluster(groups(flat([1, 2, 3, 4, 5, 6, 7, 8], 5)));
  const sim = createClusterSimulation({ topology, config, seed: 1 });
  sim.schedule(0, { kind: 'selfheal.enable', node: 2, waitMs: 3000, ...extra });
  return { sim };
}

describe('SelfHeal', () => {
  it('is silent unless enabled', () => {
    const { sim } = smallCluster();
    sim.schedule(S, { kind: 'node.down', node: 3 });
    sim.runUntilSync(20 * S);
    expect(sim.trace.events.filter((e) => e.kind.startsWith('selfheal.'))).toEqual([]);
  });

  it('S3: a dead node → BAD after 5 rounds → ONE_NODE 3 → 9 in 2 commits, w apart', () => {
    const { sim } = enabled(9);
    sim.schedule(2 * S, { kind: 'node.down', node: 3 });
    sim.runUntilSync(20 * S);
    const seen = eventsOf(sim, 'selfheal.sentinel');
    expect(seen.map((e) => [e.target, e.health, e.trigger])).toEqual([
      [3, 'MAY_BE_BAD', false],
      [3, 'BAD', true],
    ]);
    const bad = seen.filter((e) => e.trigger);
    expect(bad[0]!.t).toBeGreaterThanOrEqual(6 * S);
    const d = eventsOf(sim, 'selfheal.decision');
    expect(d.map((e) => [e.decision, e.from, e.to])).toEqual([['one-node', 3, 9]]);
    const commits = eventsOf(sim, 'config.committed').filter((e) => e.command === 'config.reassign');
    expect(commits).toHaveLength(2);
    expect(commits[0]!.config.statestorage.ringGroups[0]?.rings[2]).toEqual({
      replicas: [3],
      disabled: true,
    });
    expect(commits[1]!.config.board.ringGroups[0]?.rings[2]).toEqual({ replicas: [9] });
    const steps = eventsOf(sim, 'selfheal.step');
    expect(steps.map((e) => e.t - steps[0]!.t)).toEqual([0, 3 * S]);
    expect(commits[1]!.t - commits[0]!.t).toBeGreaterThan(2.9 * S);
    expect(eventsOf(sim, 'selfheal.done').map((e) => [e.ok, e.reason])).toEqual([[true, null]]);
  });

  it('S4: three dead nodes in different rings → FULL, 4 commits for all three subsystems', () => {
    const { sim } = enabled(12);
    for (const n of [3, 5, 7]) sim.schedule(2 * S, { kind: 'node.down', node: n });
    sim.runUntilSync(30 * S);
    expect(eventsOf(sim, 'selfheal.decision').map((e) => e.decision)).toEqual(['full']);
    const commits = eventsOf(sim, 'config.committed');
    expect(commits).toHaveLength(4);
    const last = commits[3]!.config;
    expect(last.statestorage.ringGroups).toHaveLength(1);
    const nodes = last.statestorage.ringGroups[0]!.rings.flatMap((r) => r.replicas);
    expect(nodes.some((n) => [3, 5, 7].includes(n))).toBe(false);
    expect(eventsOf(sim, 'selfheal.done').map((e) => e.ok)).toEqual([true]);
  });

  it('S8: the root losing its quorum poisons the run; no further steps', () => {
    const { sim } = enabled(12);
    for (const n of [3, 5, 7]) sim.schedule(2 * S, { kind: 'node.down', node: n });
    const others = { nodes: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    sim.schedule(12 * S, { kind: 'link.cut', a: { nodes: [1] }, b: others });
    sim.runUntilSync(30 * S);
    const lost = eventsOf(sim, 'distconf.root').find((e) => e.node === 1 && !e.root);
    expect(lost).toBeDefined();
    const done = eventsOf(sim, 'selfheal.done');
    expect(done.map((e) => [e.node, e.ok, e.reason])).toEqual([[1, false, 'distconf root lost']]);
    const steps = eventsOf(sim, 'selfheal.step').filter((e) => e.node === 1);
    expect(steps.length).toBeLessThan(4);
    expect(steps.every((e) => e.t <= lost!.t)).toBe(true);
  });

  it('S5: a step whose commit has not come back by the wakeup ends the run; the config stays at the last commit', () => {
    const { sim } = enabled(12, { waitMs: 1000 });
    for (const n of [3, 5, 7]) sim.schedule(2 * S, { kind: 'node.down', node: n });
    sim.runUntilSync(12 * S);
    const first = eventsOf(sim, 'selfheal.step');
    expect(first.map((e) => e.step)).toContain(1);
    // cut the root off just before step 2 goes out: its proposal cannot reach a quorum
    const step1 = first.find((e) => e.step === 1)!;
    const { sim: cut } = enabled(12, { waitMs: 1000 });
    for (const n of [3, 5, 7]) cut.schedule(2 * S, { kind: 'node.down', node: n });
    cut.schedule(step1.t + 0.9 * S, {
      kind: 'link.cut',
      a: { nodes: [1] },
      b: { nodes: [2, 4, 6, 8, 9, 10, 11, 12] },
    });
    cut.runUntilSync(20 * S);
    expect(eventsOf(cut, 'selfheal.done')[0]).toMatchObject({
      ok: false,
      reason: 'Previous reconfiguration step not finished yet.',
      step: 2,
    });
    const committed = eventsOf(cut, 'config.committed').filter((e) => e.node === 1);
    expect(committed).toHaveLength(1);
    expect(committed[0]!.config.statestorage.ringGroups.map((g) => g.writeOnly)).toEqual([false, true]);
  });

  it('relax time: a second change within it waits; the activation follows when it ends', () => {
    const { sim } = enabled(12, { relaxMs: 30_000, waitMs: 2000 });
    sim.schedule(2 * S, { kind: 'node.down', node: 3 });
    sim.schedule(12 * S, { kind: 'node.down', node: 5 });
    sim.runUntilSync(60 * S);
    const decisions = eventsOf(sim, 'selfheal.decision');
    expect(decisions).toHaveLength(2);
    const relax = eventsOf(sim, 'selfheal.relax');
    expect(relax).toHaveLength(1);
    expect(decisions[1]!.t).toBeGreaterThanOrEqual(relax[0]!.untilUs);
    expect(relax[0]!.untilUs - decisions[0]!.t).toBe(30 * S);
  });
});
