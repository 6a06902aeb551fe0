/**
 * Timer-heavy actor: ticks every `periodUs` up to `count` times, noting each tick with its virtual
 * time. Each tick also schedules a decoy timer and cancels it (must never fire); at tick `stopAt`
 * it stops itself with a tick still pending (timers must die with the actor).
 */
import { defineActor } from '../actor.ts';
import type { TestIn } from './messages.ts';

export interface TickerArgs {
  readonly periodUs: number;
  readonly count: number;
  readonly stopAt?: number;
  /** No note per tick (load tests). */
  readonly quiet?: boolean;
}

export const ticker = defineActor<{ args: TickerArgs }, TestIn>()({
  type: 'test.ticker',
  inbox: ['test.tick', 'test.boom'],
  init(ctx, args) {
    const a = args as TickerArgs;
    if (a.count > 0) ctx.schedule(a.periodUs, { kind: 'test.tick', n: 1 });
    return { args: a };
  },
  receive(state, env, ctx) {
    const m = env.msg;
    if (m.kind === 'test.boom') throw new Error('boom');
    if (m.n < 0) throw new Error('decoy timer fired after cancel');
    if (!state.args.quiet) ctx.emit({ kind: 'note', text: `tick ${m.n} at ${ctx.now}` });
    const decoy = ctx.schedule(1, { kind: 'test.tick', n: -1 });
    ctx.cancel(decoy);
    if (m.n < state.args.count) ctx.schedule(state.args.periodUs, { kind: 'test.tick', n: m.n + 1 });
    if (m.n === state.args.stopAt) ctx.stop();
  },
});
