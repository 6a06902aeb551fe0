/**
 * Small probes: `test.thrower` throws on `test.boom` (crash handling), `test.watcher` watches nodes
 * and notes disconnects, `test.refuser` sets the peers its node refuses on a schedule
 * (`ctx.refusePeers`), `test.spawner` spawns a ticker child that stops itself (spawn names,
 * timers dying with their actor), `test.bomber` sends a `test.boom` to `target` after `delayUs`.
 */
import { defineActor, type ActorId } from '../actor.ts';
import type { NodeId } from '../../model/topology/types.ts';
import type { TestIn } from './messages.ts';

export const thrower = defineActor<{ seen: number }, TestIn>()({
  type: 'test.thrower',
  inbox: ['test.ping', 'test.pong', 'test.tick', 'test.hop', 'test.boom', 'test.refuse'],
  init() {
    return { seen: 0 };
  },
  receive(state, env) {
    state.seen++;
    if (env.msg.kind === 'test.boom') throw new Error('boom');
  },
});

export const watcher = defineActor<{ nodes: readonly NodeId[] }, TestIn>()({
  type: 'test.watcher',
  inbox: ['sys.disconnected'],
  init(ctx, args) {
    const nodes = (args as { nodes: readonly NodeId[] }).nodes;
    for (const n of nodes) ctx.watchNode(n);
    return { nodes };
  },
  receive(_state, env, ctx) {
    ctx.emit({ kind: 'note', text: `disconnected ${env.msg.node}` });
  },
});

export interface RefuserArgs {
  /** After `delayUs`, the node refuses exactly `nodes` (only in incarnation `incarnation`, if set). */
  readonly plan: readonly { readonly delayUs: number; readonly nodes: readonly NodeId[] }[];
  readonly incarnation?: number;
  /** Pings this ponger every `periodUs` and notes each pong. */
  readonly probe: ActorId;
  readonly periodUs: number;
}

export const refuser = defineActor<{ readonly args: RefuserArgs }, TestIn>()({
  type: 'test.refuser',
  inbox: ['test.refuse', 'test.pong', 'sys.disconnected', 'test.tick'],
  init(ctx, args) {
    const a = args as RefuserArgs;
    if (a.incarnation === undefined || a.incarnation === ctx.incarnation)
      for (const p of a.plan) ctx.schedule(p.delayUs, { kind: 'test.refuse', nodes: p.nodes });
    ctx.schedule(a.periodUs, { kind: 'test.tick', n: 1 });
    return { args: a };
  },
  receive(state, env, ctx) {
    const m = env.msg;
    if (m.kind === 'test.refuse') ctx.refusePeers(m.nodes);
    else if (m.kind === 'test.pong') ctx.emit({ kind: 'note', text: `pong ${m.n}` });
    else if (m.kind === 'sys.disconnected') ctx.emit({ kind: 'note', text: `disconnected ${m.node}` });
    else {
      ctx.watchNode(state.args.probe.node);
      ctx.send(state.args.probe, { kind: 'test.ping', n: m.n });
      ctx.schedule(state.args.periodUs, { kind: 'test.tick', n: m.n + 1 });
    }
  },
});

export const spawner = defineActor<{ child: string }, TestIn>()({
  type: 'test.spawner',
  inbox: [],
  init(ctx, args) {
    const child = ctx.spawn('test.ticker', args);
    ctx.emit({ kind: 'note', text: `spawned ${child.name}` });
    return { child: child.name };
  },
  receive() {},
});

export const bomber = defineActor<{ target: ActorId }, TestIn>()({
  type: 'test.bomber',
  inbox: ['test.boom'],
  init(ctx, args) {
    const a = args as { target: ActorId; delayUs: number };
    ctx.schedule(a.delayUs, { kind: 'test.boom' });
    return { target: a.target };
  },
  receive(state, env, ctx) {
    if (env.from.name === ctx.self.name) ctx.send(state.target, env.msg);
  },
});
