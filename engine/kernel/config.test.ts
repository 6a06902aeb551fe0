import { describe, expect, it } from 'vitest';
import type { ClusterConfig } from '../model/config/types.ts';
import type { Behaviour } from './actor.ts';
import type { FaultCommand } from './faults.ts';
import type { Simulation } from './simulation.ts';
import type { KernelSubsystem } from './subsystem.ts';
import { TESTING_BEHAVIOURS } from './testing/index.ts';
import { notes, testSim } from './testing/sim.ts';
import { EMPTY_CONFIG } from './testing/topology.ts';
import type { KernelEvent } from './trace.ts';

/** Every `periodUs`, notes how many StateStorage ring groups its node's live config has. */
const probe: Behaviour<{ periodUs: number }, { kind: 'probe.tick' }> = {
  type: 'test.configProbe',
  inbox: ['probe.tick'],
  init(ctx, args) {
    const periodUs = (args as { periodUs: number }).periodUs;
    ctx.schedule(periodUs, { kind: 'probe.tick' });
    return { periodUs };
  },
  receive(state, env, ctx) {
    ctx.emit({ kind: 'note', text: `groups ${ctx.world.config.statestorage.ringGroups.length}` });
    ctx.schedule(state.periodUs, { kind: 'probe.tick' });
  },
};

const group = { ntoSelect: 1, writeOnly: false, rings: [{ replicas: [1] }] };
const TWO_GROUPS: ClusterConfig = { ...EMPTY_CONFIG, statestorage: { ringGroups: [group, group] } };
const apply = (version: number, nodes?: readonly number[]): FaultCommand => ({
  kind: 'config.apply',
  config: TWO_GROUPS,
  version,
  ...(nodes ? { nodes: { nodes } } : {}),
});

function run(o: Parameters<typeof testSim>[1] = {}): Simulation {
  return testSim([{ node: 'all', type: 'test.configProbe', name: 'p', args: { periodUs: 1_000 } }], {
    extraBehaviours: [...TESTING_BEHAVIOURS, probe],
    ...o,
  });
}
const applied = (sim: Simulation) =>
  sim.trace.events.flatMap((e) => (e.kind === 'config.applied' ? [[e.node, e.version, e.t]] : []));

describe('live configuration (config.apply)', () => {
  it('switches the chosen live nodes at its virtual time; actors read it through ctx.world', () => {
    const sim = run();
    sim.schedule(2_500, { kind: 'node.down', node: 3 });
    sim.schedule(3_500, apply(2, [1, 2, 3]));
    sim.runUntilSync(5_100);
    expect(applied(sim)).toEqual([
      [1, 2, 3_500],
      [2, 2, 3_500],
    ]);
    expect(notes(sim, 1)).toEqual(['groups 0', 'groups 0', 'groups 0', 'groups 2', 'groups 2']);
    expect(notes(sim, 4)).toEqual(['groups 0', 'groups 0', 'groups 0', 'groups 0', 'groups 0']);
    expect([1, 2, 3, 4].map((n) => sim.configVersion(n))).toEqual([2, 2, 1, 1]);
  });

  it('a restarted node boots with the last config it applied; a node that missed it boots with the spec', () => {
    const sim = run();
    sim.schedule(1_500, { kind: 'node.down', node: 2 });
    sim.schedule(2_000, apply(2));
    sim.schedule(3_000, { kind: 'node.restart', node: 1, downForUs: 500 });
    sim.schedule(3_000, { kind: 'node.up', node: 2 });
    sim.runUntilSync(6_000);
    expect(sim.incarnation(1)).toBe(2);
    // Node 1 rebooted at 3500: its new probe ticks at 4500 and 5500 with the applied config.
    expect(notes(sim, 1).slice(-2)).toEqual(['groups 2', 'groups 2']);
    expect(notes(sim, 2).slice(-2)).toEqual(['groups 0', 'groups 0']);
    expect([sim.configVersion(1), sim.configVersion(2)]).toEqual([2, 1]);
  });

  it('moves nothing else: the trace is the same apart from config.applied events', () => {
    const load = [
      { node: 'all' as const, type: 'test.flooder', name: 'f', args: { initial: 10, ttl: 400 } },
      { node: 'all' as const, type: 'test.configProbe', name: 'p', args: { periodUs: 777 } },
    ];
    const build = (withApply: boolean) => {
      const sim = testSim(load, {
        extraBehaviours: [...TESTING_BEHAVIOURS, probe],
        seed: 5,
        config: TWO_GROUPS,
      });
      sim.schedule(200_000, { kind: 'link.cut', a: { dcs: ['dc1'] }, b: { dcs: ['dc3'] } });
      // The same config again: nothing but the version changes.
      if (withApply) for (const at of [2_222, 30_017, 70_001, 70_001, 400_000]) sim.schedule(at, apply(2));
      sim.runUntilSync(100_000);
      return sim;
    };
    const plain = build(false);
    const withApply = build(true);
    const strip = (sim: Simulation) => sim.trace.events.filter((e) => e.kind !== 'config.applied');
    expect(strip(withApply)).toEqual(strip(plain));
    expect(applied(withApply)).toHaveLength(4 * 27);
    expect(plain.trace.events.filter((e) => e.kind === 'msg.sent' && e.t > 70_001).length).toBeGreaterThan(
      2_000,
    );
  });

  it('checkpoints keep every node config: a restore replays to the same hash', () => {
    const sim = run();
    sim.schedule(2_000, apply(2, [1, 2]));
    sim.schedule(4_000, { kind: 'node.restart', node: 2, downForUs: 100 });
    sim.runUntilSync(3_000);
    const cp = sim.snapshotSync();
    sim.runUntilSync(8_000);
    const h = sim.hash();
    const tail = notes(sim, 2);
    sim.restoreSync(cp);
    expect(sim.configVersion(2)).toBe(2);
    sim.runUntilSync(8_000);
    expect(sim.hash()).toBe(h);
    expect(notes(sim, 2)).toEqual(tail);
  });

  it('subsystems may react on each node (onConfig, with the previous and next config)', () => {
    const seen: string[] = [];
    const watcher: KernelSubsystem = {
      id: 'watcher',
      behaviours: [],
      onConfig(boot, prev, next) {
        seen.push(
          `n${boot.node}: ${prev.statestorage.ringGroups.length} → ${next.statestorage.ringGroups.length}`,
        );
        if (boot.node === 1) boot.spawnService('test.ticker', 'ticker', { periodUs: 100, count: 1 });
      },
    };
    const sim = run({ subsystems: [watcher] });
    sim.schedule(1_000, apply(2, [1, 2]));
    sim.runUntilSync(2_000);
    expect(seen).toEqual(['n1: 0 → 2', 'n2: 0 → 2']);
    expect(notes(sim, 1)).toContain('tick 1 at 1100');
  });

  it('is one more kernel command: validated like the rest', () => {
    const sim = run();
    expect(() => sim.command(apply(2, [99]))).not.toThrow(); // node sets resolve when applied
    expect(() => sim.runUntilSync(1)).toThrow(/unknown node 99/);
    const events: KernelEvent[] = [];
    const again = run({ traceMode: 'stream' });
    again.trace.subscribe((batch) => events.push(...batch));
    again.command(apply(3));
    again.runUntilSync(10);
    expect(events.filter((e) => e.kind === 'config.applied')).toHaveLength(27);
    expect(again.trace.events).toEqual([]);
  });
});
