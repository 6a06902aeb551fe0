/**
 * An admin command taken by a node that is not the root goes on to the root, as YDB's invoke does
 * (distconf_invoke.cpp, TInvokeRequestHandlerActor): sent with FlagSubscribeOnSession, so when the
 * root's session breaks before its answer the command fails with "root node disconnected" instead
 * of waiting for ever (a person's failover sent just as the root's datacenter went down). The root
 * answers the forwarding node once the command is done — refused, or its proposal committed or
 * dropped — and the node stops watching. Only a command with a `ref` has a sender waiting for the
 * answer (the page's clicks): the others go on as plain messages, as before.
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { commandText, type BridgeCommand } from './commands.ts';
import type { KeeperState } from './keeper.ts';
import { to, type Invokes } from './node.ts';

/** Most forwarded commands a node waits on at once (the oldest is forgotten past it). */
const MAX_FORWARDS = 16;

/** YDB's text when the root's session breaks before it answered (distconf_invoke.cpp). */
export const ROOT_DISCONNECTED = 'root node disconnected';

export const initInvokes = (): Invokes => ({ sent: [], taken: [] });

const refOf = (c: BridgeCommand): number | undefined => ('ref' in c ? c.ref : undefined);

/** Sends `c` on to `root`; a command someone waits on is watched until the root answers. */
export function forwardAdmin(inv: Invokes, root: NodeId, c: BridgeCommand, ctx: ActorContext): void {
  const ref = refOf(c);
  if (ref !== undefined) {
    if (inv.sent.length >= MAX_FORWARDS) inv.sent.shift();
    inv.sent.push({ root, command: commandText(c), ref });
    ctx.watchNode(root);
  }
  ctx.send(to(root), { kind: 'bridge.admin', command: c });
}

/** The root took `c` from `from`: it answers once the keeper is done with it (`answerDone`). */
export function takeForwarded(inv: Invokes, c: BridgeCommand, from: NodeId): void {
  const ref = refOf(c);
  if (ref !== undefined) inv.taken.push({ ref, from });
}

/** At the root, after the keeper moved: every taken command no longer queued or in flight is answered. */
export function answerDone(inv: Invokes, k: KeeperState | null, ctx: ActorContext): void {
  if (inv.taken.length === 0) return;
  const busy = (ref: number) => k?.pending?.ref === ref || (k?.queue.some((c) => refOf(c) === ref) ?? false);
  for (let i = inv.taken.length - 1; i >= 0; i--) {
    const t = inv.taken[i] as Invokes['taken'][number];
    if (busy(t.ref)) continue;
    inv.taken.splice(i, 1);
    ctx.send(to(t.from), { kind: 'bridge.adminDone', ref: t.ref });
  }
}

/** The root answered `ref`: nothing more to wait for. */
export function onAdminDone(inv: Invokes, ref: number, ctx: ActorContext): void {
  const i = inv.sent.findIndex((x) => x.ref === ref);
  if (i < 0) return;
  const [done] = inv.sent.splice(i, 1);
  if (done && !inv.sent.some((x) => x.root === done.root)) ctx.unwatchNode(done.root);
}

/** The session to `node` broke: each command waiting on it as root fails, as YDB's does. */
export function onRootDisconnected(inv: Invokes, node: NodeId, generation: number, ctx: ActorContext): void {
  const lost = inv.sent.filter((x) => x.root === node);
  if (lost.length === 0) return;
  for (const x of lost) {
    inv.sent.splice(inv.sent.indexOf(x), 1);
    ctx.emit({
      kind: 'bridge.refused',
      command: x.command,
      layer: 'distconf',
      status: 'INTERNAL_ERROR',
      code: 'root-disconnected',
      reason: ROOT_DISCONNECTED,
      generation,
      ref: x.ref,
    });
  }
  ctx.unwatchNode(node);
}
