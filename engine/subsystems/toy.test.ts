/**
 * A fourth subsystem, declared here through its descriptor alone: an echo service outside the
 * cluster, one replica kind on every node, its own message, command and event kinds, an invariant.
 * Nothing in engine/kernel (or anywhere else) knows it; the kernel runs it as it runs the others.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClusterSimulation } from '../cluster.ts';
import type { Behaviour } from '../kernel/actor.ts';
import { nodeIdSchema } from '../kernel/commands.ts';
import type { FaultCommand } from '../kernel/faults.ts';
import type { SystemMessage } from '../kernel/messages.ts';
import { Simulation } from '../kernel/simulation.ts';
import { EMPTY_CONFIG, testTopology } from '../kernel/testing/topology.ts';
import type { KernelEvent, Stamped } from '../kernel/trace.ts';
import type { InvariantChecker } from './checker.ts';
import { loadPreset } from '../presets.ts';
import type { SubsystemDescriptor } from './descriptor.ts';
import { SUBSYSTEMS, subsystemsById } from './index.ts';

type ToyMessage =
  | { readonly kind: 'toy.echo'; readonly text: string }
  | { readonly kind: 'toy.echoed'; readonly text: string; readonly n: number };
const TOY_COMMANDS = [
  z.strictObject({ kind: z.literal('toy.say'), node: nodeIdSchema, text: z.string() }),
] as const;
type ToyCommand = z.infer<(typeof TOY_COMMANDS)[number]>;
type ToyEvent = Stamped<{ readonly kind: 'toy.heard'; readonly text: string; readonly n: number }>;

const ECHO = { node: 0, name: 'echo' };

/** The replica: says what it is told to the echo service, and notes each answer. */
const toyReplica: Behaviour<{ heard: number }, ToyMessage | SystemMessage> = {
  type: 'toy.replica',
  inbox: ['cmd', 'toy.echoed'],
  init: () => ({ heard: 0 }),
  receive(state, env, ctx) {
    const msg = env.msg;
    switch (msg.kind) {
      case 'cmd':
        ctx.send(ECHO, { kind: 'toy.echo', text: (msg.command as ToyCommand).text });
        return;
      case 'toy.echoed':
        state.heard++;
        ctx.emit({ kind: 'toy.heard', text: msg.text, n: msg.n });
        return;
      default:
        return;
    }
  },
};

/** Answers come numbered: n never goes back on a node (so a checkpoint must keep the count). */
function toyChecker(): InvariantChecker {
  const last = new Map<number, number>();
  return {
    name: 'toy-heard-in-order',
    observe(e) {
      const ev = e as unknown as ToyEvent;
      if (ev.kind !== 'toy.heard') return [];
      const prev = last.get(ev.node) ?? 0;
      last.set(ev.node, ev.n);
      return ev.n > prev ? [] : [`n${ev.node} heard ${ev.n} after ${prev}`];
    },
  };
}

const toy: SubsystemDescriptor = {
  id: 'toy',
  replicaPrefix: 'toy',
  behaviours: [toyReplica],
  commands: { schemas: TOY_COMMANDS, service: 'toy' },
  bootstrap: (boot) => boot.spawnService(toyReplica.type, 'toy', {}),
  service: {
    address: ECHO,
    latencyUs: 700,
    init: () => ({ count: 0 }),
    reply: (state: { count: number }, msg: ToyMessage) =>
      msg.kind === 'toy.echo' ? { kind: 'toy.echoed', text: msg.text, n: ++state.count } : null,
  },
  events: ['toy.heard'],
  invariants: [toyChecker],
  view: { label: 'Toy', colour: '#56B4E9', messagePrefix: 'toy.' },
};

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
    const plain = build(SUBSYSTEMS);
    const withToy = build([...SUBSYSTEMS, toy]);
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
