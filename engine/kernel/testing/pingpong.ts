/**
 * Ping-pong: a pinger sends `count` pings to `peer` one at a time (optionally waiting `thinkUs`
 * on a timer between a pong and the next ping); the ponger answers each ping. The pinger watches
 * the peer's node and notes disconnects and undelivered messages.
 */
import { defineActor, type ActorId } from '../actor.ts';
import type { TestIn, TestMessage } from './messages.ts';
import { assertNever } from '../../util/assert.ts';

interface PingerArgs {
  readonly peer: ActorId;
  readonly count: number;
  readonly thinkUs?: number;
  /** Emit a note per pong (off for load tests). */
  readonly verbose?: boolean;
}

interface PingerState {
  readonly args: PingerArgs;
  got: number;
}

export const pinger = defineActor<PingerState, TestIn>()({
  type: 'test.pinger',
  inbox: ['test.pong', 'test.ping', 'sys.disconnected', 'sys.undelivered'],
  init(ctx, args) {
    const a = args as PingerArgs;
    ctx.watchNode(a.peer.node);
    if (a.count > 0) ctx.send(a.peer, { kind: 'test.ping', n: 1 });
    return { args: a, got: 0 };
  },
  receive(state, env, ctx) {
    const m = env.msg;
    switch (m.kind) {
      case 'test.pong': {
        state.got++;
        if (state.args.verbose) ctx.emit({ kind: 'note', text: `pong ${m.n}` });
        if (m.n >= state.args.count) return;
        const next: TestMessage = { kind: 'test.ping', n: m.n + 1 };
        if (state.args.thinkUs) ctx.schedule(state.args.thinkUs, next);
        else ctx.send(state.args.peer, next);
        return;
      }
      case 'test.ping':
        // A think timer fired: the delayed ping goes out now.
        if (env.from.name === ctx.self.name && env.from.node === ctx.self.node)
          ctx.send(state.args.peer, env.msg);
        return;
      case 'sys.disconnected':
        ctx.emit({ kind: 'note', text: `disconnected ${m.node}` });
        return;
      case 'sys.undelivered':
        ctx.emit({ kind: 'note', text: `undelivered ${m.original} to ${m.to.name}` });
        return;
      default:
        return assertNever(m, 'pinger message');
    }
  },
});

export const ponger = defineActor<{ served: number }, TestIn>()({
  type: 'test.ponger',
  inbox: ['test.ping'],
  init() {
    return { served: 0 };
  },
  receive(state, env, ctx) {
    state.served++;
    ctx.send(env.from, { kind: 'test.pong', n: env.msg.n });
  },
});
