/**
 * A subsystem added through its descriptor alone (./testing/toy.ts): the kernel runs it as it runs
 * the others. app/subsystems/toy.test.ts adds its app entry (log lines, colour, tab).
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../cluster.ts';
import type { FaultCommand } from '../kernel/faults.ts';
import { Simulation } from '../kernel/simulation.ts';
import { EMPTY_CONFIG, testTopology } from '../kernel/testing/topology.ts';
import type { KernelEvent } from '../kernel/trace.ts';
import { loadPreset } from '../presets.ts';
import type { SubsystemDescriptor } from './descriptor.ts';
import { SUBSYSTEM_DESCRIPTORS, subsystemsById } from './index.ts';
import { toy, type ToyCommand, type ToyEvent } from './testing/toy.ts';

const heard = (events: readonly { kind: string }[]) =>
  (events as readonly ToyEvent[])
    .filter((e) => e.kind === 'toy.heard')
    .map((e) => `n${e.node}:${e.text}#${e.n}`);

describe('a subsystem added through its descriptor alone', () => {
  it('runs in the kernel: its command reaches its service, its service answers, its event is traced', () => {
    const sim = new Simulation<KernelEvent | ToyEvent, FaultCommand | ToyCommand>({
      topology: testTopology(1, 2, 2),
      config: EMPTY_CONFIG,
      seed: 1,
      subsystems: [toy],
    });
    sim.schedule(1_000, { kind: 'toy.say', node: 3, text: 'hello' });
    sim.schedule(1_000, { kind: 'toy.say', node: 1, text: 'hi' });
    sim.runUntilSync(10_000);
    // Both arrive in the same window: outputs merge in node-id order, so node 1 is answered first.
    expect(heard(sim.trace.events)).toEqual(['n1:hi#1', 'n3:hello#2']);
    const sent = sim.trace.events.flatMap((e) => (e.kind === 'msg.sent' ? [[e.msg, e.t, e.deliverAt]] : []));
    // The service answers as it routes each request: the reply leaves when the request arrives.
    expect(sent).toEqual([
      ['cmd', 1_000, 1_000],
      ['cmd', 1_000, 1_000],
      ['toy.echo', 1_000, 1_700],
      ['toy.echoed', 1_700, 2_400],
      ['toy.echo', 1_000, 1_700],
      ['toy.echoed', 1_700, 2_400],
    ]);
    expect(() => sim.command({ kind: 'toy.say', node: 9, text: 'x' })).toThrow(/unknown node 9/);
  });

  it('runs beside the others: unused it changes no run; used, its state survives a checkpoint', () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const build = (subsystems: readonly SubsystemDescriptor[]) => {
      const sim = createClusterSimulation({ topology, config, seed: 2, subsystems });
      sim.schedule(10_000, { kind: 'tablet.boot', node: 6, tabletId: '72075186224037888' });
      sim.schedule(20_000, { kind: 'rack.down', rack: 'dc1-r2' });
      return sim;
    };
    const plain = build(SUBSYSTEM_DESCRIPTORS);
    const withToy = build([...SUBSYSTEM_DESCRIPTORS, toy]);
    plain.runUntilSync(500_000);
    withToy.runUntilSync(500_000);
    expect(withToy.hash()).toBe(plain.hash());

    const say = (node: number, text: string) => withToy.command({ kind: 'toy.say', node, text } as never);
    say(1, 'a');
    withToy.runUntilSync(510_000);
    const cp = withToy.snapshotSync();
    say(2, 'b');
    withToy.runUntilSync(520_000);
    const first = heard(withToy.trace.events);
    withToy.restoreSync(cp);
    say(2, 'b');
    withToy.runUntilSync(520_000);
    expect(heard(withToy.trace.events)).toEqual(first);
    expect(first).toEqual(['n1:a#1', 'n2:b#2']);
  });

  it('brings its invariant checkers; worker hosts, which look subsystems up by id, do not know it', () => {
    const checker = toy.invariants[0]!({ topology: testTopology(1, 1, 1), config: EMPTY_CONFIG, seed: 1 });
    const ev = (n: number) => ({ kind: 'toy.heard', t: 0, node: 1, text: '', n }) as never;
    expect([checker.observe(ev(1)), checker.observe(ev(1))]).toEqual([[], ['n1 heard 1 after 1']]);
    expect(() => subsystemsById(['statestorage', 'toy'])).toThrow(
      "unknown subsystem 'toy' (known: statestorage, board, schemeboard, blobstorage, distconf, bridge)",
    );
  });
});
