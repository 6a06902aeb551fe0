/**
 * Growing and shrinking the cluster: reserved slots joining (`rack.add`) and SelfHeal sizing the
 * groups for the live nodes; `cluster.decommission` of a replica host drained by SelfHeal, refused
 * without it.
 */
import expandSelfHeal from '../../../../public/scenarios/expand-selfheal.json';
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../../scenario/load.ts';
import { runScenarioSync } from '../../../scenario/runner.ts';
import { foldEvents } from '../../../folds/fold.ts';
import { isMember, membershipFold } from '../../../folds/membership.ts';
import { eventsOf } from '../testing.ts';

const load = (r: ReturnType<typeof parseScenario>): Scenario => {
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.scenario;
};
const golden = () => load(parseScenario(expandSelfHeal));

const racksOf = (sc: Scenario, nodes: readonly number[]) =>
  nodes.map((n) => sc.topology.nodes.find((x) => x.id === n)?.domain);

describe('expand-selfheal', () => {
  it('starts with 7 rings of 2 (one per member rack); the reserved rack holds nothing', () => {
    const sc = golden();
    const g = sc.config.statestorage.ringGroups;
    expect(g).toHaveLength(1);
    expect(g[0]!.ntoSelect).toBe(5);
    const nodes = g[0]!.rings.flatMap((r) => r.replicas);
    expect(g[0]!.rings.map((r) => r.replicas.length)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(nodes).toHaveLength(14);
    expect(nodes.some((n) => n >= 15)).toBe(false);
  });

  it('rack.add → both nodes register → FULL to 8 rings of 1 (one per rack), 4 commits, no violation', () => {
    const r = runScenarioSync(golden());
    expect(r.ok).toBe(true);
    expect(eventsOf(r.sim, 'cluster.joined').map((e) => e.nodes)).toEqual([[15, 16]]);
    const commits = eventsOf(r.sim, 'config.committed').filter((e) => e.command === 'config.replace');
    expect(
      commits.map((c) => c.config.statestorage.ringGroups.map((g) => [g.rings.length, g.writeOnly])),
    ).toEqual([
      [
        [7, false],
        [8, true],
      ],
      [
        [7, false],
        [8, false],
      ],
      [
        [8, false],
        [7, true],
      ],
      [[8, false]],
    ]);
    const last = commits.at(-1)!.config;
    for (const s of ['statestorage', 'board', 'schemeboard'] as const) {
      const ring = last[s].ringGroups[0]!.rings.map((x) => x.replicas[0]!);
      expect(new Set(racksOf(golden(), ring)).size).toBe(8);
      expect(last[s].ringGroups[0]!.ntoSelect).toBe(5);
    }
    expect(r.violations).toEqual([]);
    r.sim.dispose();
  });
});

describe('scenario checks of the grow commands', () => {
  const base = { name: 'g', description: 'grow', preset: 'single-dc-8-racks', durationMs: 2000 };

  it('refuses an add of nodes that are not reserved, and a rack added twice', () => {
    const r = parseScenario({
      ...base,
      reserve: [15, 16],
      steps: [
        { at: 10, do: { kind: 'rack.add', rack: 'dc1-r7' } },
        { at: 20, do: { kind: 'rack.add', rack: 'dc1-r8' } },
        { at: 30, do: { kind: 'node.add', node: 16 } },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = JSON.stringify(r.errors);
    expect(text).toContain(
      "steps[0].do: rack 'dc1-r7': node 13, 14 is already in the cluster (reserved slots free: 15, 16)",
    );
    expect(text).toContain(
      'steps[2].do: node 16: node 16 is already in the cluster (reserved slots free: none)',
    );
  });

  it('refuses a reserve naming an unknown node', () => {
    const r = parseScenario({ ...base, reserve: [99], steps: [] });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(!r.ok && r.errors)).toContain('reserve: unknown node 99');
  });
});

describe('cluster.decommission', () => {
  const run = (set: object, selfHeal: object[] = [], durationMs = 3000) => {
    const sc = load(
      parseScenario({
        name: 'd',
        description: 'decommission',
        preset: 'single-dc-8-racks',
        durationMs,
        configOptions: { all: { replicasPerRing: 1 } },
        steps: [...selfHeal, { at: 1000, do: { kind: 'cluster.decommission', node: 1, set } }],
      }),
    );
    return { ...runScenarioSync(sc), sc };
  };
  const on = { at: 10, do: { kind: 'selfheal.enable', node: 1, relaxMs: 1000, waitMs: 2000 } };
  const off = { at: 10, do: { kind: 'selfheal.enable', node: 1, enabled: false } };

  it('with SelfHeal off, is refused while the node hosts a replica, naming the subsystem, group and ring', () => {
    const r = run({ nodes: [3] }, [off]);
    const refused = eventsOf(r.sim, 'config.refused');
    expect(refused.map((e) => [e.command, e.subsystem, e.reason])).toEqual([
      [
        'cluster.decommission',
        'statestorage',
        'node 3 still hosts statestorage group 0 ring 1: move its replicas off first',
      ],
    ]);
    expect(refused[0]!.replicaHost).toEqual({ node: 3, subsystem: 'statestorage', group: 0, ring: 1 });
    expect(eventsOf(r.sim, 'cluster.draining')).toEqual([]);
    expect(eventsOf(r.sim, 'cluster.left')).toEqual([]);
    r.sim.dispose();
  });

  it('with SelfHeal on, drains a replica host: a config without it through the four steps, then it leaves', () => {
    const r = run({ nodes: [3] }, [on], 40_000);
    expect(eventsOf(r.sim, 'cluster.draining').map((e) => e.nodes)).toEqual([[3]]);
    expect(eventsOf(r.sim, 'config.refused')).toEqual([]);
    const commits = eventsOf(r.sim, 'config.committed').filter((e) => e.command === 'config.replace');
    expect(commits).toHaveLength(4);
    const last = commits.at(-1)!.config;
    const named = (['statestorage', 'board', 'schemeboard'] as const).flatMap((s) =>
      last[s].ringGroups.flatMap((g) => g.rings.flatMap((x) => x.replicas)),
    );
    // 15 members in one datacenter: min(15, 8) = 8 rings of 1 + 15 / 1000 = 1 replica, none on node 3.
    expect(last.statestorage.ringGroups.map((g) => [g.rings.length, g.ntoSelect])).toEqual([[8, 5]]);
    expect(named).not.toContain(3);
    const left = eventsOf(r.sim, 'cluster.left');
    expect(left.map((e) => e.nodes)).toEqual([[3]]);
    // It leaves only after the last step committed.
    expect(left[0]!.t).toBeGreaterThanOrEqual(commits.at(-1)!.t);
    expect(eventsOf(r.sim, 'selfheal.done').map((e) => e.ok)).toEqual([true]);
    expect(r.ok).toBe(true);
    r.sim.dispose();
  });

  it('takes out a node that holds nothing', () => {
    const r = run({ nodes: [4] });
    expect(eventsOf(r.sim, 'cluster.left').map((e) => e.nodes)).toEqual([[4]]);
    r.sim.dispose();
  });

  it('with SelfHeal off, an accepted decommission still says the node left; the fold marks it gone', () => {
    const { sc, ...r } = run({ nodes: [4] }, [off]);
    expect(eventsOf(r.sim, 'selfheal.settings').map((e) => e.enabled)).toEqual([false]);
    expect(eventsOf(r.sim, 'cluster.left').map((e) => e.nodes)).toEqual([[4]]);
    const m = foldEvents(membershipFold, { topology: sc.topology, config: sc.config }, r.sim.trace.events);
    expect([isMember(m, 4), isMember(m, 3)]).toEqual([false, true]);
    r.sim.dispose();
  });
});
