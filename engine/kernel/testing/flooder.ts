/**
 * Load generator: every node runs a flooder under the same service name; each starts `initial`
 * hops and every hop received is forwarded to a random node's flooder until its ttl runs out, so
 * the number of messages in flight stays constant. Exercises per-node rng and cross-node traffic.
 */
import { defineActor } from '../actor.ts';
import type { NodeId } from '../../model/topology/types.ts';
import type { TestIn } from './messages.ts';

interface FlooderArgs {
  readonly initial: number;
  readonly ttl: number;
  /** Restrict targets to these nodes (default: every node in the topology). */
  readonly nodes?: readonly NodeId[];
}

interface FlooderState {
  readonly nodes: readonly NodeId[];
  received: number;
}

function pick(s: FlooderState, r: number): NodeId {
  return s.nodes[Math.floor(r * s.nodes.length)] as NodeId;
}

export const flooder = defineActor<FlooderState, TestIn>()({
  type: 'test.flooder',
  inbox: ['test.hop'],
  init(ctx, args) {
    const a = args as FlooderArgs;
    const s: FlooderState = { nodes: a.nodes ?? ctx.world.topology.nodes.map((n) => n.id), received: 0 };
    for (let i = 0; i < a.initial; i++) {
      ctx.send({ node: pick(s, ctx.random()), name: ctx.self.name }, { kind: 'test.hop', ttl: a.ttl });
    }
    return s;
  },
  receive(state, env, ctx) {
    const m = env.msg;
    state.received++;
    if (m.ttl > 0)
      ctx.send(
        { node: pick(state, ctx.random()), name: ctx.self.name },
        { kind: 'test.hop', ttl: m.ttl - 1 },
      );
  },
});
