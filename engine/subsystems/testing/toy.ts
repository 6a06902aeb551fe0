/**
 * A subsystem declared through its descriptor alone, for the tests that add one (engine and app):
 * an echo service outside the cluster, one replica kind on every node, its own message, command
 * and event kinds, an invariant. Nothing in engine/kernel (or anywhere else) knows it.
 */
import { z } from 'zod';
import type { Behaviour } from '../../kernel/actor.ts';
import { nodeIdSchema } from '../../kernel/commands.ts';
import type { SystemMessage } from '../../kernel/messages.ts';
import type { Stamped } from '../../kernel/trace.ts';
import type { InvariantChecker } from '../checker.ts';
import type { SubsystemDescriptor } from '../descriptor.ts';

type ToyMessage =
  | { readonly kind: 'toy.echo'; readonly text: string }
  | { readonly kind: 'toy.echoed'; readonly text: string; readonly n: number };
const TOY_COMMANDS = [
  z.strictObject({ kind: z.literal('toy.say'), node: nodeIdSchema, text: z.string() }),
] as const;
export type ToyCommand = z.infer<(typeof TOY_COMMANDS)[number]>;
export type ToyEvent = Stamped<{ readonly kind: 'toy.heard'; readonly text: string; readonly n: number }>;

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

export const toy: SubsystemDescriptor = {
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
  view: { label: 'Toy', colour: '#882255', messagePrefix: 'toy.' },
};
