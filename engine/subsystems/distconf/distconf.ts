/**
 * The distconf actor (service `distconf` on every node). Static nodes store the configuration and
 * elect the root (./peer.ts, ./root.ts); any node takes configuration commands, forwards root
 * commands to the root (YDB InvokeOnRoot) and may run the four-step stepper (./stepper.ts).
 *
 * Other actors (SelfHeal) use it by message: `distconf.invoke {op, replyTo, cookie}` to the local
 * `distconf` answers `distconf.result {cookie, result}` once committed or refused;
 * `distconf.rootQuery` answers `distconf.rootInfo {root, version}`.
 */
import type { ActorContext, Behaviour, InboxOf } from '../../kernel/actor.ts';
import type { SystemMessage } from '../../kernel/messages.ts';
import type { NodeId } from '../../model/topology/types.ts';
import { assertNever } from '../../util/assert.ts';
import { distconfOf } from './address.ts';
import type { DistconfLocalCommand, RootCommand } from './commands.ts';
import { ROOT_COMMANDS } from './commands-table.ts';
import type { DistconfMessage } from './messages.ts';
import { DISTCONF_TYPE, INVOKE_TIMEOUT_US, MAX_INVOKE_HOPS } from './names.ts';
import { activate, onPing, onPropose, onPull, onState, rootGuess, tick } from './peer.ts';
import { fail, onAck, onApplied, onProposeTimeout, rootInvoke } from './root.ts';
import { initialState, type DistconfState, type Invoke } from './state.ts';
import { stepperCommand, stepperResult, stepperTimer, type Submit } from './stepper.ts';
import { MAX_DISTCONF_QUEUE } from '../../limits.ts';

export interface DistconfArgs {
  readonly staticNodes: readonly NodeId[];
}

/** Routes an invoke: run it here if root, else forward toward the root, else park it until one is known. */
function route(st: DistconfState, ctx: ActorContext, inv: Invoke): void {
  activate(st, ctx);
  if (st.root) return rootInvoke(st, ctx, inv);
  const to = rootGuess(st, ctx.now);
  if (to !== null && to !== st.self && inv.hops < MAX_INVOKE_HOPS)
    return ctx.send(distconfOf(to), {
      ...inv,
      kind: 'distconf.invoke',
      hops: inv.hops + 1,
    } satisfies DistconfMessage);
  if (inv.hops >= MAX_INVOKE_HOPS) return fail(ctx, inv, 'no distconf root reachable');
  if (st.parked.length >= MAX_DISTCONF_QUEUE)
    return fail(ctx, inv, 'no distconf root yet (MAX_DISTCONF_QUEUE)');
  st.parked.push(inv);
}

const submit: Submit = (st, ctx, op) => {
  const cookie = ++st.cookie;
  const timer = ctx.schedule(INVOKE_TIMEOUT_US, {
    kind: 'distconf.timer.invoke',
    cookie,
  } satisfies DistconfMessage);
  st.pending.set(cookie, { command: op.kind, timer });
  route(st, ctx, { op: op as RootCommand, replyTo: ctx.self, cookie, hops: 0 });
  return cookie;
};

function onTick(st: DistconfState, ctx: ActorContext): void {
  tick(st, ctx);
  for (const inv of st.parked.splice(0)) route(st, ctx, inv);
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = [
  'cmd',
  'distconf.invoke',
  'distconf.result',
  'distconf.timer.invoke',
  'distconf.ping',
  'distconf.propose',
  'distconf.ack',
  'distconf.pull',
  'distconf.state',
  'distconf.applied',
  'distconf.rootQuery',
  'distconf.timer.tick',
  'distconf.timer.propose',
  'distconf.timer.step',
] as const;
type In = InboxOf<DistconfMessage | SystemMessage, typeof INBOX>;

export const distconfBehaviour: Behaviour<DistconfState, In> = {
  type: DISTCONF_TYPE,
  inbox: INBOX,
  init(ctx, raw) {
    const args = raw as DistconfArgs;
    return initialState(ctx.world, ctx.self.node, args.staticNodes);
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    switch (msg.kind) {
      case 'cmd': {
        const c = msg.command as RootCommand;
        if (ROOT_COMMANDS.has(c.kind)) submit(st, ctx, c);
        else stepperCommand(st, ctx, c as unknown as DistconfLocalCommand, submit);
        return;
      }
      case 'distconf.invoke':
        return route(st, ctx, { op: msg.op, replyTo: msg.replyTo, cookie: msg.cookie, hops: msg.hops });
      case 'distconf.result': {
        const p = st.pending.get(msg.cookie);
        if (!p) return;
        ctx.cancel(p.timer);
        st.pending.delete(msg.cookie);
        stepperResult(st, ctx, msg.cookie, msg.result, submit);
        return;
      }
      case 'distconf.timer.invoke': {
        const p = st.pending.get(msg.cookie);
        if (!p) return;
        st.pending.delete(msg.cookie);
        ctx.emit({ kind: 'config.failed', command: p.command, reason: 'no answer from the distconf root' });
        const r = {
          ok: false,
          why: 'failed',
          subsystem: null,
          reason: 'no answer from the distconf root',
        } as const;
        stepperResult(st, ctx, msg.cookie, r, submit);
        return;
      }
      case 'distconf.ping':
        return onPing(st, ctx, env.from, msg.version);
      case 'distconf.propose':
        return onPropose(st, ctx, env.from, msg.version, msg.config);
      case 'distconf.ack':
        return onAck(st, ctx, env.from, msg.version, msg.accepted);
      case 'distconf.pull':
        return onPull(st, ctx, env.from);
      case 'distconf.state':
        return onState(st, msg.version, msg.config);
      case 'distconf.applied':
        return onApplied(st, env.from, msg.version);
      case 'distconf.rootQuery':
        return ctx.send(env.from, {
          kind: 'distconf.rootInfo',
          root: st.root,
          version: st.stored.version,
        } satisfies DistconfMessage);
      case 'distconf.timer.tick':
        return onTick(st, ctx);
      case 'distconf.timer.propose':
        return onProposeTimeout(st, ctx, msg.version);
      case 'distconf.timer.step':
        return stepperTimer(st, ctx, msg.step, msg.dueAt, submit);
      default:
        return assertNever(msg, 'distconf message');
    }
  },
};
